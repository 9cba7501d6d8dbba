/**
 * Times leave the API as ISO 8601 with the Europe/Amsterdam offset (DESIGN.md §4), so a client shows the
 * Dutch wall-clock time without knowing the zone rules: `2026-11-24T08:03:00+01:00`. The zone's offset at
 * an instant is the routing package's (the same rule its timetable uses), read from the zone database.
 */
import { zoneOffsetSeconds } from '@achterhoek/routing';

export const AMSTERDAM = 'Europe/Amsterdam';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant (epoch milliseconds) as ISO 8601 in Amsterdam wall-clock time with its offset, to the second. */
export function isoInAmsterdam(epochMs: number): string {
  const seconds = Math.floor(epochMs / 1000);
  const offsetSeconds = offsetSecondsAt(seconds);
  // The wall-clock fields are those of the instant moved by the offset, read as UTC.
  const wall = new Date((seconds + offsetSeconds) * 1000);
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  const [hour, minute, second] = [wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()];
  const offsetMinutes = Math.round(offsetSeconds / 60);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Today's calendar date in Amsterdam at an instant, YYYY-MM-DD. */
export function isoDateInAmsterdam(epochMs: number): string {
  return isoInAmsterdam(epochMs).slice(0, 10);
}

/**
 * Since 1977 Amsterdam's clocks change only on a whole UTC hour (the EU rule, 01:00 UTC), so from then on
 * the offset is read from the memo per UTC hour below; older instants (offsets of minutes and seconds,
 * changes at local times) ask the zone database each time.
 */
const WHOLE_HOUR_CHANGES_FROM_SECONDS = Date.UTC(1977, 0, 1) / 1000;

function offsetSecondsAt(epochSeconds: number): number {
  if (epochSeconds < WHOLE_HOUR_CHANGES_FROM_SECONDS) return zoneOffsetSeconds(epochSeconds, AMSTERDAM);
  return amsterdamOffsetMs(epochSeconds * 1000) / 1000;
}

// -------------------------------------------------------------------------------------------------
// Wall-clock time ↔ instant
//
// A calendar date is handled as an "epoch day": the number of days from 1970-01-01 to that date, with no
// zone attached, so that stepping through dates and finding a weekday is plain arithmetic.

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Amsterdam's UTC offset, remembered per UTC hour: the offset only changes on a whole UTC hour (01:00 UTC
 * on the last Sundays of March and October), so every instant of an hour shares it. The memo is what makes
 * expanding thousands of recurring rides cheap: the formatter runs once per hour ever asked about.
 */
const offsetByUtcHour = new Map<number, number>();
const MAX_REMEMBERED_HOURS = 20_000;

/** The UTC offset (milliseconds, +3600000 in winter, +7200000 in summer) in force in Amsterdam at an instant. */
export function amsterdamOffsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const known = offsetByUtcHour.get(hour);
  if (known !== undefined) return known;
  const offset = zoneOffsetSeconds(hour * (HOUR_MS / 1000), AMSTERDAM) * 1000;
  if (offsetByUtcHour.size >= MAX_REMEMBERED_HOURS) offsetByUtcHour.clear();
  offsetByUtcHour.set(hour, offset);
  return offset;
}

/** An instant as Amsterdam wall-clock time: the local calendar date (epoch day) and the time of day in ms. */
export interface AmsterdamWallClock {
  epochDay: number;
  timeOfDayMs: number;
}

export function amsterdamWallClock(epochMs: number): AmsterdamWallClock {
  const localMs = epochMs + amsterdamOffsetMs(epochMs);
  const epochDay = Math.floor(localMs / DAY_MS);
  return { epochDay, timeOfDayMs: localMs - epochDay * DAY_MS };
}

/**
 * The instant at which Amsterdam clocks show `timeOfDayMs` on the date `epochDay`. Two wall-clock times
 * need a choice (the same as Temporal's and java.time's default):
 * - a time that does not exist because the clocks jump forward (02:30 on the last Sunday of March) is read
 *   with the offset from before the jump, which is the instant one hour later on the clock: 03:30 summer time;
 * - a time that exists twice because the clocks go back (02:30 on the last Sunday of October) is the first
 *   of the two, still in summer time (+02:00).
 */
export function amsterdamInstant(epochDay: number, timeOfDayMs: number): number {
  const localMs = epochDay * DAY_MS + timeOfDayMs;
  // The offsets a day either side: at most one change lies between them.
  const before = amsterdamOffsetMs(localMs - DAY_MS);
  const after = amsterdamOffsetMs(localMs + DAY_MS);
  if (before === after) return localMs - before;
  // Try the larger offset first: of two readings that both hold, it gives the earlier instant.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    if (amsterdamOffsetMs(localMs - offset) === offset) return localMs - offset;
  }
  // Neither holds: the time falls in the jump forward.
  return localMs - before;
}

/** A calendar date `YYYY-MM-DD` as its epoch day. */
export function epochDayOfIsoDate(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** The weekday of an epoch day, counted from Monday: 0 Monday … 6 Sunday (1970-01-01 was a Thursday). */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 3) % 7) + 7) % 7;
}

/**
 * hh:mm on the Amsterdam calendar day `days` after the day of `epochMs` (negative: before), as ISO 8601
 * with that day's offset: '2026-11-27T07:30:00+01:00'. For demo data set on days around now.
 */
export function amsterdamIsoAt(epochMs: number, days: number, hh: number, mm = 0): string {
  const day = isoInAmsterdam(epochMs + days * 24 * 3600_000).slice(0, 10);
  const offset = isoInAmsterdam(Date.parse(`${day}T12:00:00Z`)).slice(-6);
  return `${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00${offset}`;
}
