import { describe, expect, it } from 'vitest';
import {
  buildTimetable,
  LiveTimes,
  TransitRouter,
  type LiveTripUpdate,
  type Timetable,
} from '../../src/index.js';
import { liveTimetable } from '../../src/realtime/live-timetable.js';
import { hms, lineFeed } from '../line-feed.js';

// Monday 30 November 2026; its GTFS day starts at 23:00 UTC the evening before (CET).
const MONDAY = 20261130;
const mondayAt = (h: number, m = 0) => (Date.UTC(2026, 10, 29, 23, 0) / 1000 + hms(h, m)) * 1000;
const tuesdayAt = (h: number, m = 0) => mondayAt(h, m) + 86_400_000;
const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  });

const { timetable: base } = buildTimetable(
  lineFeed([
    { id: 'seven', service: 'WD', times: [hms(7), hms(7, 10), hms(7, 20), hms(7, 30)] },
    { id: 'ten-past', service: 'WD', times: [hms(7, 10), hms(7, 20), hms(7, 30), hms(7, 40)] },
  ]),
);

function liveWith(updates: Partial<LiveTripUpdate>[], on = base) {
  const feed = {
    tripUpdates: updates.map((u) => ({
      tripId: 'seven',
      startDate: MONDAY,
      cancelled: false,
      stops: [],
      ...u,
    })),
  };
  const { live } = LiveTimes.fromFeed(on, feed, mondayAt(6) / 1000);
  return liveTimetable(on, live);
}

function routerWith(updates: Partial<LiveTripUpdate>[]) {
  return new TransitRouter(liveWith(updates).timetable);
}

const patternCount = (timetable: Timetable) => timetable.patternRoute.length;

/** The first train from `from` to `to` at or after `time`: when it leaves and arrives. */
function firstTrain(router: TransitRouter, time: number, from = 'WW', to = 'DT') {
  const [itinerary] = router.planBetweenStops({ fromStopId: from, toStopId: to, time, maxItineraries: 1 });
  const ride = itinerary?.legs.find((leg) => leg.traverseMode === 'RAIL');
  return ride && { trip: ride.tripId, leaves: clock(ride.startTime), arrives: clock(ride.endTime) };
}

describe('the timetable with live times, as the search sees it', () => {
  it('runs a late trip on its live times that day only', () => {
    const router = routerWith([{ delay: 5 * 60 }]);
    expect(firstTrain(router, mondayAt(6, 55))).toEqual({ trip: 'seven', leaves: '07:05', arrives: '07:35' });
    // At 07:02 the scheduled 07:00 has not left yet: the late trip is still to be caught.
    expect(firstTrain(router, mondayAt(7, 2))).toEqual({ trip: 'seven', leaves: '07:05', arrives: '07:35' });
    expect(firstTrain(router, tuesdayAt(6, 55))).toEqual({
      trip: 'seven',
      leaves: '07:00',
      arrives: '07:30',
    });
  });

  it('keeps trips in order for the search when a late one is overtaken by the next', () => {
    const router = routerWith([{ delay: 15 * 60 }]);
    expect(firstTrain(router, mondayAt(7, 5))).toEqual({
      trip: 'ten-past',
      leaves: '07:10',
      arrives: '07:40',
    });
    expect(firstTrain(router, mondayAt(7, 12))).toEqual({ trip: 'seven', leaves: '07:15', arrives: '07:45' });
  });

  it('does not run a cancelled trip that day', () => {
    const router = routerWith([{ cancelled: true }]);
    expect(firstTrain(router, mondayAt(6, 55))).toEqual({
      trip: 'ten-past',
      leaves: '07:10',
      arrives: '07:40',
    });
    expect(firstTrain(router, tuesdayAt(6, 55))?.trip).toBe('seven');
  });

  it('lets nobody board where the trip passes without stopping', () => {
    const router = routerWith([{ stops: [{ stopId: 'AA', skipped: true }] }]);
    expect(firstTrain(router, mondayAt(7, 5), 'AA')).toEqual({
      trip: 'ten-past',
      leaves: '07:20',
      arrives: '07:40',
    });
    expect(firstTrain(router, tuesdayAt(7, 5), 'AA')?.trip).toBe('seven');
  });

  it('is the timetable itself when the feed changes nothing', () => {
    expect(liveTimetable(base, LiveTimes.none(base)).timetable).toBe(base);
  });

  it('changes nothing for a feed that says every trip runs on time', () => {
    const onTime = { stops: [{ stopId: 'WW', departure: { delay: 0 }, skipped: false }] };
    const alone = liveWith([onTime]);
    expect(alone.timetable).toBe(base);
    expect(alone.liveCopies.size).toBe(0);
  });

  it('runs a late trip’s pattern-mates of that day on their own times in its live pattern, so the scheduled pattern rests', () => {
    const onTime = { stops: [{ stopId: 'WW', departure: { delay: 0 }, skipped: false }] };
    const { timetable, liveCopies } = liveWith([onTime, { tripId: 'ten-past', delay: 120 }]);
    expect(patternCount(timetable)).toBe(patternCount(base) + 1);
    const seven = base.tripIds.indexOf('seven');
    const sevenLive = [...liveCopies.values()].find((copy) => copy.trip === seven)!;
    expect([...sevenLive.departureDelays].every((delay) => delay === 0)).toBe(true);
    // On Monday no trip of the scheduled pattern runs any more: they all run in the live one.
    const monday = Math.floor(mondayAt(12) / 86_400_000) - base.serviceFirstDay;
    const scheduled = (trip: number) =>
      timetable.serviceActive[timetable.tripService[trip]! * base.serviceDayCount + monday];
    expect(base.tripIds.map((_, trip) => scheduled(trip))).not.toContain(1);
    expect(firstTrain(new TransitRouter(timetable), mondayAt(6, 55))).toEqual({
      trip: 'seven',
      leaves: '07:00',
      arrives: '07:30',
    });
  });

  it('puts the late trips of one pattern and day in one new pattern, each on its live times', () => {
    const { timetable, liveCopies } = liveWith([{ delay: 5 * 60 }, { tripId: 'ten-past', delay: 4 * 60 }]);
    expect(patternCount(timetable)).toBe(patternCount(base) + 1);
    expect(liveCopies.size).toBe(2);
    expect([...liveCopies.keys()].sort()).toEqual([base.tripIds.length, base.tripIds.length + 1]);
    const router = new TransitRouter(timetable);
    expect(firstTrain(router, mondayAt(6, 55))).toEqual({ trip: 'seven', leaves: '07:05', arrives: '07:35' });
    expect(firstTrain(router, mondayAt(7, 6))).toEqual({
      trip: 'ten-past',
      leaves: '07:14',
      arrives: '07:44',
    });
    expect(firstTrain(router, tuesdayAt(7, 5))).toEqual({
      trip: 'ten-past',
      leaves: '07:10',
      arrives: '07:40',
    });
  });

  it('splits the late trips of a pattern where one overtakes another, and routes on both', () => {
    // 07:00 leaves at 07:15 but makes up time and is at Varsseveld at 07:25, before 07:10 leaving at 07:12.
    const catchesUp = {
      stops: [
        { stopId: 'WW', departure: { delay: 15 * 60 }, skipped: false },
        { stopId: 'VV', arrival: { delay: 5 * 60 }, skipped: false },
      ],
    };
    const { timetable } = liveWith([catchesUp, { tripId: 'ten-past', delay: 2 * 60 }]);
    expect(patternCount(timetable)).toBe(patternCount(base) + 2);
    const router = new TransitRouter(timetable);
    expect(firstTrain(router, mondayAt(7, 5))).toEqual({ trip: 'seven', leaves: '07:15', arrives: '07:35' });
    expect(firstTrain(router, mondayAt(7, 5), 'WW', 'AA')).toEqual({
      trip: 'ten-past',
      leaves: '07:12',
      arrives: '07:22',
    });
  });

  it('keeps a trip that passes a stop out of the pattern of the late trips that stop there', () => {
    const { timetable } = liveWith([
      { delay: 60, stops: [{ stopId: 'AA', skipped: true }] },
      { tripId: 'ten-past', delay: 60 },
    ]);
    expect(patternCount(timetable)).toBe(patternCount(base) + 2);
    const router = new TransitRouter(timetable);
    expect(firstTrain(router, mondayAt(7, 5), 'AA')).toEqual({
      trip: 'ten-past',
      leaves: '07:21',
      arrives: '07:41',
    });
    expect(firstTrain(router, mondayAt(6, 55))).toEqual({ trip: 'seven', leaves: '07:01', arrives: '07:31' });
  });

  it('shares services: one per service and set of changed days, one per day of the copies', () => {
    const { timetable: many } = buildTimetable(
      lineFeed(
        Array.from({ length: 12 }, (_, i) => ({
          id: `t${i}`,
          service: 'WD',
          times: [hms(6, i * 5), hms(6, i * 5 + 10), hms(6, i * 5 + 20), hms(6, i * 5 + 30)],
        })),
      ),
    );
    const mondayOnly = Array.from({ length: 12 }, (_, i) =>
      i === 3 ? { tripId: `t${i}`, cancelled: true } : { tripId: `t${i}`, delay: 60 + i },
    );
    const monday = liveWith(mondayOnly, many);
    // WD without Monday (the late trips and the cancelled one alike), and Monday's copies.
    expect(monday.timetable.serviceIds.length).toBe(many.serviceIds.length + 2);
    expect(monday.timetable.serviceActive.length).toBe(
      monday.timetable.serviceIds.length * many.serviceDayCount,
    );
    expect(patternCount(monday.timetable)).toBe(patternCount(many) + 1);
    expect(monday.liveCopies.size).toBe(11);

    // Trips changed on Monday and Tuesday get a service of their own, shared by all of them (on Tuesday
    // the late trips' pattern-mates run in the live pattern too, so every trip is changed on both days).
    const tuesday = mondayOnly.slice(0, 4).map((u) => ({ ...u, startDate: 20261201 }));
    const both = liveWith([...mondayOnly, ...tuesday], many).timetable;
    expect(both.serviceIds.length).toBe(many.serviceIds.length + 3);
    const day = (date: number) => Math.floor(date / 86_400_000) - many.serviceFirstDay;
    const runs = (trip: string, at: number) => {
      const service = both.tripService[many.tripIds.indexOf(trip)]!;
      return both.serviceActive[service * many.serviceDayCount + day(at)];
    };
    expect([
      runs('t0', mondayAt(12)),
      runs('t0', tuesdayAt(12)),
      runs('t0', tuesdayAt(12) + 86_400_000),
    ]).toEqual([0, 0, 1]);
    expect([runs('t5', mondayAt(12)), runs('t5', tuesdayAt(12))]).toEqual([0, 0]);
  });
});
