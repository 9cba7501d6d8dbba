import type { FastifyInstance } from 'fastify';
import type { Caller } from '../profile-helpers.js';

/** An answer of the API, whether it came over HTTP from a server process or from `app.inject`. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/**
 * A signed-in person's calls, the same for an app in this process and a server in another one: `send`
 * carries their bearer token, `form` posts a form without one (as the browser at the bank simulator does).
 */
export interface Api {
  sub: string;
  send(method: string, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Answer>;
  form(url: string, body: string): Promise<Answer>;
}

/** The calls of a test caller on an app in this process. */
export function injectedApi(app: FastifyInstance, caller: Caller): Api {
  return {
    sub: caller.sub,
    send: (method, url, payload, headers = {}) =>
      caller.call({
        method: method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    form: (url, body) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      }),
  };
}

/** The same calls over HTTP to a server at `origin`, with the bearer `token` of the person `sub`. */
export function httpApi(origin: string, token: string, sub: string): Api {
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      json: () => JSON.parse(text) as unknown,
    };
  };
  return {
    sub,
    send: async (method, url, payload, headers = {}) =>
      answer(
        await fetch(`${origin}${url}`, {
          method,
          redirect: 'manual',
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        }),
      ),
    form: async (url, body) =>
      answer(
        await fetch(`${origin}${url}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      ),
  };
}
