import { describe, expect, it } from 'vitest';
import {
  buildDemoFeed,
  buildTimetable,
  EstimatedRoadRouter,
  livePlannerFromParts,
  LiveTimes,
  MultimodalPlanner,
  prepareLiveNetwork,
  shareTimetable,
  transferablesOf,
  TransitRouter,
  type LiveTripUpdate,
  type Timetable,
} from '../../src/index.js';
import { liveTimetable } from '../../src/realtime/live-timetable.js';
import { tripRunsOn } from '../../src/realtime/live-times.js';

// A Monday of the demo timetable (30 November 2026); its GTFS day starts at 23:00 UTC the evening before.
const MONDAY = 20261130;
const MONDAY_DAY = Math.floor(Date.UTC(2026, 10, 30) / 86_400_000);
const mondayAt = (h: number, m = 0) => Date.UTC(2026, 10, 29, 23, 0) + (h * 3600 + m * 60) * 1000;

const { timetable: plain } = buildTimetable(buildDemoFeed());
const base = shareTimetable(plain);

/** Every trip of the Monday a few minutes late or early, every 23rd cancelled: a busy feed, made up. */
function busyFeed(timetable: Timetable): { tripUpdates: LiveTripUpdate[] } {
  const tripUpdates: LiveTripUpdate[] = [];
  timetable.tripIds.forEach((tripId, trip) => {
    if (!tripRunsOn(timetable, trip, MONDAY_DAY)) return;
    tripUpdates.push({
      tripId,
      startDate: MONDAY,
      cancelled: trip % 23 === 0,
      delay: ((trip * 37) % 11) * 60 - 120,
      stops: [],
    });
  });
  return { tripUpdates };
}

/** A post to another thread and back: the transferable buffers moved, shared ones shared, the rest copied. */
function handedOver<T>(value: T): T {
  return structuredClone(value, { transfer: transferablesOf(value) });
}

/** The journeys a router finds between pairs of stops over the day, both ways, as comparable text. */
function answers(router: TransitRouter, timetable: Timetable): string[] {
  const stops = timetable.stopIds.filter((_, s) => s % 7 === 0).slice(0, 12);
  const found: string[] = [];
  for (const from of stops) {
    for (const to of stops) {
      if (from === to) continue;
      for (const [hour, arriveBy] of [
        [7, false],
        [12, false],
        [18, true],
      ] as const) {
        const itineraries = router.planBetweenStops({
          fromStopId: from,
          toStopId: to,
          time: mondayAt(hour),
          arriveBy,
          maxItineraries: 2,
        });
        found.push(
          itineraries
            .map((i) =>
              i.legs.map((l) => `${l.traverseMode}:${l.tripId ?? ''}:${l.startTime}-${l.endTime}`).join(' '),
            )
            .join(' | '),
        );
      }
    }
  }
  return found;
}

describe('the live network made in another thread and handed over', () => {
  it('keeps the timetable’s numbers in shared memory, and a router on it answers as on the plain one', () => {
    expect(base.arrivals.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(base.serviceActive.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(base.departures)).toEqual(Array.from(plain.departures));
    expect(answers(new TransitRouter(base), base)).toEqual(answers(new TransitRouter(plain), plain));
    // Shared memory is shared when posted, not moved.
    expect(transferablesOf(base)).toEqual([]);
  });

  it('hands the live times over whole: every trip and day reads as before, and nothing is copied', () => {
    const { live } = LiveTimes.fromFeed(base, busyFeed(base), mondayAt(6) / 1000);
    const before = [...live.values()].map((trip) => ({
      ...trip,
      arrivalDelays: Array.from(trip.arrivalDelays),
      departureDelays: Array.from(trip.departureDelays),
      skipped: Array.from(trip.skipped),
    }));
    const data = live.toData();
    const received = LiveTimes.fromData(base, handedOver(data));
    // Moved, not copied: the sender's arrays are empty now.
    expect(data.delays.length).toBe(0);
    expect(received.size).toBe(before.length);
    expect(before.length).toBeGreaterThan(100);
    for (const trip of before) {
      const read = received.get(trip.trip, trip.day)!;
      expect(read.cancelled).toBe(trip.cancelled);
      expect(Array.from(read.arrivalDelays)).toEqual(trip.arrivalDelays);
      expect(Array.from(read.departureDelays)).toEqual(trip.departureDelays);
      expect(Array.from(read.skipped)).toEqual(trip.skipped);
    }
    expect(received.get(before[0]!.trip, MONDAY_DAY + 1)).toBeUndefined();
  });

  it('plans on the handed-over live network exactly as on one made in place', () => {
    const { live } = LiveTimes.fromFeed(base, busyFeed(base), mondayAt(6) / 1000);
    const inPlace = liveTimetable(base, live).timetable;
    const parts = prepareLiveNetwork(base, live)!;
    const router = new TransitRouter(base);
    const roads = new EstimatedRoadRouter();
    const made = livePlannerFromParts(
      { router, roads, planner: new MultimodalPlanner(router, roads) },
      handedOver(parts),
    );
    expect(parts.arrays.arrivals.length).toBe(0);
    expect(Array.from(made.timetable.liveCopyOf!)).toEqual(Array.from(inPlace.liveCopyOf!));
    expect(made.timetable.serviceIds).toEqual(inPlace.serviceIds);
    const expected = answers(new TransitRouter(inPlace), inPlace);
    // The live times matter here: the answers differ from the timetable's.
    expect(expected).not.toEqual(answers(router, base));
    expect(answers(made.router, made.timetable)).toEqual(expected);
  });

  it('makes nothing when the feed changes no trip’s times', () => {
    const onTime = busyFeed(base).tripUpdates.map((update) => ({ ...update, cancelled: false, delay: 0 }));
    const { live } = LiveTimes.fromFeed(base, { tripUpdates: onTime }, mondayAt(6) / 1000);
    expect(live.size).toBeGreaterThan(0);
    expect(prepareLiveNetwork(base, live)).toBeUndefined();
  });
});
