import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

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
