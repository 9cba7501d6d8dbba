import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_STATUS, apiErrorFrom } from './api-error';
import {
  DELEGATION_REFUSED_CODE,
  DELEGATOR_HEADER,
  delegatorHeaders,
  stopActingAfterRefusal,
} from './delegation';
import { logger } from './logger';
import { noteServerAnswered } from './offline/connectivity';
import { paths } from './paths';
import { rememberReturnPath } from './return-path';
import { noteRateLimited } from './rate-limit-notice';

type AccessTokenSource = () => Promise<string | null | undefined> | string | null | undefined;

interface HttpSettings {
  /** Supplies the current access token; set up by the auth feature once the identity provider is known. */
  getAccessToken: AccessTokenSource;
  /** Client-side navigation; set up by the app with the router so a 401 does not reload the page. */
  navigate: (path: string) => void;
}

const defaults: HttpSettings = {
  getAccessToken: () => null,
  navigate: (path) => window.location.assign(path),
};
let settings: HttpSettings = { ...defaults };

/**
 * Plugs the router and the token source into the client. Returns a function that puts back the defaults
 * for exactly what this call set (unless somebody replaced it since), so independent callers can undo
 * their part in any order.
 */
export function configureHttp(changes: Partial<HttpSettings>): () => void {
  settings = { ...settings, ...changes };
  return () => {
    const restored: HttpSettings = { ...settings };
    for (const key of Object.keys(changes) as Array<keyof HttpSettings>) {
      if (settings[key] === changes[key]) Object.assign(restored, { [key]: defaults[key] });
    }
    settings = restored;
  };
}

/** The current access token, for calls that cannot go through `request` (the live event stream). */
export async function currentAccessToken(): Promise<string | null | undefined> {
  return settings.getAccessToken();
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** A list repeats its key: `modalities=BUS&modalities=RAIL`. */
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  /** Validates and types the response body; without it the body is returned as unknown JSON. */
  schema?: z.ZodType<T>;
  /** Attach the bearer token (default). Public endpoints pass false so a stale token cannot cause a 401. */
  auth?: boolean;
  /**
   * Send a 401 to /session-expired (default). Background calls whose failure must stay silent (the
   * session log) pass false: they must never move the user away from the page.
   */
  redirectOnUnauthorized?: boolean;
  /** Lets the request finish while the page unloads (the last session-log flush). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/**
 * Calls the server and returns the parsed body, or throws an ApiError. Any 401 sends the user to the
 * session-expired page: the token is no longer accepted, and signing in again is the only way forward.
 */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    schema,
    auth = true,
    redirectOnUnauthorized = true,
    keepalive,
    signal,
  } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (auth) {
    const token = await settings.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // While the user acts for somebody, every signed-in call is made for that person (lib/delegation.ts).
    for (const [name, value] of Object.entries(delegatorHeaders(path))) headers.set(name, value);
  }

  const url = withQuery(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    logger.error(`${method} ${path} failed: no answer from the server`, error);
    // No answer at all: the app is offline until a call gets an answer again (offline/connectivity.ts).
    noteServerAnswered(false);
    throw new ApiError(NETWORK_ERROR_STATUS, 'Network error', 'NETWORK');
  }
  noteServerAnswered(true);

  const payload = await readBody(response);
  if (!response.ok) {
    const error = failed(method, path, response, payload, redirectOnUnauthorized);
    // Too many calls: the page's own error notice will say so in the server's words.
    if (error.status === 429) noteRateLimited(error.message);
    // The server no longer lets the user act for that person: they act for themselves again.
    const delegator = headers.get(DELEGATOR_HEADER);
    if (delegator && error.status === 403 && error.code === DELEGATION_REFUSED_CODE) {
      stopActingAfterRefusal(delegator);
    }
    throw error;
  }
  if (!schema) return payload as T;

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    logger.error(`${method} ${path} returned an unexpected body`, parsed.error);
    throw new ApiError(response.status, 'Unexpected response from the server', 'INVALID_RESPONSE');
  }
  return parsed.data;
}

function failed(
  method: string,
  path: string,
  response: Response,
  payload: unknown,
  redirectOnUnauthorized: boolean,
): ApiError {
  const error = apiErrorFrom(response.status, response.statusText, payload);
  const summary = `${method} ${path} → ${response.status} ${error.message}`;
  if (response.status === 401) {
    logger.warn(`${summary}; the session is no longer valid`);
    if (redirectOnUnauthorized) {
      // Signing in again comes back to this page.
      rememberReturnPath(window.location);
      settings.navigate(paths.sessionExpired);
    }
  } else if (response.status < 500) {
    logger.warn(summary);
  } else {
    logger.error(summary);
  }
  return error;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies answer some failures with HTML or plain text; keep it so the status still gets through.
    return text;
  }
}

function withQuery(path: string, query: Record<string, QueryValue | QueryValue[]> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
