import type { Leg } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { testLeg } from '../test/fakePlans';
import { liveSummaryOf, plannedTimeOf, shownDelayMinutes } from './live-delay';

const leg = (mode: Leg['traverseMode'], live: Partial<Leg> = {}) =>
  testLeg('2026-11-24T07:20:00+01:00', '2026-11-24T07:35:00+01:00', { traverseMode: mode, ...live });

describe('a delay worth showing', () => {
  it('is a minute or more either way, in whole minutes, rounded', () => {
    expect(shownDelayMinutes(undefined)).toBeNull();
    expect(shownDelayMinutes(0)).toBeNull();
    expect(shownDelayMinutes(59)).toBeNull();
    expect(shownDelayMinutes(-59)).toBeNull();
    expect(shownDelayMinutes(60)).toBe(1);
    expect(shownDelayMinutes(89)).toBe(1);
    expect(shownDelayMinutes(90)).toBe(2);
    expect(shownDelayMinutes(720)).toBe(12);
    expect(shownDelayMinutes(-100)).toBe(-2);
  });

  it('takes the timetable’s time as the expected time minus the delay', () => {
    expect(plannedTimeOf('2026-11-24T07:20:00+01:00', 900)).toBe('2026-11-24T06:05:00.000Z');
    expect(plannedTimeOf('2026-11-24T07:20:00+01:00', -120)).toBe('2026-11-24T06:22:00.000Z');
  });
});

describe('an itinerary’s live state in one word', () => {
  it('is nothing when every train and bus runs to the minute or nothing is known', () => {
    expect(liveSummaryOf([leg('WALK'), leg('RAIL'), leg('BUS', { departureDelay: 30 })])).toBeNull();
  });

  it('is the largest delay of any train or bus, leaving or arriving', () => {
    const legs = [
      leg('RAIL', { departureDelay: 300, arrivalDelay: 420 }),
      leg('BUS', { departureDelay: 720, arrivalDelay: -60 }),
    ];
    expect(liveSummaryOf(legs)).toEqual({ kind: 'late', minutes: 12 });
  });

  it('is how early when none is late', () => {
    expect(liveSummaryOf([leg('RAIL', { departureDelay: -120, arrivalDelay: -60 })])).toEqual({
      kind: 'early',
      minutes: 2,
    });
  });

  it('is that one does not run, before any delay', () => {
    const legs = [leg('RAIL', { departureDelay: 900 }), leg('BUS', { cancelled: true })];
    expect(liveSummaryOf(legs)).toEqual({ kind: 'cancelled' });
  });

  it('leaves out walks and shared rides', () => {
    expect(liveSummaryOf([leg('RIDESHARE', { cancelled: true, departureDelay: 900 })])).toBeNull();
  });
});
