import { describe, expect, it } from 'vitest';
import { travelWindow } from './travel-window.js';

const at = (iso: string) => Date.parse(iso);
const long_ago = 0;

type WindowEdge = 'earliestDeparture' | 'latestArrival';

// Each case: a travel time, whether it is the arrival, the time now, and the edge of the window expected.
const WINDOW_EDGE_CASES: Array<[string, boolean, number, WindowEdge, number]> = [
  // A daytime departure gets an hour plus three of slack, ending by 19:00; just before 18:00 the trip
  // itself still gets its hour.
  ['2026-11-24T16:30:00+01:00', false, long_ago, 'latestArrival', at('2026-11-24T19:00:00+01:00')],
  ['2026-11-24T17:55:00+01:00', false, long_ago, 'latestArrival', at('2026-11-24T19:00:00+01:00')],
  // An evening or early departure gets one hour of slack.
  ['2026-11-24T20:00:00+01:00', false, long_ago, 'latestArrival', at('2026-11-24T22:00:00+01:00')],
  ['2026-07-14T06:30:00+02:00', false, long_ago, 'latestArrival', at('2026-07-14T08:30:00+02:00')],
  // Working back from an arrival starts no earlier than 07:00 in the daytime, and never before now.
  ['2026-11-24T09:00:00+01:00', true, long_ago, 'earliestDeparture', at('2026-11-24T07:00:00+01:00')],
  ['2026-11-24T21:00:00+01:00', true, long_ago, 'earliestDeparture', at('2026-11-24T19:00:00+01:00')],
  [
    '2026-11-24T12:00:00+01:00',
    true,
    at('2026-11-24T10:30:00+01:00'),
    'earliestDeparture',
    at('2026-11-24T10:30:00+01:00'),
  ],
];

describe('travelWindow (reference §1.2)', () => {
  it('gives a daytime departure an hour plus three of slack', () => {
    expect(travelWindow(at('2026-11-24T09:00:00+01:00'), false, long_ago)).toEqual({
      earliestDeparture: at('2026-11-24T09:00:00+01:00'),
      latestArrival: at('2026-11-24T13:00:00+01:00'),
    });
  });

  it('works back from a daytime arrival with the same slack', () => {
    expect(travelWindow(at('2026-11-24T12:00:00+01:00'), true, long_ago)).toEqual({
      earliestDeparture: at('2026-11-24T08:00:00+01:00'),
      latestArrival: at('2026-11-24T12:00:00+01:00'),
    });
  });

  it.each(WINDOW_EDGE_CASES)(
    'at %s (arriving: %s) bounds the window',
    (time, arriving, now, edge, expected) => {
      expect(travelWindow(at(time), arriving, now)[edge]).toBe(expected);
    },
  );
});
