import { describe, expect, it } from 'vitest';
import { travelWindow } from './travel-window.js';

const at = (iso: string) => Date.parse(iso);
const long_ago = 0;

describe('travelWindow (reference §1.2)', () => {
  it('gives a daytime departure an hour plus three of slack, ending by 19:00', () => {
    expect(travelWindow(at('2026-11-24T09:00:00+01:00'), false, long_ago)).toEqual({
      earliestDeparture: at('2026-11-24T09:00:00+01:00'),
      latestArrival: at('2026-11-24T13:00:00+01:00'),
    });
    expect(travelWindow(at('2026-11-24T16:30:00+01:00'), false, long_ago).latestArrival).toBe(
      at('2026-11-24T19:00:00+01:00'),
    );
    // Just before 18:00 the trip itself still gets its hour.
    expect(travelWindow(at('2026-11-24T17:55:00+01:00'), false, long_ago).latestArrival).toBe(
      at('2026-11-24T19:00:00+01:00'),
    );
  });

  it('gives an evening or early departure one hour of slack', () => {
    expect(travelWindow(at('2026-11-24T20:00:00+01:00'), false, long_ago).latestArrival).toBe(
      at('2026-11-24T22:00:00+01:00'),
    );
    expect(travelWindow(at('2026-07-14T06:30:00+02:00'), false, long_ago).latestArrival).toBe(
      at('2026-07-14T08:30:00+02:00'),
    );
  });

  it('works back from an arrival, starting no earlier than 07:00 in the daytime, and never before now', () => {
    expect(travelWindow(at('2026-11-24T12:00:00+01:00'), true, long_ago)).toEqual({
      earliestDeparture: at('2026-11-24T08:00:00+01:00'),
      latestArrival: at('2026-11-24T12:00:00+01:00'),
    });
    expect(travelWindow(at('2026-11-24T09:00:00+01:00'), true, long_ago).earliestDeparture).toBe(
      at('2026-11-24T07:00:00+01:00'),
    );
    expect(travelWindow(at('2026-11-24T21:00:00+01:00'), true, long_ago).earliestDeparture).toBe(
      at('2026-11-24T19:00:00+01:00'),
    );
    const now = at('2026-11-24T10:30:00+01:00');
    expect(travelWindow(at('2026-11-24T12:00:00+01:00'), true, now).earliestDeparture).toBe(now);
  });
});
