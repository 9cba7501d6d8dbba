import { describe, expect, it } from 'vitest';
import { buildTimetable, LiveTimes, type LiveTripUpdate } from '../../src/index.js';
import { hms, lineFeed } from '../line-feed.js';

// Monday 30 November 2026; a GTFS day in Amsterdam (CET) starts at 23:00 UTC the evening before.
const MONDAY = 20261130;
const MONDAY_DAY = Math.floor(Date.UTC(2026, 10, 30) / 86_400_000);
const MONDAY_START = Date.UTC(2026, 10, 29, 23, 0) / 1000;
const at = (h: number, m = 0) => MONDAY_START + hms(h, m);

const { timetable } = buildTimetable(
  lineFeed([
    { id: 'A', service: 'WD', times: [hms(7), hms(7, 10), hms(7, 20), hms(7, 30)] },
    // A night train that starts on the service day and arrives after midnight (GTFS times past 24:00).
    { id: 'N', service: 'WD', times: [hms(23, 50), hms(24), hms(24, 10), hms(24, 20)] },
  ]),
);
const tripOf = (id: string) => timetable.tripIds.indexOf(id);

function live(updates: LiveTripUpdate[], nowSeconds = at(6)) {
  return LiveTimes.fromFeed(timetable, { tripUpdates: updates }, nowSeconds);
}
const update = (fields: Partial<LiveTripUpdate> & Pick<LiveTripUpdate, 'tripId'>): LiveTripUpdate => ({
  cancelled: false,
  stops: [],
  ...fields,
});

describe('live times on the timetable', () => {
  it('holds a stop’s delay for the stops after it, until the next stop the feed speaks of', () => {
    const { live: times } = live([
      update({
        tripId: 'A',
        startDate: MONDAY,
        stops: [
          { stopId: 'AA', arrival: { delay: 300 }, skipped: false },
          { stopId: 'DT', arrival: { delay: 120 }, skipped: false },
        ],
      }),
    ]);
    const trip = times.get(tripOf('A'), MONDAY_DAY)!;
    expect([...trip.arrivalDelays]).toEqual([0, 300, 300, 120]);
    expect([...trip.departureDelays]).toEqual([0, 300, 300, 120]);
    expect(trip.cancelled).toBe(false);
  });

  it('reads absolute times against the service day in Amsterdam, and the trip’s own delay before the first update', () => {
    const { live: times } = live([
      update({
        tripId: 'A',
        startDate: MONDAY,
        delay: 60,
        stops: [
          { stopSequence: 3, arrival: { time: at(7, 24) }, departure: { time: at(7, 25) }, skipped: false },
        ],
      }),
    ]);
    const trip = times.get(tripOf('A'), MONDAY_DAY)!;
    expect([...trip.arrivalDelays]).toEqual([60, 60, 240, 300]);
    expect([...trip.departureDelays]).toEqual([60, 60, 300, 300]);
  });

  it('marks a cancelled trip and a stop passed without stopping', () => {
    const { live: times } = live([
      update({ tripId: 'N', startDate: MONDAY, cancelled: true }),
      update({ tripId: 'A', startDate: MONDAY, stops: [{ stopId: 'VV', skipped: true }] }),
    ]);
    expect(times.get(tripOf('N'), MONDAY_DAY)!.cancelled).toBe(true);
    expect([...times.get(tripOf('A'), MONDAY_DAY)!.skipped]).toEqual([0, 0, 1, 0]);
  });

  it('places a trip past midnight on the day it started, by start_date or, without one, by the feed’s time', () => {
    // Tuesday 00:05: the night train of Monday's service day is under way.
    const tuesdayMorning = at(24, 5);
    const withDate = live([update({ tripId: 'N', startDate: MONDAY, delay: 180 })], tuesdayMorning).live;
    expect(withDate.get(tripOf('N'), MONDAY_DAY)?.arrivalDelays[3]).toBe(180);
    const withoutDate = live([update({ tripId: 'N', delay: 180 })], tuesdayMorning).live;
    expect(withoutDate.get(tripOf('N'), MONDAY_DAY)?.arrivalDelays[3]).toBe(180);
    expect(withoutDate.get(tripOf('N'), MONDAY_DAY + 1)).toBeUndefined();
  });

  it('keeps each trip once per day it speaks of, over several days, and reads a trip on time as zeros', () => {
    const { live: times } = live([
      update({ tripId: 'A', startDate: MONDAY, delay: 60 }),
      update({ tripId: 'A', startDate: 20261201, delay: 120 }),
      update({
        tripId: 'N',
        startDate: MONDAY,
        stops: [{ stopId: 'WW', departure: { delay: 0 }, skipped: false }],
      }),
      // A second word on the same trip and day replaces the first.
      update({ tripId: 'A', startDate: MONDAY, delay: 90 }),
    ]);
    expect(times.size).toBe(3);
    expect([...times.values()]).toHaveLength(3);
    expect([...times.values()].map((t) => [t.trip, t.day, t.arrivalDelays[0]])).toEqual(
      expect.arrayContaining([
        [tripOf('A'), MONDAY_DAY, 90],
        [tripOf('A'), MONDAY_DAY + 1, 120],
        [tripOf('N'), MONDAY_DAY, 0],
      ]),
    );
    const onTime = times.get(tripOf('N'), MONDAY_DAY)!;
    expect(
      [...onTime.arrivalDelays, ...onTime.departureDelays, ...onTime.skipped].every((v) => v === 0),
    ).toBe(true);
  });

  it('counts what it cannot place: a trip it does not know, a trip that does not run that day', () => {
    const { live: times, unmatched } = live([
      update({ tripId: 'elsewhere', startDate: MONDAY, delay: 60 }),
      // Sunday 29 November: the weekday trip does not run.
      update({ tripId: 'A', startDate: 20261129, delay: 60 }),
      update({ tripId: 'A', startDate: MONDAY, delay: 60 }),
    ]);
    expect(unmatched).toEqual({ unknownTrip: 1, notRunning: 1 });
    expect(times.size).toBe(1);
  });
});
