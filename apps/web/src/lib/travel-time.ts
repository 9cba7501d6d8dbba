import { amsterdamIso, amsterdamWallClock, instantOfWallClock, isoDay, isoTime } from './amsterdam-clock';

// Plain Intl rather than the date library: this runs on the trip search before it paints (see
// amsterdam-clock.ts).

/** A travel time as the form holds it: a Dutch calendar day and a time of day, leaving or arriving. */
export interface TravelTime {
  /** YYYY-MM-DD in Europe/Amsterdam. */
  date: string;
  /** HH:mm, 24-hour, in steps of 5 minutes. */
  time: string;
  arriving: boolean;
}

/** Minutes of the time picker move in steps of 5 (spec 000 §5). */
export const MINUTES_STEP = 5;

/** The next full hour after `now`, as the default travel time (spec 000 §5), leaving then. */
export function defaultTravelTime(nowMs: number): TravelTime {
  // An hour later, then back to its full hour: Amsterdam's offsets are whole hours.
  const next = amsterdamWallClock(nowMs + 3_600_000);
  return { date: isoDay(next), time: isoTime({ hour: next.hour, minute: 0 }), arriving: false };
}

/** The instant of a travel time, as ISO 8601 with the Amsterdam offset. */
export function travelTimeIso(travelTime: Pick<TravelTime, 'date' | 'time'>): string {
  return amsterdamIso(travelTime.date, travelTime.time);
}

/** Whether the travel time is not later than now: a ride can only be offered for the future. */
export function isInPast(travelTime: Pick<TravelTime, 'date' | 'time'>, nowMs: number): boolean {
  return instantOfWallClock(travelTime.date, travelTime.time).ms <= nowMs;
}

/** Today in Amsterdam (YYYY-MM-DD): the date picker's first day. */
export function today(nowMs: number): string {
  return isoDay(amsterdamWallClock(nowMs));
}

/**
 * The earliest time that can be chosen on a day: on today, now plus one minute rounded up to the next
 * 5-minute step (spec 000 §5); any time on a later day.
 */
export function earliestTime(date: string, nowMs: number): string | undefined {
  if (date !== today(nowMs)) return undefined;
  const soon = amsterdamWallClock(nowMs + 60_000);
  const exact = soon.hour * 60 + soon.minute + soon.second / 60;
  const minutes = Math.ceil(exact / MINUTES_STEP) * MINUTES_STEP;
  if (minutes >= 24 * 60) return '23:55';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A time typed or picked, put on the 5-minute grid (rounded down): 08:07 becomes 08:05. */
export function onMinutesStep(time: string): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const total = Number(hours) * 60 + Number(minutes);
  const stepped = Math.floor(total / MINUTES_STEP) * MINUTES_STEP;
  return `${String(Math.floor(stepped / 60)).padStart(2, '0')}:${String(stepped % 60).padStart(2, '0')}`;
}

/**
 * A stored instant (ISO 8601) back into the form's day and time in Amsterdam, the inverse of
 * travelTimeIso; null when the text is no instant.
 */
export function travelTimeFromIso(when: string, arriving: boolean): TravelTime | null {
  const instant = Date.parse(when);
  if (Number.isNaN(instant)) return null;
  const local = amsterdamWallClock(instant);
  return { date: isoDay(local), time: isoTime(local), arriving };
}
