import {
  endpointPath,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from '@achterhoek/contracts';
import { request, type QueryValue, type RequestOptions } from './http';

/** Per-call settings that are not part of the contract. */
export type CallOptions = Pick<
  RequestOptions<unknown>,
  'headers' | 'redirectOnUnauthorized' | 'keepalive' | 'signal'
>;

/** Inputs may be left out altogether when the endpoint needs none. */
type CallArguments<D extends EndpointDefinition> =
  Record<string, never> extends EndpointInput<D>
    ? [input?: EndpointInput<D>, options?: CallOptions]
    : [input: EndpointInput<D>, options?: CallOptions];

/**
 * Calls one endpoint of the API as its contract describes it: the path filled from `params`, the query
 * and body typed as the server accepts them, and the answer parsed with the contract's response schema.
 * Public endpoints go without the token, so a stale one cannot turn them into a 401.
 */
export function call<D extends EndpointDefinition>(
  endpoint: D,
  ...[input, options]: CallArguments<D>
): Promise<EndpointOutput<D>> {
  const { params, query, headers, body } = (input ?? {}) as {
    params?: object;
    query?: object;
    headers?: Record<string, string | undefined>;
    body?: unknown;
  };
  const sentHeaders = { ...definedHeaders(headers), ...options?.headers };
  return request(endpointPath(endpoint, params as Record<string, unknown> | undefined), {
    method: endpoint.method,
    ...(query ? { query: toQuery(query) } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(endpoint.response ? { schema: endpoint.response } : {}),
    auth: !endpoint.public,
    ...options,
    headers: sentHeaders,
  }) as Promise<EndpointOutput<D>>;
}

function definedHeaders(headers: Record<string, string | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) result[name] = value;
  return result;
}

/** Query values as the URL carries them; a list repeats its key (`modalities=BUS&modalities=RAIL`). */
function toQuery(query: object): Record<string, QueryValue | QueryValue[]> {
  const result: Record<string, QueryValue | QueryValue[]> = {};
  for (const [key, value] of Object.entries(query)) {
    result[key] = Array.isArray(value) ? (value as QueryValue[]) : (value as QueryValue);
  }
  return result;
}
