import { describe, expect, it } from 'vitest';
import { amsterdamIso, amsterdamWallClock, instantOfWallClock, isCalendarDay } from './amsterdam-clock';

describe("Amsterdam's wall clock", () => {
  it('reads an instant as the clocks in Amsterdam show it, in winter and in summer', () => {
    expect(amsterdamWallClock(Date.parse('2026-11-23T09:17:05Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 10,
      minute: 17,
      second: 5,
    });
    expect(amsterdamWallClock(Date.parse('2026-06-15T22:20:00Z'))).toMatchObject({ day: 16, hour: 0 });
  });

  it('writes a day and time with the offset of that day', () => {
    expect(amsterdamIso('2026-11-24', '07:30')).toBe('2026-11-24T07:30:00+01:00');
    expect(amsterdamIso('2026-06-16', '07:30')).toBe('2026-06-16T07:30:00+02:00');
  });

  it('finds the right instant on the days the clocks change', () => {
    // Autumn: 02:30 happens twice; the first (summer time) is meant. 03:30 is winter time.
    expect(instantOfWallClock('2026-10-25', '02:30').ms).toBe(Date.parse('2026-10-25T00:30:00Z'));
    expect(amsterdamIso('2026-10-25', '03:30')).toBe('2026-10-25T03:30:00+01:00');
    expect(amsterdamIso('2026-10-25', '01:30')).toBe('2026-10-25T01:30:00+02:00');
    // Spring: 03:30 is summer time; 02:30 does not exist and is read as an hour later.
    expect(amsterdamIso('2027-03-28', '03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(amsterdamIso('2027-03-28', '01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(amsterdamWallClock(instantOfWallClock('2027-03-28', '02:30').ms)).toMatchObject({
      hour: 3,
      minute: 30,
    });
  });

  it('knows the days of the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-30')).toBe(false);
    expect(isCalendarDay('30-04-2026')).toBe(false);
  });
});
