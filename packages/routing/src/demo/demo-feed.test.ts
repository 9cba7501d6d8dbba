import { describe, expect, it } from 'vitest';
import { extractDemoStops, villageStops } from '../../scripts/extract-demo-stops.js';
import { haversineMeters } from '../geo/distance.js';
import type { GtfsFeed } from '../gtfs/feed.js';
import { buildTimetable, TransitRouter, TRANSIT_MODES } from '../index.js';
import { buildDemoFeed, DEMO_REGION_META, parseClock, stopIdOf } from './demo-feed.js';
import { DEMO_STOPS } from './demo-stops.js';
import { DEMO_LINES } from './demo-timetable.js';
import { dutchPublicHolidays } from './holidays.js';

const feed = buildDemoFeed();
const stopById = new Map(DEMO_STOPS.map((s) => [s.id, s]));

/** Each trip's rows: stop ids with arrival and departure seconds. */
function tripRows(f: GtfsFeed): Map<string, { stopId: string; arrival: number; departure: number }[]> {
  const rows = new Map<string, { stopId: string; arrival: number; departure: number }[]>();
  const st = f.stopTimes;
  for (let i = 0; i < st.length; i++) {
    const tripId = f.trips[st.tripIndex[i]!]!.tripId;
    const list = rows.get(tripId) ?? [];
    list.push({
      stopId: f.stops[st.stopIndex[i]!]!.stopId,
      arrival: st.arrival[i]!,
      departure: st.departure[i]!,
    });
    rows.set(tripId, list);
  }
  return rows;
}
const rows = tripRows(feed);
const serviceOf = new Map(feed.trips.map((t) => [t.tripId, t.serviceId]));

/** Weekday trips calling at `from` and later at `to`, with their times there. */
function weekdayRides(from: string, to: string): { leave: number; arrive: number }[] {
  const out: { leave: number; arrive: number }[] = [];
  for (const [tripId, list] of rows) {
    if (serviceOf.get(tripId) !== 'WEEKDAY') continue;
    const i = list.findIndex((r) => r.stopId === stopIdOf(from));
    const j = list.findIndex((r) => r.stopId === stopIdOf(to));
    if (i >= 0 && j > i) out.push({ leave: list[i]!.departure, arrive: list[j]!.arrival });
  }
  return out.sort((a, b) => a.leave - b.leave);
}

const WINTERSWIJK = '8400698';
const DOETINCHEM = '8400177';

describe('demo stops', () => {
  it('has every stop the timetable uses', () => {
    const used = new Set(DEMO_LINES.flatMap((line) => line.stops));
    const absent = [...used].filter((id) => !stopById.has(id));
    expect(absent).toEqual([]);
    expect(feed.stops).toHaveLength(DEMO_STOPS.length);
  });

  it('equals what the extractor writes from the installed db-hafas-stations', async () => {
    const { stops, missing } = await extractDemoStops();
    expect(missing).toEqual([]);
    expect(stops).toEqual(DEMO_STOPS);
  }, 20_000);

  it('puts a stop at the centre of each village the package has no bus stop in, served by a bus', () => {
    const villages = DEMO_STOPS.filter((s) => s.kind === 'village');
    expect(villages.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'Zelhem, Centrum',
        'Hengelo (Gld), Centrum',
        'Lichtenvoorde, Centrum',
        'Groenlo, Centrum',
        'Eibergen, Centrum',
        'Borculo, Centrum',
        'Neede, Centrum',
      ]),
    );
    expect(stopById.get('geonames:groenlo')).toEqual({
      id: 'geonames:groenlo',
      name: 'Groenlo, Centrum',
      lat: 52.04167,
      lon: 6.61111,
      kind: 'village',
    });
    // The Hengelo in the Achterhoek, not the town next to Enschede.
    const hengelo = stopById.get('geonames:hengelo-gld')!;
    expect(haversineMeters(hengelo.lat, hengelo.lon, 52.05, 6.31)).toBeLessThan(1000);
    const served = new Set(DEMO_LINES.filter((l) => l.routeType === 3).flatMap((l) => l.stops));
    expect(villages.filter((s) => !served.has(s.id))).toEqual([]);
    expect(feed.stops.find((s) => s.name === 'Zelhem, Centrum')?.stopId).toBe('geonames:zelhem');
  });

  it('looks a village up in Gelderland and reports one it does not find exactly once', () => {
    const city = (name: string, lat: string, admin1: string) => ({
      name,
      lat,
      lng: '6.3',
      country: 'NL',
      admin1,
      admin2: '',
    });
    const cities = [
      city('Hengelo', '52.26', '15'),
      city('Hengelo', '52.05', '03'),
      city('Ulft', '51.89', '03'),
    ];
    const villages = [{ geonamesName: 'Hengelo', name: 'Hengelo (Gld)' }, { geonamesName: 'Zelhem' }];
    expect(villageStops(villages, cities)).toEqual({
      stops: [
        { id: 'geonames:hengelo-gld', name: 'Hengelo (Gld), Centrum', lat: 52.05, lon: 6.3, kind: 'village' },
      ],
      missing: ['Zelhem'],
    });
  });

  it('drops the country suffix from Dutch stop names', () => {
    expect(DEMO_STOPS.filter((s) => s.name.includes('Niederl'))).toEqual([]);
    expect(stopById.get('373368')?.name).toBe('Winterswijk Pelkwijk');
  });
});

describe('demo timetable', () => {
  it('has a run time for every hop, at a plausible speed for the mode', () => {
    for (const line of DEMO_LINES) {
      expect(line.runMinutes, line.shortName).toHaveLength(line.stops.length - 1);
      line.runMinutes.forEach((minutes, i) => {
        const a = stopById.get(line.stops[i]!)!;
        const b = stopById.get(line.stops[i + 1]!)!;
        const meters = haversineMeters(a.lat, a.lon, b.lat, b.lon);
        const kmh = meters / 1000 / (minutes / 60);
        const hop = `${line.shortName} ${a.name} → ${b.name}: ${kmh.toFixed(0)} km/h`;
        // Straight-line speeds: the track or road is longer, so these bounds are loose; a hop of a few
        // hundred metres still takes a whole minute.
        if (meters > 1000) expect(kmh, hop).toBeGreaterThan(15);
        expect(kmh, hop).toBeLessThan(line.routeType === 2 ? 100 : 50);
      });
    }
  });

  it('uses neutral short names, never the real line numbers', () => {
    expect(feed.routes.map((r) => r.shortName)).toEqual([
      'T1',
      'T2',
      'B1',
      'B2',
      'B3',
      'B4',
      'B5',
      'B6',
      'B7',
      'B8',
      'B9',
      'B10',
    ]);
  });
});

describe('village buses', () => {
  const router = new TransitRouter(buildTimetable(feed).timetable);
  /** Tuesday 24 November 2026, 06:30 in the Netherlands (UTC+1). */
  const TUESDAY_0630 = Date.parse('2026-11-24T05:30:00Z');
  const localClock = (ms: number) => (ms - Date.parse('2026-11-23T23:00:00Z')) / 1000;
  const ARNHEM = '8400071';
  const ZUTPHEN = '8400744';

  it.each([
    ['Zelhem', 'geonames:zelhem', ARNHEM],
    ['Lichtenvoorde', 'geonames:lichtenvoorde', ARNHEM],
    ['Groenlo', 'geonames:groenlo', ZUTPHEN],
  ])(
    'takes %s to a station between 07:00 and 09:00 on a weekday, in time for a train',
    (_, villageId, stationId) => {
      const from = stopById.get(villageId)!;
      const to = stopById.get(stationId)!;
      const itineraries = router.plan({
        from: { lat: from.lat, lon: from.lon },
        to: { lat: to.lat, lon: to.lon },
        time: TUESDAY_0630,
        arriveBy: false,
        maxWalkDistance: 1000,
        modes: TRANSIT_MODES,
        windowSeconds: 3600,
      });
      const connections = itineraries.flatMap(({ legs }) => {
        const rides = legs.filter((leg) => leg.traverseMode !== 'WALK');
        const [bus, train] = rides;
        if (bus?.traverseMode !== 'BUS' || train?.traverseMode !== 'RAIL') return [];
        if (bus.from.stopId !== stopIdOf(villageId)) return [];
        return [{ atStation: localClock(bus.endTime), wait: (train.startTime - bus.endTime) / 1000 }];
      });
      const morning = connections.filter(
        (c) => c.atStation >= parseClock('07:00') && c.atStation <= parseClock('09:00'),
      );
      expect(morning.length, JSON.stringify(connections)).toBeGreaterThan(0);
      for (const { wait } of morning) expect(wait).toBeLessThanOrEqual(15 * 60);
    },
  );
});

describe('buildDemoFeed', () => {
  it('is deterministic', () => {
    expect(buildDemoFeed()).toEqual(feed);
  });

  it('has one demo agency and three services', () => {
    expect(feed.agencies).toEqual([
      {
        agencyId: 'DEMO',
        name: 'Demo-dienstregeling Achterhoek',
        url: 'https://github.com',
        timezone: 'Europe/Amsterdam',
      },
    ]);
    expect(feed.calendars.map((c) => [c.serviceId, c.weekdays, c.startDate, c.endDate])).toEqual([
      ['WEEKDAY', 0b0011111, 20240101, 20351231],
      ['SATURDAY', 0b0100000, 20240101, 20351231],
      ['SUNDAY', 0b1000000, 20240101, 20351231],
    ]);
  });

  it('has trip times that strictly increase along each trip', () => {
    for (const [tripId, list] of rows) {
      expect(list.length, tripId).toBeGreaterThanOrEqual(2);
      list.forEach((row, i) => {
        expect(row.departure, tripId).toBeGreaterThanOrEqual(row.arrival);
        if (i > 0) expect(row.arrival, tripId).toBeGreaterThan(list[i - 1]!.departure);
      });
    }
  });

  it('runs half-hourly trains from Winterswijk to Doetinchem on a weekday morning', () => {
    const morning = weekdayRides(WINTERSWIJK, DOETINCHEM).filter(
      (r) => r.leave >= parseClock('07:00') && r.leave < parseClock('09:00'),
    );
    expect(morning.map((r) => r.leave / 60)).toEqual([444, 474, 504, 534]);
    const train = morning.find((r) => r.leave >= parseClock('07:30') && r.leave < parseClock('08:00'));
    expect(train).toBeDefined();
    expect(train!.arrive).toBeLessThan(parseClock('09:00'));
  });

  it('connects the two lines at Winterswijk within a few minutes', () => {
    const fromArnhem = weekdayRides('8400071', WINTERSWIJK);
    const toZutphen = weekdayRides(WINTERSWIJK, '8400744');
    // The trains that arrive after midnight are the last of the day; nothing leaves after them.
    for (const { arrive } of fromArnhem.filter((r) => r.arrive < parseClock('24:00'))) {
      const wait = Math.min(...toZutphen.map((r) => r.leave - arrive).filter((w) => w >= 180));
      expect(wait).toBeLessThanOrEqual(8 * 60);
    }
  });

  it('runs the last trains past midnight', () => {
    const last = Math.max(...[...rows.values()].map((list) => list[list.length - 1]!.arrival));
    expect(last).toBeGreaterThan(parseClock('24:00'));
    const lastFromArnhem = weekdayRides('8400071', WINTERSWIJK).at(-1)!;
    expect(lastFromArnhem.arrive).toBeGreaterThanOrEqual(parseClock('24:00'));
  });

  it('runs the Sunday service on Dutch public holidays in 2026 and 2027', () => {
    const added = feed.calendarDates.filter((d) => d.exceptionType === 1).map((d) => d.date);
    expect(added).toEqual(
      [...dutchPublicHolidays(2026), ...dutchPublicHolidays(2027)].filter((d) => d !== 20271226),
    );
    expect(added).toEqual(
      expect.arrayContaining([20260101, 20260406, 20260427, 20260514, 20260525, 20261225, 20261226]),
    );
    expect(added).toEqual(
      expect.arrayContaining([20270101, 20270329, 20270427, 20270506, 20270517, 20271225]),
    );
    expect(feed.calendarDates).toContainEqual({ serviceId: 'WEEKDAY', date: 20260514, exceptionType: 2 });
    // Tweede Kerstdag 2026 is a Saturday: the Saturday service makes way.
    expect(feed.calendarDates).toContainEqual({ serviceId: 'SATURDAY', date: 20261226, exceptionType: 2 });
    expect(feed.calendarDates.every((d) => d.serviceId === 'SUNDAY' || d.exceptionType === 2)).toBe(true);
  });

  it('pairs the bus stops at stations with a walking transfer', () => {
    expect(feed.transfers).toContainEqual({
      fromStopId: 'db:901872',
      toStopId: 'db:8400698',
      transferType: 2,
      minTransferTime: 180,
    });
  });
});

describe('DEMO_REGION_META', () => {
  it('says it is a demo and covers every stop with a margin', () => {
    expect(DEMO_REGION_META.demo).toBe(true);
    const [minLon, minLat, maxLon, maxLat] = DEMO_REGION_META.bbox;
    for (const s of DEMO_STOPS) {
      expect(s.lon - minLon).toBeGreaterThan(0.07);
      expect(maxLon - s.lon).toBeGreaterThan(0.07);
      expect(s.lat - minLat).toBeGreaterThan(0.044);
      expect(maxLat - s.lat).toBeGreaterThan(0.044);
    }
    expect(DEMO_REGION_META.sources.map((s) => s.name).join(' ')).toMatch(/niet de echte dienstregeling/);
  });
});

describe('dutchPublicHolidays', () => {
  it('knows Easter-based holidays and moves Koningsdag off a Sunday', () => {
    expect(dutchPublicHolidays(2026)).toEqual([
      20260101, 20260406, 20260427, 20260514, 20260525, 20261225, 20261226,
    ]);
    // 27 April 2025 was a Sunday; Easter was 20 April.
    expect(dutchPublicHolidays(2025)).toEqual([
      20250101, 20250421, 20250426, 20250529, 20250609, 20251225, 20251226,
    ]);
  });
});
