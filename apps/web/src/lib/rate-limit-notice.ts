/**
 * When the server refuses a call because it was made too often (429, 'Te veel verzoeken achter
 * elkaar. Probeer het over N seconden opnieuw.'), the page that made it shows its own error a moment
 * later ('Fout bij het opslaan van de rit.'). That says nothing a person can act on, so the next error
 * notification within a few seconds says the server's words instead. Kept apart from the notifications so
 * the HTTP client, which every page loads first, stays small.
 */
const EXPLAINS_FOR_MS = 3000;

let pending: { message: string; until: number } | undefined;

/** The HTTP client saw a 429 with this message. */
export function noteRateLimited(message: string, now = Date.now()): void {
  pending = { message, until: now + EXPLAINS_FOR_MS };
}

/** The message to show instead of the next error notification, once; undefined when there is none. */
export function takeRateLimitedMessage(now = Date.now()): string | undefined {
  const current = pending;
  pending = undefined;
  return current && now <= current.until ? current.message : undefined;
}
