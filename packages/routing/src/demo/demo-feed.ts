/**
 * The demo region: the app's embedded default when no real region was imported. Real stop coordinates
 * (db-hafas-stations, and village centres from GeoNames where the package has no bus stop) with the
 * hand-written demo timetable of demo-timetable.ts, which is not the real timetable and is labelled as
 * such wherever sources are named.
 */
import type {
  GtfsCalendar,
  GtfsCalendarDate,
  GtfsFeed,
  GtfsRoute,
  GtfsStop,
  GtfsTransfer,
  GtfsTrip,
} from '../gtfs/feed.js';
import { StopTimesBuilder } from '../gtfs/stop-times-builder.js';
import type { RegionMeta } from '../region/region.js';
import { DEMO_STOPS } from './demo-stops.js';
import { DEMO_LINES, type DayType, type DemoLine, type ServicePattern } from './demo-timetable.js';
import { dutchPublicHolidays, weekdayOf } from './holidays.js';

/** The demo region's description: a region's, whose drives and walks are always estimated. */
export interface DemoRegionMeta extends RegionMeta {
  roads: 'estimated';
}

export const DEMO_AGENCY_ID = 'DEMO';

/** Service ids and their weekday masks (bit 0 Monday … bit 6 Sunday). */
const SERVICES: Record<DayType, { serviceId: string; weekdays: number }> = {
  weekday: { serviceId: 'WEEKDAY', weekdays: 0b0011111 },
  saturday: { serviceId: 'SATURDAY', weekdays: 0b0100000 },
  sunday: { serviceId: 'SUNDAY', weekdays: 0b1000000 },
};
const DAY_TYPES: readonly DayType[] = ['weekday', 'saturday', 'sunday'];
const VALID_FROM = 20240101;
const VALID_UNTIL = 20351231;
/** Years whose public holidays get a Sunday service. */
const HOLIDAY_YEARS = [2026, 2027];

/**
 * Bus stops next to a railway station, with the walk between them (seconds): the demo stops come from
 * different DB records, so without these a bus–train change there would not be found.
 */
const STATION_WALKS: readonly [string, string, number][] = [
  ['368140', '8400045', 120], // Aalten Station (bus) – Aalten
  ['901872', '8400698', 180], // Winterswijk Busstation – Winterswijk
];

/** The feed's stop_id of a demo stop: `db:<DB id>`; a village centre's `geonames:` id is one already. */
export const stopIdOf = (id: string): string => (id.startsWith('geonames:') ? id : `db:${id}`);

export function buildDemoFeed(): GtfsFeed {
  const stops: GtfsStop[] = DEMO_STOPS.map((s) => ({
    stopId: stopIdOf(s.id),
    name: s.name,
    lat: s.lat,
    lon: s.lon,
    locationType: 0,
  }));
  const stopIndex = new Map(stops.map((s, i) => [s.stopId, i]));
  const stopNames = new Map(DEMO_STOPS.map((s) => [s.id, s.name]));

  const routes: GtfsRoute[] = [];
  const trips: GtfsTrip[] = [];
  const stopTimes = new StopTimesBuilder(16_384);

  for (const line of DEMO_LINES) {
    const routeId = `demo-${line.shortName}`;
    routes.push({
      routeId,
      agencyId: DEMO_AGENCY_ID,
      shortName: line.shortName,
      longName: line.longName,
      type: line.routeType,
    });
    for (const direction of [0, 1] as const) {
      const stopIds = direction === 0 ? [...line.stops] : [...line.stops].reverse();
      const runs = direction === 0 ? [...line.runMinutes] : [...line.runMinutes].reverse();
      const pattern: ServicePattern = direction === 0 ? line.outward : line.back;
      const headsign = stopNames.get(stopIds[stopIds.length - 1]!)!;
      for (const dayType of DAY_TYPES) {
        for (const departure of departures(pattern, dayType)) {
          const tripIndex = trips.length;
          trips.push({
            tripId: `${line.shortName}-${direction === 0 ? 'heen' : 'terug'}-${dayType}-${hhmm(departure)}`,
            routeId,
            serviceId: SERVICES[dayType].serviceId,
            headsign,
            directionId: direction,
          });
          pushTripTimes(stopTimes, tripIndex, stopIds, runs, line, departure, stopIndex);
        }
      }
    }
  }

  const calendars: GtfsCalendar[] = DAY_TYPES.map((dayType) => ({
    ...SERVICES[dayType],
    startDate: VALID_FROM,
    endDate: VALID_UNTIL,
  }));

  const transfers: GtfsTransfer[] = STATION_WALKS.flatMap(([a, b, seconds]) => [
    { fromStopId: stopIdOf(a), toStopId: stopIdOf(b), transferType: 2, minTransferTime: seconds },
    { fromStopId: stopIdOf(b), toStopId: stopIdOf(a), transferType: 2, minTransferTime: seconds },
  ]);

  return {
    agencies: [
      {
        agencyId: DEMO_AGENCY_ID,
        name: 'Demo-dienstregeling Achterhoek',
        url: 'https://github.com',
        timezone: 'Europe/Amsterdam',
      },
    ],
    stops,
    routes,
    trips,
    stopTimes: stopTimes.finish(),
    calendars,
    calendarDates: holidayCalendarDates(),
    transfers,
    frequencies: [],
    shapes: [],
  };
}

/** Departure times (seconds of the service day) from the first stop on one day type. */
function departures(pattern: ServicePattern, dayType: DayType): number[] {
  const out: number[] = [];
  for (const { first, last, everyMinutes } of pattern[dayType] ?? []) {
    for (let t = parseClock(first); t <= parseClock(last); t += everyMinutes * 60) out.push(t);
  }
  return out;
}

function pushTripTimes(
  builder: StopTimesBuilder,
  tripIndex: number,
  stopIds: readonly string[],
  runMinutes: readonly number[],
  line: DemoLine,
  departure: number,
  stopIndex: ReadonlyMap<string, number>,
): void {
  let time = departure;
  stopIds.forEach((id, i) => {
    const index = stopIndex.get(stopIdOf(id));
    if (index === undefined)
      throw new Error(`Demo line ${line.shortName}: stop ${id} is not in demo-stops.json`);
    const arrival = i === 0 ? departure : time + runMinutes[i - 1]! * 60;
    const isLast = i === stopIds.length - 1;
    const leave = i === 0 || isLast ? arrival : arrival + line.dwellMinutes * 60;
    builder.push({ tripIndex, stopIndex: index, stopSequence: i + 1, arrival, departure: leave });
    time = leave;
  });
}

/** On public holidays the day's own service stops and the Sunday service runs instead. */
function holidayCalendarDates(): GtfsCalendarDate[] {
  const out: GtfsCalendarDate[] = [];
  for (const date of HOLIDAY_YEARS.flatMap(dutchPublicHolidays)) {
    const weekday = weekdayOf(date);
    if (weekday === 6) continue;
    const regular = weekday === 5 ? SERVICES.saturday : SERVICES.weekday;
    out.push({ serviceId: regular.serviceId, date, exceptionType: 2 });
    out.push({ serviceId: SERVICES.sunday.serviceId, date, exceptionType: 1 });
  }
  return out;
}

/** 'HH:MM' → seconds; hours may be 24 or more for trips after midnight. */
export function parseClock(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match) throw new Error(`Not a HH:MM time: ${clock}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60;
}

function hhmm(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
}

/** The stops' extent plus about 5 km on each side, rounded outwards to 0.001°. */
function demoBbox(): [number, number, number, number] {
  const lats = DEMO_STOPS.map((s) => s.lat);
  const lons = DEMO_STOPS.map((s) => s.lon);
  const padLat = 5 / 111.32;
  const padLon = 5 / (111.32 * Math.cos((52 * Math.PI) / 180));
  const down = (x: number) => Math.floor(x * 1000) / 1000;
  const up = (x: number) => Math.ceil(x * 1000) / 1000;
  return [
    down(Math.min(...lons) - padLon),
    down(Math.min(...lats) - padLat),
    up(Math.max(...lons) + padLon),
    up(Math.max(...lats) + padLat),
  ];
}

export const DEMO_REGION_META: DemoRegionMeta = {
  name: 'Achterhoek (demo)',
  demo: true,
  bbox: demoBbox(),
  builtAt: '2026-11-21T00:00:00Z',
  sources: [
    {
      name: 'db-hafas-stations (haltes en stations)',
      licence: 'CC BY 4.0 (DB InfraGO) en ODbL (OpenStreetMap-bijdragers)',
      url: 'https://github.com/derhuerst/db-hafas-stations',
    },
    {
      name: 'GeoNames (demohaltes in dorpscentra)',
      licence: 'CC BY 4.0',
      url: 'https://www.geonames.org',
    },
    { name: 'Demo-dienstregeling (zelf geschreven, niet de echte dienstregeling)', licence: 'CC0' },
  ],
  // No road network can be downloaded offline: drives and walks are estimated, and the about page says so.
  roads: 'estimated',
};
