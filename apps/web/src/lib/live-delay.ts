import { isPublicTransportLeg, type Leg } from '@achterhoek/contracts';

// The live times of public transport (the national feed, or the demo's simulator): a leg's `startTime`
// and `endTime` are the expected times, its `departureDelay` and `arrivalDelay` how many seconds later
// (negative: earlier) than the timetable, and `cancelled` that its vehicle does not run.

/** A delay of less than a minute either way is not worth mentioning: the timetable's time holds. */
export const SHOWN_DELAY_SECONDS = 60;

/**
 * The delay worth showing, in whole minutes (rounded; negative: early), or null when nothing is known live
 * or it is less than a minute either way.
 */
export function shownDelayMinutes(delaySeconds: number | undefined): number | null {
  if (delaySeconds === undefined || Math.abs(delaySeconds) < SHOWN_DELAY_SECONDS) return null;
  return Math.round(delaySeconds / 60);
}

/** The timetable's time of an expected time: the expected time minus the delay (ISO 8601). */
export function plannedTimeOf(expected: string, delaySeconds: number): string {
  return new Date(Date.parse(expected) - delaySeconds * 1000).toISOString();
}

/** What the live feed says of an itinerary as a whole, for a line of its summary. */
export type LiveSummary =
  { kind: 'cancelled' } | { kind: 'late'; minutes: number } | { kind: 'early'; minutes: number } | null;

/**
 * An itinerary's live state in one word: 'rijdt niet' when any of its public-transport legs does not run;
 * otherwise the largest delay of any of them, leaving or arriving ('vertraagd +12'); otherwise the
 * earliest ('eerder −2'); null when they all run to the minute or nothing is known live.
 */
export function liveSummaryOf(legs: readonly Leg[]): LiveSummary {
  const transit = legs.filter(isPublicTransportLeg);
  if (transit.some((leg) => leg.cancelled === true)) return { kind: 'cancelled' };
  const delays = transit
    .flatMap((leg) => [shownDelayMinutes(leg.departureDelay), shownDelayMinutes(leg.arrivalDelay)])
    .filter((minutes): minutes is number => minutes !== null);
  const latest = Math.max(0, ...delays);
  if (latest > 0) return { kind: 'late', minutes: latest };
  const earliest = Math.min(0, ...delays);
  if (earliest < 0) return { kind: 'early', minutes: -earliest };
  return null;
}
