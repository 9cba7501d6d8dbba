import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatSentenceDate, formatSentenceDateTime } from './format';

describe('formatDateTime', () => {
  it('shows a UTC instant in Amsterdam winter time (UTC+1)', () => {
    expect(formatDateTime('2025-01-15T23:30:00Z')).toBe('16-01-2025 00:30');
  });

  it('shows a UTC instant in Amsterdam summer time (UTC+2)', () => {
    expect(formatDateTime('2025-07-01T08:05:00Z')).toBe('01-07-2025 10:05');
  });

  it('respects an explicit offset in the input', () => {
    expect(formatDateTime('2025-03-10T12:00:00+05:00')).toBe('10-03-2025 08:00');
  });
});

describe('formatDateTime with bad input', () => {
  it('returns the input unchanged instead of "Invalid Date"', () => {
    expect(formatDateTime('gisteren')).toBe('gisteren');
  });
});

describe('dates in a sentence', () => {
  const now = Date.parse('2026-11-20T10:00:00+01:00');

  it('writes the weekday and date out, the year only in another year', () => {
    expect(formatSentenceDate('2026-11-30T07:30:00+01:00', now)).toBe('maandag 30 november');
    expect(formatSentenceDate('2027-01-04T07:30:00+01:00', now)).toBe('maandag 4 januari 2027');
    expect(formatSentenceDateTime('2026-11-29T23:30:00Z', now)).toBe('maandag 30 november om 00:30');
  });

  it('reads a calendar date (YYYY-MM-DD) as that day, also on the night the clocks change', () => {
    expect(formatSentenceDate('2026-10-25', now)).toBe('zondag 25 oktober');
    expect(formatDate('2026-03-29')).toBe('29-03-2026');
  });
});
