import { describe, expect, it } from 'vitest';
import { dayNumberOf, gtfsDateOf, localDayNumber, serviceDayStart, weekdayOf } from './service-day.js';

const AMS = 'Europe/Amsterdam';
const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

describe('service days in Europe/Amsterdam', () => {
  it('converts dates and weekdays', () => {
    expect(gtfsDateOf(dayNumberOf(20261121))).toBe(20261121);
    expect(weekdayOf(dayNumberOf(20261121))).toBe(5); // a Saturday
    expect(weekdayOf(dayNumberOf(20261123))).toBe(0); // a Monday
    expect(dayNumberOf(20240301) - dayNumberOf(20240228)).toBe(2); // leap year
  });

  it('starts an ordinary winter and summer day at local midnight', () => {
    expect(iso(serviceDayStart(dayNumberOf(20261124), AMS))).toBe('2026-11-23T23:00:00.000Z');
    expect(iso(serviceDayStart(dayNumberOf(20260715), AMS))).toBe('2026-07-14T22:00:00.000Z');
  });

  it('starts the spring-forward day at noon minus 12 hours, 23:00 local the evening before', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00. Noon is 10:00Z, so 00:00:00 GTFS is 22:00Z on the 28th,
    // which is 23:00 CET; a trip at 08:00:00 GTFS leaves at 08:00 local (06:00Z).
    const start = serviceDayStart(dayNumberOf(20260329), AMS);
    expect(iso(start)).toBe('2026-03-28T22:00:00.000Z');
    expect(iso(start + 8 * 3600)).toBe('2026-03-29T06:00:00.000Z');
  });

  it('starts the fall-back day at 01:00 local (noon minus 12 hours)', () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00. Noon is 11:00Z, so 00:00:00 GTFS is 23:00Z on the
    // 24th; a trip at 08:00:00 GTFS leaves at 08:00 local (07:00Z).
    const start = serviceDayStart(dayNumberOf(20261025), AMS);
    expect(iso(start)).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(start + 8 * 3600)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('finds the local day of an instant near midnight', () => {
    expect(gtfsDateOf(localDayNumber(Date.parse('2026-11-23T23:30:00Z') / 1000, AMS))).toBe(20261124);
    expect(gtfsDateOf(localDayNumber(Date.parse('2026-11-23T22:30:00Z') / 1000, AMS))).toBe(20261123);
  });
});
