import { describe, expect, it } from 'vitest';
import { seededInstants } from './seeded-instants.js';
import { zoneOffsetSeconds } from '@achterhoek/routing';
import {
  amsterdamInstant,
  amsterdamOffsetMs,
  amsterdamWallClock,
  epochDayOfIsoDate,
  isoInAmsterdam,
  weekdayOfEpochDay,
} from './local-time.js';

describe('isoInAmsterdam', () => {
  it('writes the offset the zone database gives at that very second, on seeded instants 1900–2100', () => {
    for (const instant of seededInstants(7, 20_000)) {
      const offset = zoneOffsetSeconds(Math.floor(instant / 1000), 'Europe/Amsterdam');
      const written = isoInAmsterdam(instant);
      const sign = offset < 0 ? '-' : '+';
      const minutes = Math.round(Math.abs(offset) / 60);
      const expectedOffset = `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(written.slice(19), new Date(instant).toISOString()).toBe(expectedOffset);
      const wall = new Date((Math.floor(instant / 1000) + offset) * 1000).toISOString().slice(0, 19);
      expect(written.slice(0, 19)).toBe(wall);
    }
  });

  it('writes winter time with +01:00 and summer time with +02:00', () => {
    expect(isoInAmsterdam(Date.parse('2026-11-24T07:03:00Z'))).toBe('2026-11-24T08:03:00+01:00');
    expect(isoInAmsterdam(Date.parse('2026-07-01T06:30:15.900Z'))).toBe('2026-07-01T08:30:15+02:00');
  });

  it('crosses midnight and the daylight-saving switch correctly', () => {
    expect(isoInAmsterdam(Date.parse('2026-11-24T23:30:00Z'))).toBe('2026-11-25T00:30:00+01:00');
    // 2026-03-29 01:00 UTC: clocks jump from 02:00 to 03:00.
    expect(isoInAmsterdam(Date.parse('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00');
    expect(isoInAmsterdam(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
  });
});

describe('amsterdamOffsetMs and amsterdamWallClock', () => {
  it('reads the offset in force, changing at 01:00 UTC', () => {
    expect(amsterdamOffsetMs(Date.parse('2026-03-29T00:59:59Z'))).toBe(3600_000);
    expect(amsterdamOffsetMs(Date.parse('2026-03-29T01:00:00Z'))).toBe(7200_000);
    expect(amsterdamOffsetMs(Date.parse('2026-10-25T00:59:59Z'))).toBe(7200_000);
    expect(amsterdamOffsetMs(Date.parse('2026-10-25T01:00:00Z'))).toBe(3600_000);
  });

  it('gives the Amsterdam date and time of day, not the UTC ones', () => {
    // Sunday 22:30 UTC is already Monday 00:30 in Amsterdam.
    const { epochDay, timeOfDayMs } = amsterdamWallClock(Date.parse('2026-03-29T22:30:00Z'));
    expect(epochDay).toBe(epochDayOfIsoDate('2026-03-30'));
    expect(timeOfDayMs).toBe(30 * 60_000);
    expect(weekdayOfEpochDay(epochDay)).toBe(0);
  });
});

describe('epochDayOfIsoDate and weekdayOfEpochDay', () => {
  it('counts days from 1970-01-01, a Thursday, with Monday as weekday 0', () => {
    expect(epochDayOfIsoDate('1970-01-01')).toBe(0);
    expect(weekdayOfEpochDay(0)).toBe(3);
    expect(weekdayOfEpochDay(epochDayOfIsoDate('2026-03-23'))).toBe(0); // Monday
    expect(weekdayOfEpochDay(epochDayOfIsoDate('2026-03-29'))).toBe(6); // Sunday
    expect(weekdayOfEpochDay(epochDayOfIsoDate('1969-12-29'))).toBe(0); // before the epoch: Monday
  });
});

describe('amsterdamInstant', () => {
  const at = (date: string, time: string) =>
    isoInAmsterdam(amsterdamInstant(epochDayOfIsoDate(date), Date.parse(`1970-01-01T${time}Z`)));

  // A date and a wall-clock time in Amsterdam, and the instant they name.
  it.each([
    // The wall-clock time is kept in winter and in summer,
    ['2026-03-23', '07:30:00', '2026-03-23T07:30:00+01:00'],
    ['2026-07-01', '07:30:00', '2026-07-01T07:30:00+02:00'],
    ['2026-12-31', '23:59:59', '2026-12-31T23:59:59+01:00'],
    // and on the days the clocks change, away from the change;
    ['2026-03-29', '01:30:00', '2026-03-29T01:30:00+01:00'],
    ['2026-03-29', '07:30:00', '2026-03-29T07:30:00+02:00'],
    ['2026-10-25', '01:30:00', '2026-10-25T01:30:00+02:00'],
    ['2026-10-25', '03:30:00', '2026-10-25T03:30:00+01:00'],
    ['2026-10-25', '07:30:00', '2026-10-25T07:30:00+01:00'],
    // a time in the spring jump moves one hour on: 02:30 becomes 03:30 summer time.
    ['2026-03-29', '02:00:00', '2026-03-29T03:00:00+02:00'],
    ['2026-03-29', '02:30:00', '2026-03-29T03:30:00+02:00'],
  ])('reads %s %s as %s, keeping the wall-clock time but in the spring jump', (date, time, instant) => {
    expect(at(date, time)).toBe(instant);
  });

  it('takes the first of a time that exists twice in autumn: 02:30 in summer time', () => {
    expect(at('2026-10-25', '02:30:00')).toBe('2026-10-25T02:30:00+02:00');
    expect(amsterdamInstant(epochDayOfIsoDate('2026-10-25'), 2.5 * 3600_000)).toBe(
      Date.parse('2026-10-25T00:30:00Z'),
    );
  });
});
