import type { GtfsDate } from '../gtfs/feed.js';

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm), as [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const toGtfsDate = (d: Date): GtfsDate =>
  d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();

/**
 * The Dutch public holidays on which buses and trains run a Sunday service: Nieuwjaarsdag, Tweede
 * Paasdag, Koningsdag (27 April, or the 26th when the 27th is a Sunday), Hemelvaartsdag, Tweede
 * Pinksterdag, Eerste en Tweede Kerstdag. Sorted by date.
 */
export function dutchPublicHolidays(year: number): GtfsDate[] {
  const [month, day] = easterSunday(year);
  const easter = Date.UTC(year, month - 1, day);
  const afterEaster = (days: number) => toGtfsDate(new Date(easter + days * 86_400_000));
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
  return [
    year * 10000 + 101,
    afterEaster(1),
    year * 10000 + 400 + kingsDay,
    afterEaster(39),
    afterEaster(50),
    year * 10000 + 1225,
    year * 10000 + 1226,
  ].sort((x, y) => x - y);
}

/** Day of the week of a GTFS date: 0 Monday … 6 Sunday (the bit order of GtfsCalendar.weekdays). */
export function weekdayOf(date: GtfsDate): number {
  const d = new Date(Date.UTC(Math.floor(date / 10000), (Math.floor(date / 100) % 100) - 1, date % 100));
  return (d.getUTCDay() + 6) % 7;
}
