import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  type RateLimit,
  type EndpointDefinition,
  type EndpointOutput,
  type EndpointParsedInput,
} from '@achterhoek/contracts';
import { RateLimitedError } from '../errors.js';
import { exactResponseSerializer } from './exact-response.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract this route was registered from (every API route has one; a test checks it). */
    endpoint?: EndpointDefinition;
  }
}

/** What a handler gets: the validated inputs, and the request and reply for headers and the caller. */
export interface RouteContext<D extends EndpointDefinition> extends EndpointParsedInput<D> {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers the success body of its endpoint (sent with the endpoint's status), or the reply
 * itself when it had to send something special (a Location header, a stream it writes).
 */
export type RouteHandler<D extends EndpointDefinition> = (
  context: RouteContext<D>,
) => Promise<EndpointOutput<D> | FastifyReply>;

export interface RouteOptions {
  preHandler?: preHandlerAsyncHookHandler;
  /** Bytes; for the calls that take an image. */
  bodyLimit?: number;
  /**
   * The handler answers a view built in its contract's exact shape: sent without zod re-encoding it
   * (exact-response.ts). Only for reads whose views are built field by field; tests check the bytes.
   */
  exactResponse?: boolean;
}

const NoContent = z.null().describe('No content');

/** The service of `/api/{service}/…`, the default OpenAPI tag. */
function serviceOf(path: string): string {
  return /^\/api\/([^/]+)/.exec(path)?.[1] ?? 'system';
}

/**
 * Registers the route of one endpoint: its method and path, its schemas (params, query and body are
 * validated; a failure answers 400 naming the fields), its success and error responses for the OpenAPI
 * document, and whether it needs a token. Handlers stay thin: they call a service and answer its result.
 */
export function route<D extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: D,
  handler: RouteHandler<D>,
  options: RouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const json = !endpoint.produces || endpoint.produces === 'application/json';
  const response: Record<number, z.ZodType> = {};
  if (endpoint.response) response[status] = endpoint.response;
  else if (json) response[status] = NoContent;
  // A page answers its errors as pages too; only JSON calls answer `{ status, message }`.
  if (
    json ||
    endpoint.produces === 'text/event-stream' ||
    endpoint.produces === 'text/calendar' ||
    endpoint.produces === 'text/plain' ||
    endpoint.produces === 'application/x-protobuf'
  ) {
    for (const errorStatus of endpoint.errors) response[errorStatus] = ApiErrorSchema;
    if (endpoint.limits.rate) response[429] = ApiErrorSchema;
  }

  const exactSerializer =
    options.exactResponse && endpoint.response
      ? exactResponseSerializer(endpoint.response, { method: endpoint.method, url: endpoint.path })
      : undefined;

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [...(endpoint.tags ?? [serviceOf(endpoint.path)])],
      ...(endpoint.public ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // The OpenAPI document lists the second form beside JSON (a payout batch's SEPA file).
      ...(endpoint.alsoProduces ? { produces: ['application/json', endpoint.alsoProduces] } : {}),
      response,
    },
    config: {
      public: endpoint.public ?? false,
      endpoint,
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(endpoint.limits.rate ? { onRequest: rateLimitOf(endpoint, endpoint.limits.rate) } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        headers: request.headers,
        body: request.body,
        request,
        reply,
      } as RouteContext<D>);
      if (result === reply || reply.sent) return reply;
      // A serializer of the reply's own leaves the content type to the caller: the same as zod's answers get.
      if (exactSerializer) void reply.serializer(exactSerializer).type('application/json; charset=utf-8');
      return reply.status(status).send(endpoint.response ? result : null);
    },
  });
}

/**
 * The call's declared rate, counted per account: the person signed in (a caregiver acting for somebody
 * counts as themselves), or the client address for a call without a token. Never a raw header: however
 * the token is spelled, its account is the key. Route-level, so it runs after the app's authentication
 * hook has found the account, and before the input is parsed: a flood of bad input is a flood too.
 */
function rateLimitOf(endpoint: EndpointDefinition, rate: RateLimit): onRequestAsyncHookHandler {
  const call = `${endpoint.method} ${endpoint.path}`;
  return async (request) => {
    const account = request.identity ? `account:${request.identity.actor.id}` : `address:${request.ip}`;
    const { rateLimiter, clock } = request.server;
    const decision = await rateLimiter.take(`${call}|${account}`, rate, clock.nowMs());
    if (!decision.allowed) throw new RateLimitedError(decision.retryAfterSeconds);
  };
}

/** Answers 201 Created: `body`, with the address of what was made in the `Location` header. */
export function sendCreated(reply: FastifyReply, location: string, body: unknown): FastifyReply {
  return reply.status(201).header('location', location).send(body);
}

/**
 * Answers the second form an endpoint declares (`alsoProduces`, e.g. a payout batch as its SEPA file)
 * instead of its JSON: the text goes out as it is, with that content type, so the JSON response schema
 * never sees it; with a filename the browser saves it as that file. A handler returns what this answers.
 * An endpoint that did not declare the form may not send it (a programming error).
 */
export function sendAlternative(
  reply: FastifyReply,
  endpoint: EndpointDefinition,
  body: string,
  filename?: string,
): FastifyReply {
  if (!endpoint.alsoProduces) {
    throw new Error(`${endpoint.method} ${endpoint.path} declares no second content type`);
  }
  reply.header('content-type', `${endpoint.alsoProduces}; charset=utf-8`);
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.status(endpoint.status ?? 200).send(body);
}
