import { describe, expect, it } from 'vitest';
import {
  defaultTravelTime,
  earliestTime,
  isInPast,
  onMinutesStep,
  travelTimeFromIso,
  travelTimeIso,
} from './travel-time';

// A Monday morning in winter time, and one in summer time.
const WINTER = Date.parse('2026-11-23T10:17:00+01:00');
const SUMMER = Date.parse('2026-06-15T23:20:00+02:00');

describe('the travel time of a form', () => {
  it('defaults to the next full hour in Amsterdam, also across midnight', () => {
    expect(defaultTravelTime(WINTER)).toEqual({ date: '2026-11-23', time: '11:00', arriving: false });
    expect(defaultTravelTime(SUMMER)).toEqual({ date: '2026-06-16', time: '00:00', arriving: false });
  });

  it('turns a day and time into an instant with the offset of that day', () => {
    expect(travelTimeIso({ date: '2026-11-24', time: '07:30' })).toBe('2026-11-24T07:30:00+01:00');
    expect(travelTimeIso({ date: '2026-06-16', time: '07:30' })).toBe('2026-06-16T07:30:00+02:00');
  });

  it('reads a stored instant back as the day and time in Amsterdam, whatever offset it was written with', () => {
    expect(travelTimeFromIso('2026-11-24T07:30:00+01:00', true)).toEqual({
      date: '2026-11-24',
      time: '07:30',
      arriving: true,
    });
    expect(travelTimeFromIso('2026-06-15T22:30:00Z', false)).toEqual({
      date: '2026-06-16',
      time: '00:30',
      arriving: false,
    });
    expect(travelTimeFromIso('not a time', false)).toBeNull();
  });

  it('allows today from now plus a minute on the 5-minute grid, and any time later', () => {
    expect(earliestTime('2026-11-23', WINTER)).toBe('10:20');
    expect(earliestTime('2026-11-23', Date.parse('2026-11-23T10:19:30+01:00'))).toBe('10:25');
    expect(earliestTime('2026-11-24', WINTER)).toBeUndefined();
    expect(isInPast({ date: '2026-11-23', time: '10:15' }, WINTER)).toBe(true);
    expect(isInPast({ date: '2026-11-23', time: '10:20' }, WINTER)).toBe(false);
  });

  it('puts a typed time on the 5-minute grid', () => {
    expect(onMinutesStep('08:07')).toBe('08:05');
    expect(onMinutesStep('23:59')).toBe('23:55');
  });
});
