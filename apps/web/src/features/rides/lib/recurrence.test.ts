import { describe, expect, it } from 'vitest';
import { recurrenceFor, recurrenceKindOf, weekdayIndex } from './recurrence';

// Thursday 26 November 2026.
const THURSDAY = '2026-11-26';

describe('the recurrence of a ride offer', () => {
  it('sends each simple choice as its pattern, the weekly one on the ride’s own weekday', () => {
    expect(weekdayIndex(THURSDAY)).toBe(3);
    expect(recurrenceFor({ kind: 'ONCE' }, THURSDAY)).toBeUndefined();
    expect(recurrenceFor({ kind: 'DAILY' }, THURSDAY)).toEqual({ interval: 1, unit: 'DAY' });
    expect(recurrenceFor({ kind: 'WORKDAILY' }, THURSDAY)).toEqual({
      interval: 1,
      unit: 'WEEK',
      daysOfWeekMask: 31,
    });
    expect(recurrenceFor({ kind: 'WEEKLY' }, THURSDAY)).toEqual({
      interval: 1,
      unit: 'WEEK',
      daysOfWeekMask: 8,
    });
  });

  it('collapses a custom pattern to the simpler choice it is', () => {
    const custom = (daysOfWeekMask: number, interval: 1 | 2 = 1, horizon?: string) => ({
      kind: 'CUSTOM' as const,
      custom: { interval, unit: 'WEEK' as const, daysOfWeekMask, ...(horizon ? { horizon } : {}) },
    });
    expect(recurrenceFor(custom(127), THURSDAY)).toEqual({ interval: 1, unit: 'DAY' });
    expect(recurrenceKindOf(recurrenceFor(custom(31), THURSDAY), THURSDAY)).toBe('WORKDAILY');
    expect(recurrenceKindOf(recurrenceFor(custom(8), THURSDAY), THURSDAY)).toBe('WEEKLY');
    // With an end date, or every other week, the own weekday stays a custom pattern.
    expect(recurrenceKindOf(recurrenceFor(custom(8, 1, '2027-01-31'), THURSDAY), THURSDAY)).toBe('CUSTOM');
    expect(recurrenceKindOf(recurrenceFor(custom(8, 2), THURSDAY), THURSDAY)).toBe('CUSTOM');
    expect(recurrenceFor(custom(2 + 8, 2), THURSDAY)).toEqual({
      interval: 2,
      unit: 'WEEK',
      daysOfWeekMask: 10,
    });
  });
});
