import { describe, expect, it } from 'vitest';
import { clockTime, fieldDate, fieldDateTime, sentenceDate, sentenceDateTime } from './dates';

const NOW = '2026-11-20T10:00:00+01:00';

describe('dates in a sentence', () => {
  it('writes the weekday and the date out, without the year in this year', () => {
    expect(sentenceDate('2026-11-30T07:30:00+01:00', NOW)).toBe('maandag 30 november');
    expect(sentenceDateTime('2026-11-30T07:30:00+01:00', NOW)).toBe('maandag 30 november om 07:30');
  });

  it('adds the year when it is not this year', () => {
    expect(sentenceDate('2027-01-04T09:00:00+01:00', NOW)).toBe('maandag 4 januari 2027');
    expect(sentenceDateTime('2025-12-31T23:59:00+01:00', NOW)).toBe('woensdag 31 december 2025 om 23:59');
  });

  it('uses Dutch time: a UTC instant late in the evening is the next day in Amsterdam', () => {
    expect(sentenceDateTime('2026-11-29T23:30:00Z', NOW)).toBe('maandag 30 november om 00:30');
  });

  it('follows summer time and the night the clocks go back (25 October 2026)', () => {
    const summer = '2026-07-01T08:05:00Z';
    expect(sentenceDateTime(summer, NOW)).toBe('woensdag 1 juli om 10:05');
    // 00:30 UTC is 02:30 summer time, 01:30 UTC is 02:30 winter time: the same wall-clock time.
    expect(sentenceDateTime('2026-10-25T00:30:00Z', NOW)).toBe('zondag 25 oktober om 02:30');
    expect(sentenceDateTime('2026-10-25T01:30:00Z', NOW)).toBe('zondag 25 oktober om 02:30');
    // The clocks go forward on 29 March 2026: 01:30 UTC is 03:30.
    expect(clockTime('2026-03-29T01:30:00Z')).toBe('03:30');
  });

  it('takes the year of now in Dutch time too : the last evening of the year in UTC is new year in Amsterdam', () => {
    expect(sentenceDate('2027-01-01T12:00:00+01:00', '2026-12-31T23:30:00Z')).toBe('vrijdag 1 januari');
  });

  it('returns what it got rather than "Invalid Date"', () => {
    expect(sentenceDate('gisteren', NOW)).toBe('gisteren');
  });
});

describe('dates in tables and fields', () => {
  it('is DD-MM-YYYY (HH:mm) in Dutch time', () => {
    expect(fieldDate('2026-11-30T07:30:00+01:00')).toBe('30-11-2026');
    expect(fieldDateTime('2025-01-15T23:30:00Z')).toBe('16-01-2025 00:30');
    expect(fieldDateTime('2025-07-01T08:05:00Z')).toBe('01-07-2025 10:05');
    expect(fieldDate(Date.parse('2026-10-25T01:30:00Z'))).toBe('25-10-2026');
  });

  it('returns what it got rather than "Invalid Date"', () => {
    expect(fieldDateTime('gisteren')).toBe('gisteren');
  });
});
