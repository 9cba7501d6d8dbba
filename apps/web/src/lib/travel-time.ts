import { APP_TIME_ZONE, dayjs } from './dayjs';

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
  const next = dayjs(nowMs).tz(APP_TIME_ZONE).add(1, 'hour').startOf('hour');
  return { date: next.format('YYYY-MM-DD'), time: next.format('HH:mm'), arriving: false };
}

/** The instant of a travel time, as ISO 8601 with the Amsterdam offset. */
export function travelTimeIso(travelTime: Pick<TravelTime, 'date' | 'time'>): string {
  return dayjs.tz(`${travelTime.date} ${travelTime.time}`, 'YYYY-MM-DD HH:mm', APP_TIME_ZONE).format();
}

/** Whether the travel time is not later than now: a ride can only be offered for the future. */
export function isInPast(travelTime: Pick<TravelTime, 'date' | 'time'>, nowMs: number): boolean {
  return Date.parse(travelTimeIso(travelTime)) <= nowMs;
}

/** Today in Amsterdam (YYYY-MM-DD): the date picker's first day. */
export function today(nowMs: number): string {
  return dayjs(nowMs).tz(APP_TIME_ZONE).format('YYYY-MM-DD');
}

/**
 * The earliest time that can be chosen on a day: on today, now plus one minute rounded up to the next
 * 5-minute step (spec 000 §5); any time on a later day.
 */
export function earliestTime(date: string, nowMs: number): string | undefined {
  if (date !== today(nowMs)) return undefined;
  const soon = dayjs(nowMs).tz(APP_TIME_ZONE).add(1, 'minute');
  const exact = soon.hour() * 60 + soon.minute() + soon.second() / 60;
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
  const instant = dayjs(when);
  if (!instant.isValid()) return null;
  const local = instant.tz(APP_TIME_ZONE);
  return { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm'), arriving };
}
