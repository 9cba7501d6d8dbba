import { describe, expect, it } from 'vitest';
import { buildTimetable, LiveTimes, TransitRouter, type LiveTripUpdate } from '../../src/index.js';
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

function routerWith(updates: Partial<LiveTripUpdate>[]) {
  const feed = {
    tripUpdates: updates.map((u) => ({
      tripId: 'seven',
      startDate: MONDAY,
      cancelled: false,
      stops: [],
      ...u,
    })),
  };
  const { live } = LiveTimes.fromFeed(base, feed, mondayAt(6) / 1000);
  return new TransitRouter(liveTimetable(base, live).timetable);
}

/** The first train from Winterswijk to Doetinchem at or after `time`: when it leaves and arrives. */
function firstTrain(router: TransitRouter, time: number, from = 'WW') {
  const [itinerary] = router.planBetweenStops({ fromStopId: from, toStopId: 'DT', time, maxItineraries: 1 });
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
});
