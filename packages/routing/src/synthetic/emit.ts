/** The synthetic network's lines and stops as a GTFS feed: routes, trips and columnar stop times. */
import { calendarsBetween, feedFromParts } from '../gtfs/feed-parts.js';
import type { GtfsFeed, GtfsRoute, GtfsTrip } from '../gtfs/feed.js';
import { StopTimesBuilder } from '../gtfs/stop-times-builder.js';
import type { Line, StopRegistry } from './network-builder.js';
import { isShort, lineDepartures, shortLength } from './service.js';

const AGENCIES = [
  { agencyId: 'RAIL', name: 'Synthetische Spoorwegen', url: 'https://example.org/spoor' },
  { agencyId: 'CITY', name: 'Stadsvervoer Synthetisch', url: 'https://example.org/stad' },
  { agencyId: 'BUS', name: 'Streekvervoer Synthetisch', url: 'https://example.org/streek' },
  { agencyId: 'FERRY', name: 'Veerdiensten Synthetisch', url: 'https://example.org/veer' },
];

export function emit(registry: StopRegistry, lines: Line[]): GtfsFeed {
  const routes: GtfsRoute[] = [];
  const trips: GtfsTrip[] = [];
  const stopTimes = new StopTimesBuilder(1 << 20);
  const { stops } = registry;
  const addTrip = (
    l: Line,
    direction: 0 | 1,
    start: number,
    short: boolean,
    serviceId: string,
    tripId: string,
  ): void => {
    const tripIndex = trips.length;
    const pattern = l.stops[direction];
    // A short working keeps the end of direction 0 (towards the bigger town) and the start of direction 1.
    const n = pattern.length;
    const from = short && direction === 0 ? n - shortLength(l) : 0;
    const to = short && direction === 1 ? shortLength(l) : n;
    const last = stops[pattern[to - 1]!]!;
    trips.push({
      tripId,
      routeId: l.routeId,
      serviceId,
      headsign: last.name.split(',')[0]!,
      directionId: direction,
    });
    const arrival = l.arrival[direction];
    const departure = l.departure[direction];
    const base = start * 60 - departure[from]!;
    for (let k = from; k < to; k++) {
      stopTimes.push({
        tripIndex,
        stopIndex: pattern[k]!,
        stopSequence: k + 1,
        arrival: base + (k === from ? departure[k]! : arrival[k]!),
        departure: base + departure[k]!,
      });
    }
  };
  for (const l of lines) {
    routes.push({
      routeId: l.routeId,
      agencyId: l.agencyId,
      shortName: l.shortName,
      longName: l.longName,
      type: l.type,
    });
    for (const d of [0, 1] as const) {
      lineDepartures(l, d).forEach((t, k) =>
        addTrip(l, d, t, isShort(l, t, k), 'WEEKDAY', `${l.routeId}:${d}:${k + 1}`),
      );
    }
  }
  // The weekend runs every other weekday trip from 07:00.
  for (const l of lines) {
    for (const d of [0, 1] as const) {
      lineDepartures(l, d).forEach((t, k) => {
        if (k % 2 === 0 && t >= 7 * 60)
          addTrip(l, d, t, isShort(l, t, k), 'WEEKEND', `${l.routeId}:${d}:W${k}`);
      });
    }
  }
  return feedFromParts({
    agencies: AGENCIES.map((a) => ({ ...a, timezone: 'Europe/Amsterdam' })),
    stops,
    routes,
    trips,
    stopTimes: stopTimes.finish(),
    calendars: calendarsBetween(20240101, 20351231, { WEEKDAY: 0b0011111, WEEKEND: 0b1100000 }),
  });
}
