import { describe, expect, it } from 'vitest';
import { connectionRisk, type LegOnTime } from './connection-risk.js';

const MIN = 60_000;
const T0 = Date.parse('2026-12-01T09:00:00+01:00');

/** A leg from minute `start` to minute `end` after T0, running `delay` minutes late. */
function leg(kind: LegOnTime['kind'], start: number, end: number, extra: Partial<LegOnTime> = {}): LegOnTime {
  return {
    kind,
    plannedStart: T0 + start * MIN,
    plannedEnd: T0 + end * MIN,
    liveStart: T0 + start * MIN,
    liveEnd: T0 + end * MIN,
    cancelled: false,
    ...extra,
  };
}
const late = (l: LegOnTime, minutes: number): LegOnTime => ({
  ...l,
  liveStart: l.plannedStart + minutes * MIN,
  liveEnd: l.plannedEnd + minutes * MIN,
});

// The train arrives at minute 30; two minutes' walk; the driver picks up at minute 35 and waits 5 more.
const train = leg('PUBLIC_TRANSPORT', 0, 30);
const walk = leg('WALK', 30, 32);
const ride = leg('RIDE', 35, 55, { allowedWaitSeconds: 300 });

describe('a late train before a shared ride', () => {
  it('is no risk while the passenger reaches the pickup within the wait the ride allows', () => {
    // 8 minutes late: at the pickup at 40, exactly the 5 minutes the driver waits.
    expect(connectionRisk([late(train, 8), walk, ride])).toBeUndefined();
    expect(connectionRisk([train, walk, ride])).toBeUndefined();
  });

  it('is at risk from the first second beyond that wait', () => {
    const risk = connectionRisk([{ ...late(train, 8), liveEnd: late(train, 8).liveEnd + 1000 }, walk, ride]);
    expect(risk).toEqual({
      reason: 'LATE',
      legIndex: 0,
      rideLegIndex: 2,
      waitSeconds: 301,
      allowedWaitSeconds: 300,
    });
  });

  it('is at risk when the train does not run, however the times look', () => {
    expect(connectionRisk([{ ...train, cancelled: true }, walk, ride])).toEqual({
      reason: 'CANCELLED',
      legIndex: 0,
      rideLegIndex: 2,
    });
  });

  it('counts a ride without a stated wait as one that does not wait', () => {
    expect(connectionRisk([late(train, 4), walk, { ...ride, allowedWaitSeconds: undefined }])).toMatchObject({
      reason: 'LATE',
      waitSeconds: 60,
      allowedWaitSeconds: 0,
    });
  });
});

describe('a shared ride before a train', () => {
  const toStation = leg('RIDE', 0, 20);
  const connection = leg('PUBLIC_TRANSPORT', 25, 60);

  it('is no risk when the train runs late: the passenger waits at the station, not the driver', () => {
    expect(connectionRisk([toStation, walk, late(connection, 20)])).toBeUndefined();
  });

  it('is at risk when the train does not run', () => {
    expect(connectionRisk([toStation, { ...connection, cancelled: true }])).toEqual({
      reason: 'CANCELLED',
      legIndex: 1,
      rideLegIndex: 0,
    });
  });
});

describe('trips without a connection to a ride', () => {
  it('are never at risk: a late bus to a train, or public transport alone', () => {
    const bus = leg('PUBLIC_TRANSPORT', 0, 20);
    expect(connectionRisk([late(bus, 30), leg('PUBLIC_TRANSPORT', 25, 60)])).toBeUndefined();
    expect(connectionRisk([{ ...bus, cancelled: true }])).toBeUndefined();
  });

  it('look past public transport between the ride and the late leg: only walks connect', () => {
    const first = late(leg('PUBLIC_TRANSPORT', 0, 10), 30);
    expect(connectionRisk([first, leg('PUBLIC_TRANSPORT', 12, 30), ride])).toBeUndefined();
  });
});
