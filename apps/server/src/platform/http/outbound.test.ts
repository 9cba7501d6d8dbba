import { createServer, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressNobodyListensAt, listenLocally, stopLocally } from './local-test-server.js';
import { fetchTextWithTimeout, fetchWithTimeout, RemoteUnavailableError } from './outbound.js';

// The outbound HTTP helper against a local server: answers of any status come back as they are; a
// remote that is down or too slow fails as a RemoteUnavailableError.
describe('fetchWithTimeout', () => {
  let answer: (response: ServerResponse) => void = (response) => response.end('ok');
  const server = createServer((_request, response) => answer(response));
  let url = '';
  beforeAll(async () => {
    url = `${await listenLocally(server)}/`;
  });
  afterAll(async () => stopLocally(server));

  async function failure(promise: Promise<unknown>): Promise<RemoteUnavailableError> {
    const error = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    return error as RemoteUnavailableError;
  }

  it('answers the response of any status; its status is the caller’s to judge', async () => {
    answer = (response) => {
      response.writeHead(503).end('busy');
    };
    const response = await fetchWithTimeout(url, {}, { timeoutMs: 2000 });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('busy');
  });

  it('sends what it is given and adds the deadline as the signal', async () => {
    const seen: RequestInit[] = [];
    const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(init ?? {});
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    const response = await fetchWithTimeout(
      url,
      { method: 'POST', headers: { accept: 'application/json' }, body: 'x' },
      { timeoutMs: 1000, fetchImpl },
    );
    expect(response.status).toBe(201);
    expect(seen[0]).toMatchObject({ method: 'POST', headers: { accept: 'application/json' }, body: 'x' });
    expect(seen[0]!.signal).toBeInstanceOf(AbortSignal);
  });

  it('fails with the connection error in words when nothing listens', async () => {
    const address = await addressNobodyListensAt();
    const error = await failure(fetchWithTimeout(`${address}/`, {}, { timeoutMs: 2000 }));
    expect(error.timedOut).toBe(false);
    expect(error.message).toBe('fetch failed');
    expect(error.reason).toBe('fetch failed (ECONNREFUSED)');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('fails after the deadline when the remote does not answer', async () => {
    answer = () => {
      // never answers
    };
    const error = await failure(fetchWithTimeout(url, {}, { timeoutMs: 100 }));
    expect(error.timedOut).toBe(true);
    expect(error.timeoutMs).toBe(100);
    expect(error.reason).toBe('no answer within 100 ms');
    expect(error.message).toBe((error.cause as Error).message);
  });

  it('reads the body as text within the same deadline', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
    };
    const { response, text } = await fetchTextWithTimeout(url, {}, { timeoutMs: 2000 });
    expect(response.status).toBe(200);
    expect(text).toBe('{"a":1}');
  });

  it('fails when the body does not come within the deadline', async () => {
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('half');
    };
    const error = await failure(fetchTextWithTimeout(url, {}, { timeoutMs: 150 }));
    expect(error.timedOut).toBe(true);
    expect(error.reason).toBe('no answer within 150 ms');
  });
});
