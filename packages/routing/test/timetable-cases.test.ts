import { describe, expect, it } from 'vitest';
import { decodePolyline } from '../src/geo/polyline.js';
import { decodeRegion, encodeRegion } from '../src/region/region.js';
import { buildTimetable } from '../src/transit/timetable.js';
import { TransitRouter } from '../src/transit/router.js';
import { TRANSIT_MODES, type TransitQuery } from '../src/transit/types.js';
import { hms, LINE_STOPS, lineFeed } from './line-feed.js';

const [WW, , , DT, XX] = LINE_STOPS.map((s) => ({ lat: s.lat, lon: s.lon, label: s.name }));
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function ask(router: TransitRouter, time: string, extra: Partial<TransitQuery> = {}) {
  return router.plan({
    from: WW!,
    to: DT!,
    time: at(time),
    arriveBy: false,
    maxWalkDistance: 500,
    modes: TRANSIT_MODES,
    ...extra,
  });
}

describe('timetable cases', () => {
  it('answers with a ride whose legs, places and geometry come from the feed', () => {
    const router = new TransitRouter(
      buildTimetable(
        lineFeed([{ id: 'a', service: 'WD', times: [hms(8, 2), hms(8, 12), hms(8, 22), hms(8, 35)] }]),
      ).timetable,
    );
    const [itinerary] = ask(router, '2026-11-24T06:50:00Z');
    expect(itinerary).toBeDefined();
    const ride = itinerary!.legs.find((l) => l.traverseMode === 'RAIL')!;
    expect(iso(ride.startTime)).toBe('2026-11-24T07:02:00.000Z');
    expect(iso(ride.endTime)).toBe('2026-11-24T07:35:00.000Z');
    expect(ride.duration).toBe(33 * 60);
    expect(ride).toMatchObject({
      routeShortName: 'T1',
      agencyId: 'DEMO',
      tripId: 'a',
      from: { label: 'Winterswijk', platformCode: '1', stopId: 'WW' },
      to: { label: 'Doetinchem', platformCode: '2' },
    });
    expect(ride.distance).toBeGreaterThan(28_000);
    expect(ride.distance).toBeLessThan(34_000);
    const points = decodePolyline(ride.legGeometry.points);
    expect(points).toHaveLength(4);
    expect(points[0]![0]).toBeCloseTo(51.96765, 4);
    expect(itinerary!.duration).toBe((itinerary!.arrivalTime - itinerary!.departureTime) / 1000);
  });

  it('honours calendar exceptions: a removed date has no service, an added date has', () => {
    const feed = lineFeed([{ id: 'a', service: 'WD', times: [hms(9), hms(9, 10), hms(9, 20), hms(9, 30)] }], {
      calendarDates: [
        { serviceId: 'WD', date: 20261124, exceptionType: 2 },
        { serviceId: 'WD', date: 20261129, exceptionType: 1 },
      ],
    });
    const router = new TransitRouter(buildTimetable(feed).timetable);
    // Tuesday, removed (and Wednesday's trip is beyond the search horizon).
    expect(ask(router, '2026-11-24T07:00:00Z')).toEqual([]);
    expect(ask(router, '2026-11-25T07:00:00Z')).toHaveLength(1); // Wednesday, regular
    expect(ask(router, '2026-11-28T07:00:00Z')).toEqual([]); // Saturday
    expect(ask(router, '2026-11-29T07:00:00Z')).toHaveLength(1); // Sunday, added
  });

  it('runs trips past midnight on the next calendar day, from the service day they belong to', () => {
    const feed = lineFeed([
      { id: 'late', service: 'WD', times: [hms(24, 40), hms(24, 50), hms(25, 0), hms(25, 10)] },
    ]);
    const router = new TransitRouter(buildTimetable(feed).timetable);
    // Friday 27 November's service: the trip leaves at 00:40 on Saturday 28 November (CET = UTC+1).
    const [friday] = ask(router, '2026-11-27T23:00:00Z');
    expect(iso(friday!.departureTime)).toBe('2026-11-27T23:40:00.000Z');
    expect(friday!.legs.find((l) => l.traverseMode === 'RAIL')!.startTime).toBe(at('2026-11-27T23:40:00Z'));
    // Saturday's service does not run, so Saturday night has nothing.
    expect(ask(router, '2026-11-28T23:00:00Z')).toEqual([]);
    // Arrive-by on Saturday 00:30 local finds it too, counted from Friday.
    const [byArrival] = ask(router, '2026-11-28T00:30:00Z', { arriveBy: true });
    expect(byArrival!.legs.find((l) => l.traverseMode === 'RAIL')!.endTime).toBe(at('2026-11-28T00:10:00Z'));
  });

  it('keeps local times on both daylight-saving days', () => {
    const feed = lineFeed([
      { id: 'a', service: 'DAILY', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] },
    ]);
    const router = new TransitRouter(buildTimetable(feed).timetable);
    // Spring forward (29 March 2026): 08:00 local is 06:00Z. Fall back (25 October 2026): 07:00Z.
    const spring = ask(router, '2026-03-29T05:00:00Z')[0]!;
    expect(spring.legs.find((l) => l.traverseMode === 'RAIL')!.startTime).toBe(at('2026-03-29T06:00:00Z'));
    const autumn = ask(router, '2026-10-25T05:00:00Z')[0]!;
    expect(autumn.legs.find((l) => l.traverseMode === 'RAIL')!.startTime).toBe(at('2026-10-25T07:00:00Z'));
    // The day before each switch, 08:00 local is 07:00Z and 06:00Z.
    const before = ask(router, '2026-03-28T05:00:00Z')[0]!;
    expect(before.legs.find((l) => l.traverseMode === 'RAIL')!.startTime).toBe(at('2026-03-28T07:00:00Z'));
  });

  it('answers nothing, without failing, from a stop no trip serves', () => {
    const router = new TransitRouter(
      buildTimetable(
        lineFeed([{ id: 'a', service: 'DAILY', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] }]),
      ).timetable,
    );
    expect(ask(router, '2026-11-24T06:00:00Z', { from: XX! })).toEqual([]);
    expect(ask(router, '2026-11-24T06:00:00Z', { to: XX!, arriveBy: true })).toEqual([]);
  });

  it('splits trips that overtake one another so the faster one is found', () => {
    const feed = lineFeed([
      { id: 'slow', service: 'DAILY', times: [hms(8), hms(8, 20), hms(8, 40), hms(9, 30)] },
      { id: 'fast', service: 'DAILY', times: [hms(8, 5), hms(8, 12), hms(8, 18), hms(8, 30)] },
    ]);
    const { timetable } = buildTimetable(feed);
    expect(timetable.patternRoute.length).toBe(2);
    const [best] = ask(new TransitRouter(timetable), '2026-11-24T06:55:00Z');
    expect(best!.legs.find((l) => l.traverseMode === 'RAIL')!.tripId).toBe('fast');
  });

  it('expands frequencies.txt into one trip per headway', () => {
    const feed = lineFeed(
      [{ id: 'f', service: 'DAILY', times: [hms(6), hms(6, 10), hms(6, 20), hms(6, 30)] }],
      {
        frequencies: [
          { tripId: 'f', startTime: hms(6), endTime: hms(8), headwaySecs: 1800, exactTimes: true },
        ],
      },
    );
    const { timetable } = buildTimetable(feed);
    expect(timetable.tripIds).toEqual(['f@21600', 'f@23400', 'f@25200', 'f@27000']);
    const [first] = ask(new TransitRouter(timetable), '2026-11-24T05:25:00Z');
    expect(first!.legs.find((l) => l.traverseMode === 'RAIL')!.startTime).toBe(at('2026-11-24T05:30:00Z'));
  });

  it('offers several departures in a window, and respects the allowed modes', () => {
    const trips = [0, 30, 60, 90].map((m) => ({
      id: `t${m}`,
      service: 'DAILY',
      times: [hms(8, m), hms(8, m + 10), hms(8, m + 20), hms(8, m + 30)],
    }));
    const router = new TransitRouter(buildTimetable(lineFeed(trips)).timetable);
    const options = ask(router, '2026-11-24T06:55:00Z', { windowSeconds: 3600 });
    expect(options.map((i) => i.legs.find((l) => l.traverseMode === 'RAIL')!.tripId)).toEqual([
      't0',
      't30',
      't60',
    ]);
    expect(ask(router, '2026-11-24T06:55:00Z', { modes: ['BUS'] })).toEqual([]);
  });

  it('gives the same answers after a snapshot round trip', () => {
    const feed = lineFeed([{ id: 'a', service: 'WD', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] }]);
    const { timetable } = buildTimetable(feed);
    const meta = {
      name: 'proef',
      demo: true,
      bbox: [6, 51.5, 7, 52.5] as [number, number, number, number],
      builtAt: '2026-11-21T00:00:00Z',
      sources: [],
    };
    const bytes = encodeRegion({ meta, timetable });
    // A pooled Buffer can start at an odd offset; the decoder must cope.
    const shifted = new Uint8Array(bytes.length + 3);
    shifted.set(bytes, 3);
    const decoded = decodeRegion(shifted.subarray(3));
    expect(decoded.meta).toEqual(meta);
    const question = '2026-11-24T06:00:00Z';
    expect(ask(new TransitRouter(decoded.timetable), question)).toEqual(
      ask(new TransitRouter(timetable), question),
    );
  });
});
