import { calendarsBetween, feedFromParts } from '../src/gtfs/feed-parts.js';
import type { GtfsFeed, GtfsStop } from '../src/gtfs/feed.js';
import { StopTimesBuilder } from '../src/gtfs/stop-times-builder.js';

/** Four stops on a line through the Achterhoek, 1–3 km apart: walking between them is not an option. */
export const LINE_STOPS: GtfsStop[] = [
  { stopId: 'WW', name: 'Winterswijk', lat: 51.967654, lon: 6.715404, locationType: 0, platformCode: '1' },
  { stopId: 'AA', name: 'Aalten', lat: 51.92134, lon: 6.578534, locationType: 0 },
  { stopId: 'VV', name: 'Varsseveld', lat: 51.94, lon: 6.46, locationType: 0 },
  { stopId: 'DT', name: 'Doetinchem', lat: 51.958362, lon: 6.294481, locationType: 0, platformCode: '2' },
  { stopId: 'XX', name: 'Nergens', lat: 52.0, lon: 6.4, locationType: 0 },
];

export interface LineTrip {
  id: string;
  service: string;
  /** GTFS times in seconds, one per stop of `stops`. */
  times: number[];
  stops?: string[];
}

const hms = (h: number, m = 0) => h * 3600 + m * 60;
export { hms };

/** A feed with one route over the line stops and the given trips and calendars. */
export function lineFeed(trips: LineTrip[], extra: Partial<GtfsFeed> = {}): GtfsFeed {
  const stops = extra.stops ?? LINE_STOPS;
  const stopIndex = new Map(stops.map((s, i) => [s.stopId, i]));
  const builder = new StopTimesBuilder();
  trips.forEach((trip, t) => {
    const tripStops = trip.stops ?? ['WW', 'AA', 'VV', 'DT'];
    tripStops.forEach((id, i) => {
      builder.push({
        tripIndex: t,
        stopIndex: stopIndex.get(id)!,
        stopSequence: i,
        arrival: trip.times[i]!,
        departure: trip.times[i]!,
      });
    });
  });
  return feedFromParts({
    agencies: [{ agencyId: 'DEMO', name: 'Proef', url: 'https://example.org', timezone: 'Europe/Amsterdam' }],
    stops,
    routes: [
      { routeId: 'L', agencyId: 'DEMO', shortName: 'T1', longName: 'Winterswijk–Doetinchem', type: 2 },
    ],
    trips: trips.map((t) => ({ tripId: t.id, routeId: 'L', serviceId: t.service, headsign: 'Doetinchem' })),
    stopTimes: builder.finish(),
    calendars: calendarsBetween(20260101, 20271231, { WD: 0b0011111, DAILY: 0b1111111 }),
    ...extra,
  });
}
