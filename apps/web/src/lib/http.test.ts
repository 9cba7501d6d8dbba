import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { configureHttp, request } from './http';
import { takeReturnPath } from './return-path';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('http client', () => {
  const navigate = vi.fn<(path: string) => void>();
  let restore: () => void;
  let fetchMock: MockInstance<typeof fetch>;
  let warn: MockInstance<typeof console.warn>;
  let error: MockInstance<typeof console.error>;

  beforeEach(() => {
    navigate.mockReset();
    restore = configureHttp({ navigate, getAccessToken: async () => 'token-123' });
    fetchMock = vi.spyOn(globalThis, 'fetch');
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => restore());

  it('sends the bearer token and returns the validated body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { version: '1.0.0', extra: true }));
    const body = await request('/api/profile/version', { schema: z.object({ version: z.string() }) });

    expect(body).toEqual({ version: '1.0.0' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profile/version');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('leaves the token off public calls', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await request('/app-config.json', { auth: false });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends JSON bodies and query parameters', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const result = await request('/api/rideshare/cars', {
      method: 'POST',
      body: { plate: '12-ABC-3' },
      query: { offset: 0, q: 'auto', skip: undefined },
    });

    expect(result).toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/rideshare/cars?offset=0&q=auto');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"plate":"12-ABC-3"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends any 401 to /session-expired, logs a warning and throws an ApiError', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, message: 'Token expired' }));

    const failure = request('/api/profile/profiles/me');
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 401, message: 'Token expired' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/session-expired');
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('remembers the page a 401 came on, so signing in again returns there', async () => {
    // Regression: after 'Sessie ongeldig' and the new sign-in the app always landed on Home.
    window.history.replaceState(null, '', '/conversation/7?van=link');
    fetchMock.mockResolvedValue(jsonResponse(401, { status: 401, message: 'Token expired' }));
    await expect(request('/api/communicator/conversations/7')).rejects.toMatchObject({ status: 401 });
    expect(takeReturnPath()).toBe('/conversation/7?van=link');
  });

  it('parses the error JSON of other client errors without navigating', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { status: 409, message: 'Car already exists', code: 'DUPLICATE_CAR' }),
    );

    const caught = await request('/api/rideshare/cars').catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ status: 409, message: 'Car already exists', code: 'DUPLICATE_CAR' });
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('reads the failing fields of a 400', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { status: 400, message: 'Bad input', fields: ['email', 'address.postalCode'] }),
    );
    await expect(request('/api/a')).rejects.toMatchObject({
      status: 400,
      message: 'Bad input',
      fields: ['email', 'address.postalCode'],
    });

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { status: 400, message: 'Bad input', fields: [{ path: ['address', 'city'] }] }),
    );
    await expect(request('/api/b')).rejects.toMatchObject({ fields: ['address.city'] });
  });

  it('keeps the message when the fields have an unexpected shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { status: 400, message: 'Bad input', fields: 42 }));
    await expect(request('/api/c')).rejects.toMatchObject({ message: 'Bad input', fields: [] });
  });

  it('logs server failures as errors and copes with a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );

    await expect(request('/api/planner/plans')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    expect(error).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a failed connection into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/profile/version')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(error).toHaveBeenCalled();
  });

  it('rejects a body that does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { version: 3 }));
    await expect(
      request('/api/profile/version', { schema: z.object({ version: z.string() }) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('configureHttp', () => {
  it('lets independent callers undo their own settings in any order', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(401, { message: 'No' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const navigate = vi.fn<(path: string) => void>();

    const undoToken = configureHttp({ getAccessToken: () => 'abc' });
    const undoNavigate = configureHttp({ navigate });
    undoToken();

    await request('/api/x').catch(() => undefined);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/session-expired');
    undoNavigate();
  });
});
