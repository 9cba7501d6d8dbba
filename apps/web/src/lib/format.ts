import { clockTime, fieldDate, fieldDateTime, sentenceDate, sentenceDateTime } from '@achterhoek/contracts';

/*
 * The app's two ways of writing a date (the same as in the server's messages, see contracts' dates.ts),
 * always in Dutch time:
 * - in a sentence: 'maandag 30 november' (the year only when it is not this year), 'om 07:30';
 * - in a table or a field: the spec's DD-MM-YYYY and HH:mm.
 * Something that is not a date is shown as it came, which beats 'Invalid Date'.
 */

// A calendar date as stored (YYYY-MM-DD) is read at noon: the same day in Amsterdam in every season.
const asInstant = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/**
 * A date in a sentence: 'maandag 30 november', or 'maandag 4 januari 2027' in another year. Takes an
 * instant (ISO 8601) or a calendar date (YYYY-MM-DD).
 */
export function formatSentenceDate(iso: string, now: number = Date.now()): string {
  return sentenceDate(asInstant(iso), now);
}

/** A date and time in a sentence: 'maandag 30 november om 07:30'. */
export function formatSentenceDateTime(iso: string, now: number = Date.now()): string {
  return sentenceDateTime(iso, now);
}

/** A date in a table or field, the spec's DD-MM-YYYY. */
export function formatDate(iso: string): string {
  return fieldDate(asInstant(iso));
}

/** A date and time in a table or field, the spec's DD-MM-YYYY HH:mm. */
export function formatDateTime(iso: string): string {
  return fieldDateTime(iso);
}

/** The time of day, HH:mm ('07:30'). */
export function formatTime(iso: string): string {
  return clockTime(iso);
}
