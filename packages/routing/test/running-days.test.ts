import { describe, expect, it } from 'vitest';
import { calendarsBetween, feedFromParts } from '../src/gtfs/feed-parts.js';
import type { GtfsFeed } from '../src/gtfs/feed.js';
import { StopTimesBuilder } from '../src/gtfs/stop-times-builder.js';
import { buildTimetable, LiveTimes, TransitRouter, type Itinerary } from '../src/index.js';
import { liveTimetable } from '../src/realtime/live-timetable.js';
import { hms, LINE_STOPS, lineFeed } from './line-feed.js';

/**
 * A route on weekdays and another on the same stops at the weekend: two patterns through every stop, of
 * which only one runs on any day. The weekday route's last trip runs past midnight.
 */
interface Run {
  id: string;
  route: 'WEEKDAY' | 'WEEKEND';
  /** Departure from the first stop, GTFS seconds; the next stops follow 10 minutes apart. */
  start: number;
}

const STOPS = ['WW', 'AA', 'VV', 'DT'];

function runs(): Run[] {
  const list: Run[] = [];
  for (let t = hms(6); t <= hms(22); t += hms(0, 30))
    list.push({ id: `wd-${t}`, route: 'WEEKDAY', start: t });
  list.push({ id: 'late', route: 'WEEKDAY', start: hms(23, 40) });
  for (let t = hms(7, 15); t <= hms(21, 15); t += hms(1))
    list.push({ id: `we-${t}`, route: 'WEEKEND', start: t });
  return list;
}

function feedOf(list: Run[]): GtfsFeed {
  const stopIndex = new Map(LINE_STOPS.map((s, i) => [s.stopId, i]));
  const builder = new StopTimesBuilder();
  list.forEach((run, tripIndex) => {
    STOPS.forEach((id, i) => {
      const time = run.start + i * hms(0, 10);
      builder.push({
        tripIndex,
        stopIndex: stopIndex.get(id)!,
        stopSequence: i,
        arrival: time,
        departure: time,
      });
    });
  });
  return feedFromParts({
    agencies: [{ agencyId: 'DEMO', name: 'Proef', url: 'https://example.org', timezone: 'Europe/Amsterdam' }],
    stops: LINE_STOPS,
    routes: [
      { routeId: 'WEEKDAY', agencyId: 'DEMO', shortName: 'W1', longName: 'Werkdagen', type: 3 },
      { routeId: 'WEEKEND', agencyId: 'DEMO', shortName: 'Z1', longName: 'Weekend', type: 3 },
    ],
    trips: list.map((run) => ({
      tripId: run.id,
      routeId: run.route,
      serviceId: run.route === 'WEEKDAY' ? 'WD' : 'WE',
      headsign: 'Doetinchem',
    })),
    stopTimes: builder.finish(),
    calendars: calendarsBetween(20260101, 20271231, { WD: 0b0011111, WE: 0b1100000 }),
  });
}

/** Local time (CET, UTC+1 in November) on a day of November 2026, epoch ms. */
const at = (day: number, h: number, m = 0) => Date.UTC(2026, 10, day, h - 1, m);
const TUESDAY = 24;
const SATURDAY = 28;

/** What a passenger sees of the answers: every leg's trip, stops and times. */
function shown(itineraries: Itinerary[]): string {
  return JSON.stringify(
    itineraries.map((i) =>
      i.legs.map((l) => [l.tripId ?? l.traverseMode, l.from.stopId, l.to.stopId, l.startTime, l.endTime]),
    ),
  );
}

/** The same questions of a router: every pair of stops along the line, through the day, both ways of asking. */
function ask(router: TransitRouter, day: number): string[] {
  const answers: string[] = [];
  for (let from = 0; from < STOPS.length; from++) {
    for (let to = from + 1; to < STOPS.length; to++) {
      const pair = { fromStopId: STOPS[from]!, toStopId: STOPS[to]! };
      for (let minutes = 6 * 60; minutes <= 20 * 60; minutes += 55) {
        const time = at(day, 0, minutes);
        answers.push(shown(router.planBetweenStops({ ...pair, time })));
        answers.push(shown(router.planBetweenStops({ ...pair, time, windowSeconds: 3600 })));
        // Arriving by the afternoon and evening: the search does not reach back into the day before.
        if (minutes >= 13 * 60)
          answers.push(shown(router.planBetweenStops({ ...pair, time, arriveBy: true })));
      }
    }
  }
  return answers;
}

describe('patterns with no trip running on the search days', () => {
  const all = runs();
  const both = new TransitRouter(buildTimetable(feedOf(all)).timetable);
  const weekdayOnly = new TransitRouter(
    buildTimetable(feedOf(all.filter((r) => r.route === 'WEEKDAY'))).timetable,
  );
  const weekendOnly = new TransitRouter(
    buildTimetable(feedOf(all.filter((r) => r.route === 'WEEKEND'))).timetable,
  );

  for (const [name, day, alone] of [
    ['a Tuesday', TUESDAY, weekdayOnly],
    ['a Saturday', SATURDAY, weekendOnly],
  ] as const) {
    it(`on ${name}: the route that does not run costs no scan and changes no answer`, () => {
      expect(both.timetable.patternRoute.length).toBe(2);
      const before = both.patternScanCount;
      const aloneBefore = alone.patternScanCount;
      const answers = ask(both, day);
      expect(answers).toEqual(ask(alone, day));
      expect(answers.filter((a) => a !== '[]').length).toBeGreaterThan(answers.length / 2);
      // Scanned as often as on a timetable without the other route: it was never scanned.
      const scans = both.patternScanCount - before;
      expect(scans).toBeGreaterThan(0);
      expect(scans).toBe(alone.patternScanCount - aloneBefore);
    });
  }

  it("just after midnight, the day before's trip past midnight still runs", () => {
    // Friday's last weekday trip leaves Varsseveld at 24:00, Saturday 00:00.
    const [ride] = both.planBetweenStops({ fromStopId: 'VV', toStopId: 'DT', time: at(SATURDAY, 0) });
    expect(ride?.legs.find((l) => l.tripId)).toMatchObject({ tripId: 'late', endTime: at(SATURDAY, 0, 10) });
    // Arriving by 00:30 on Saturday: the same trip, found backwards.
    const [back] = both.planBetweenStops({
      fromStopId: 'AA',
      toStopId: 'DT',
      time: at(SATURDAY, 0, 30),
      arriveBy: true,
    });
    expect(back?.legs.find((l) => l.tripId)).toMatchObject({
      tripId: 'late',
      startTime: at(SATURDAY - 1, 23, 50),
    });
    // After Saturday's midnight no weekday trip runs: the first is the weekend route's in the morning.
    const [sunday] = both.planBetweenStops({ fromStopId: 'VV', toStopId: 'DT', time: at(SATURDAY + 1, 0) });
    expect(sunday?.legs.find((l) => l.tripId)?.tripId).toBe(`we-${hms(7, 15)}`);
  });

  it('on a live timetable, a scheduled pattern whose trips all run as live copies that day costs no scan', () => {
    const base = buildTimetable(
      lineFeed([
        { id: 'seven', service: 'WD', times: [hms(7), hms(7, 10), hms(7, 20), hms(7, 30)] },
        { id: 'eight', service: 'WD', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] },
      ]),
    ).timetable;
    const tripUpdates = ['seven', 'eight'].map((tripId) => ({
      tripId,
      startDate: 20261124,
      cancelled: false,
      delay: 120,
      stops: [],
    }));
    const { live } = LiveTimes.fromFeed(base, { tripUpdates }, at(TUESDAY, 6) / 1000);
    const made = liveTimetable(base, live).timetable;
    expect(made.patternRoute.length).toBe(2);
    for (const day of [TUESDAY, TUESDAY + 1]) {
      const scheduled = new TransitRouter(base);
      const onLiveTimes = new TransitRouter(made);
      const question = { fromStopId: 'WW', toStopId: 'DT', time: at(day, 6, 30) };
      const [ride] = onLiveTimes.planBetweenStops(question);
      // The live copies run on the Tuesday only; the day after, the scheduled trips run again.
      expect(ride?.legs.find((l) => l.tripId)?.startTime).toBe(at(day, 7, day === TUESDAY ? 2 : 0));
      scheduled.planBetweenStops(question);
      expect(onLiveTimes.patternScanCount).toBe(scheduled.patternScanCount);
    }
  });
});
