/**
 * Most validation failures are answered as a list ("Invalid input: querystring.x: …; …"). Some calls have
 * their own words for a failure (the planner's 'from is mandatory'): the contract gives such a custom
 * issue these params, and the server then answers with its message alone, naming only its field. When
 * several marked issues come up, the first one (in the order the contract lists its fields) is the answer.
 */
export const WHOLE_MESSAGE_PARAMS = { wholeMessage: true } as const;

/** Whether the params of a zod issue mark its message as the whole answer. */
export function isWholeMessage(params: unknown): boolean {
  return (
    typeof params === 'object' &&
    params !== null &&
    (params as { wholeMessage?: unknown }).wholeMessage === true
  );
}
