/**
 * Calendar arithmetic for GTFS service days. A GTFS time is measured from "noon minus 12 hours" of the
 * service day in the feed's zone, which differs from local midnight on the two daylight-saving days
 * (it is 23:00 or 01:00 local then). Pure: the zone offset comes from Intl, never from the clock.
 */
import type { GtfsDate } from '../gtfs/feed.js';

const SECONDS_PER_DAY = 86_400;
const HALF_DAY = 43_200;

/** Days since 1970-01-01 of a YYYYMMDD date. */
export function dayNumberOf(date: GtfsDate): number {
  const year = Math.floor(date / 10_000);
  const month = Math.floor(date / 100) % 100;
  const day = date % 100;
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** YYYYMMDD of a day number. */
export function gtfsDateOf(dayNumber: number): GtfsDate {
  const d = new Date(dayNumber * 86_400_000);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** 0 Monday … 6 Sunday. 1970-01-01 was a Thursday. */
export function weekdayOf(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC in seconds at an instant (epoch seconds). */
export function zoneOffsetSeconds(epochSeconds: number, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(epochSeconds * 1000))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round(asUtc / 1000 - Math.floor(epochSeconds));
}

/**
 * Epoch seconds at which GTFS time 00:00:00 of a service day falls: local noon minus 12 hours.
 * Daylight-saving switches happen at night, so the offset at local noon is the day's midday offset.
 */
export function serviceDayStart(dayNumber: number, timeZone: string): number {
  const noonUtc = dayNumber * SECONDS_PER_DAY + HALF_DAY;
  const offset = zoneOffsetSeconds(noonUtc - 7_200, timeZone);
  return noonUtc - offset - HALF_DAY;
}

/** The local calendar day (day number) of an instant in the zone. */
export function localDayNumber(epochSeconds: number, timeZone: string): number {
  return Math.floor((epochSeconds + zoneOffsetSeconds(epochSeconds, timeZone)) / SECONDS_PER_DAY);
}
