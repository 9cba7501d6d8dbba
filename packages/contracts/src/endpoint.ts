import type { z } from 'zod';
import type { Access } from './access';
import type { EndpointLimits } from './limits';
import { withSafeText } from './safe-text';

/**
 * One API call, described once (issue: "one contract per call"): the server registers its route from
 * this descriptor and the web client calls it through the same object, so the path, the inputs, the
 * answer and the statuses it may fail with cannot drift apart between the two.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The statuses an endpoint may answer with the `{ status, message }` error body (DESIGN.md §4). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 451 | 503;

/** 303: the call ends by sending the browser on (the bank simulator back to the app). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 303;

export interface EndpointDefinition {
  method: HttpMethod;
  /** The path with `:name` parameters, e.g. `/api/profile/profiles/:profileId`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** OpenAPI grouping; defaults to the service name of the path. */
  tags?: readonly string[];
  /** Anyone may call it without a token (health, version, the payment provider's webhook). */
  public?: boolean;
  /** Left out of the OpenAPI document (webhooks and other calls that are not the app's API). */
  hidden?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the call reads (e.g. `Idempotency-Key`); a loose object, other headers pass. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 when omitted, and 204 makes sense only without a response body. */
  status?: SuccessStatus;
  /** The body of a success; omitted: no body (204, or a stream the handler writes itself). */
  response?: z.ZodType;
  /**
   * JSON by default; `text/event-stream` for a live stream, `text/html` for a page (the bank
   * simulator's checkout), `text/calendar` for an iCalendar file, `text/plain` for the Prometheus
   * figures and `application/x-protobuf` for a GTFS-Realtime feed, all written by the handler itself
   * without a response schema.
   */
  produces?:
    | 'application/json'
    | 'text/event-stream'
    | 'text/html'
    | 'text/calendar'
    | 'text/plain'
    | 'application/x-protobuf';
  /**
   * A second form the same call may answer on request (a payout batch as its SEPA file): the handler
   * writes that form itself; the JSON response schema describes the default.
   */
  alsoProduces?: 'application/xml';
  /** Every error status the call may answer besides 5xx. */
  errors: readonly ErrorStatus[];
  /**
   * What bounds the call: how often one account may make it, how many items one answer holds. Required,
   * so a new call states its bounds; `auditEndpointLimits` (tested over every call) checks them.
   */
  limits: EndpointLimits;
  /**
   * Who may make it: the call's row of the authorisation matrix (see access.ts). Required, so a new call
   * states who may make it, and the matrix test tries each kind of caller against it.
   */
  access: Access;
}

/** Declares an endpoint, keeping its literal types so inputs and outputs can be inferred from it. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  const call = { ...definition };
  // Every text a caller sends is checked the same way (withSafeText), whatever the call. The checked
  // schema is made when a part is first read, not at import: the browser imports every call's definition
  // but validates few requests, and building a checked schema for each costs a page's start-up time.
  for (const part of REQUEST_PARTS) {
    const schema = definition[part];
    if (schema) lazyOnce(call, part, () => withSafeText(schema));
  }
  return call;
}

const REQUEST_PARTS = ['params', 'query', 'body'] as const;

/** Defines `key` on `target` as the value `make` gives on first read, the same value on every later read. */
function lazyOnce(target: object, key: string, make: () => unknown): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = make();
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
      return value;
    },
  });
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** Puts `key: T` in an object type only when the schema exists; optional when every field is. */
type Part<Key extends string, S> = [S] extends [z.ZodType]
  ? Partial<Record<string, never>> extends InputOf<S>
    ? { [K in Key]?: InputOf<S> }
    : { [K in Key]: InputOf<S> }
  : { [K in Key]?: never };

/** What a caller sends: path parameters, query and body, each as the schema accepts it. */
export type EndpointInput<D extends EndpointDefinition> = Part<'params', D['params']> &
  Part<'query', D['query']> &
  Part<'headers', D['headers']> &
  Part<'body', D['body']>;

/** What the server's handler receives after validation: the parsed (output) types. */
export interface EndpointParsedInput<D extends EndpointDefinition> {
  params: OutputOf<D['params']>;
  query: OutputOf<D['query']>;
  headers: OutputOf<D['headers']>;
  body: OutputOf<D['body']>;
}

/** The success body: the parsed response, or nothing. */
export type EndpointOutput<D extends EndpointDefinition> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : void;

/** The path with its `:name` parameters filled in (each URI-encoded). */
export function endpointPath(definition: EndpointDefinition, params?: Record<string, unknown>): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${definition.method} ${definition.path}: parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
