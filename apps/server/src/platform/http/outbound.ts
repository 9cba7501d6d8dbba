import type { z } from 'zod';

/**
 * The one way the server calls another service over HTTP (Mollie, the RDW, PDOK, MessageBird, FCM, OIDC
 * discovery): every request has a deadline, and a remote that is down or too slow always fails the same
 * way, with a `RemoteUnavailableError`. What the remote answers (its status, its body) is the adapter's
 * to judge: an answer of any status is returned as it is.
 */

export interface OutboundOptions {
  /** How long the request may take, the answer's body included, before the remote counts as unavailable. */
  timeoutMs: number;
  /** The fetch to use; the global one unless a test gives its own. */
  fetchImpl?: typeof fetch;
}

/** The deadline is the helper's: a caller gives no signal of its own. */
export type OutboundInit = Omit<RequestInit, 'signal'>;

/**
 * The remote could not be reached or did not answer in time: no connection, a refused or reset connection,
 * or no (complete) answer within the deadline. `message` is the underlying failure's own message;
 * `reason` says it in words for a log or an adapter's error: `no answer within 5000 ms`,
 * `fetch failed (ECONNREFUSED)`.
 */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  /** True when the deadline passed, rather than the connection failing. */
  readonly timedOut: boolean;
  readonly timeoutMs: number;
  readonly reason: string;

  constructor(failure: unknown, timeoutMs: number) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
    this.timedOut = failure instanceof Error && failure.name === 'TimeoutError';
    this.timeoutMs = timeoutMs;
    this.reason = describeFailure(failure, timeoutMs);
  }
}

/** `fetch` with a deadline; a failure to get an answer becomes a `RemoteUnavailableError`. */
export async function fetchWithTimeout(
  url: string | URL,
  init: OutboundInit,
  { timeoutMs, fetchImpl = fetch }: OutboundOptions,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new RemoteUnavailableError(error, timeoutMs);
  }
}

/**
 * `fetchWithTimeout` and the whole body as text, within the same deadline: a body cut off or too slow is
 * a `RemoteUnavailableError` too.
 */
export async function fetchTextWithTimeout(
  url: string | URL,
  init: OutboundInit,
  options: OutboundOptions,
): Promise<{ response: Response; text: string }> {
  const response = await fetchWithTimeout(url, init, options);
  try {
    return { response, text: await response.text() };
  } catch (error) {
    throw new RemoteUnavailableError(error, options.timeoutMs);
  }
}

/** What is wrong with an answer's body: it is not JSON at all, or JSON not in the expected shape. */
export type AnswerProblem = 'not-json' | 'wrong-shape';

/**
 * An answer's body text read as JSON in the shape `schema` describes. A body that is not JSON, or not in
 * that shape, is refused with the error `refuse` makes of the problem: each adapter says it in its own words.
 */
export function parseAnswer<Schema extends z.ZodType>(
  text: string,
  schema: Schema,
  refuse: (problem: AnswerProblem) => Error,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse('not-json');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw refuse('wrong-shape');
  return parsed.data;
}

/** A fetch failure in words: `fetch failed (ECONNREFUSED)`, `no answer within 10000 ms`. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const cause = error.cause;
    const code =
      cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string'
        ? ` (${cause.code})`
        : '';
    return `${error.message}${code}`;
  }
  return String(error);
}
