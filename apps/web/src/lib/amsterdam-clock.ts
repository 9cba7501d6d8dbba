// Dutch wall-clock time (Europe/Amsterdam) with the browser's own Intl, for the code a first page runs:
// the travel time of the search and the date fields read and write days and times in Amsterdam whatever
// the device's zone, without loading a date library before the page paints.

export const AMSTERDAM = 'Europe/Amsterdam';

/** A moment as the clocks in Amsterdam show it. */
export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter for every call, made on first use: constructing one costs far more than formatting.
let formatter: Intl.DateTimeFormat | undefined;

/** The wall clock in Amsterdam at an instant (milliseconds since 1970). */
export function amsterdamWallClock(ms: number): WallClock {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: AMSTERDAM,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter.formatToParts(ms)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a wall clock. */
export function isoDay({ year, month, day }: Pick<WallClock, 'year' | 'month' | 'day'>): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** HH:mm of a wall clock. */
export function isoTime({ hour, minute }: Pick<WallClock, 'hour' | 'minute'>): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/** How far Amsterdam's clocks are ahead of UTC at an instant, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(ms: number): number {
  const clock = amsterdamWallClock(ms);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant at which Amsterdam's clocks show a day and time, with the offset that holds then. A time the
 * clocks skip in spring (02:30 on the last Sunday of March) is read with the winter offset, so it lands an
 * hour later by the summer clock; a time they show twice in autumn is the first of the two.
 */
export function instantOfWallClock(day: string, time: string): { ms: number; offsetMinutes: number } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  // Three hours either side of a wall-clock time lie outside any change of the clocks around it: the
  // offset before is tried first (which picks the first of two equal times), then the one after.
  const before = offsetMinutes(asUtc - 3 * 3_600_000);
  const withBefore = asUtc - before * 60_000;
  if (offsetMinutes(withBefore) === before) return { ms: withBefore, offsetMinutes: before };
  const after = offsetMinutes(asUtc + 3 * 3_600_000);
  const withAfter = asUtc - after * 60_000;
  if (offsetMinutes(withAfter) === after) return { ms: withAfter, offsetMinutes: after };
  // A time the clocks skip: read with the offset before, an hour later by the new clock.
  return { ms: withBefore, offsetMinutes: before };
}

/** An instant as ISO 8601 with Amsterdam's offset: 2026-11-24T07:30:00+01:00. */
export function amsterdamIso(day: string, time: string): string {
  const { offsetMinutes: offset } = instantOfWallClock(day, time);
  const sign = offset < 0 ? '-' : '+';
  const size = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Whether YYYY-MM-DD names a day of the calendar (no 31 April, no 29 February outside leap years). */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}
