import { calendarsBetween, feedFromParts } from '../src/gtfs/feed-parts.js';
import type { GtfsFeed, GtfsStop, GtfsTrip } from '../src/gtfs/feed.js';
import { StopTimesBuilder } from '../src/gtfs/stop-times-builder.js';

/** A small seeded generator (mulberry32), so every failing case can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomFeedOptions {
  stops: number;
  routes: number;
  /** Span of the stops' box in degrees; small boxes give many footpaths. */
  span: number;
}

/**
 * A random but valid feed around Winterswijk: routes over random stop sequences, trips with uneven
 * running times (so some overtake and the builder must split patterns), times past midnight, three
 * services with weekday masks and calendar exceptions, and the odd stop where boarding or alighting is
 * not allowed. One stop is served by no trip at all.
 */
export function randomFeed(seed: number, options: RandomFeedOptions): GtfsFeed {
  const rnd = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const stops: GtfsStop[] = [];
  for (let i = 0; i < options.stops; i++) {
    stops.push({
      stopId: `S${i}`,
      name: `Halte ${i}`,
      lat: 51.95 + rnd() * options.span,
      lon: 6.7 + rnd() * options.span * 1.6,
      locationType: 0,
    });
  }
  stops.push({ stopId: 'LONELY', name: 'Halte zonder ritten', lat: 51.96, lon: 6.71, locationType: 0 });
  const routes = Array.from({ length: options.routes }, (_, i) => ({
    routeId: `R${i}`,
    agencyId: 'A',
    shortName: `${i}`,
    longName: `Lijn ${i}`,
    type: [3, 3, 2, 0, 4][i % 5]!,
  }));
  const trips: GtfsTrip[] = [];
  const builder = new StopTimesBuilder();
  const services = ['WD', 'SA', 'ALL'];
  for (let r = 0; r < options.routes; r++) {
    const length = int(3, Math.min(9, options.stops));
    const sequence: number[] = [];
    while (sequence.length < length) {
      const s = int(0, options.stops - 1);
      if (!sequence.includes(s)) sequence.push(s);
    }
    const noPickup = rnd() < 0.3 ? int(1, length - 2) : -1;
    const noDropOff = rnd() < 0.3 ? int(1, length - 2) : -1;
    const headway = int(10, 90) * 60;
    const first = int(4 * 60, 9 * 60) * 60;
    const last = int(22 * 60, 26 * 60 + 30) * 60;
    for (let start = first; start <= last; start += headway + int(-5, 5) * 60) {
      const tripIndex = trips.length;
      trips.push({ tripId: `T${tripIndex}`, routeId: `R${r}`, serviceId: services[int(0, 2)]! });
      let t = start;
      sequence.forEach((stop, i) => {
        const dwell = i === 0 ? 0 : int(0, 2) * 60;
        builder.push({
          tripIndex,
          stopIndex: stop,
          stopSequence: i + 1,
          arrival: t,
          departure: t + dwell,
          pickupType: i === noPickup ? 1 : 0,
          dropOffType: i === noDropOff ? 1 : 0,
        });
        t += dwell + int(2, 12) * 60;
      });
    }
  }
  return feedFromParts({
    agencies: [
      { agencyId: 'A', name: 'Proefvervoer', url: 'https://example.org', timezone: 'Europe/Amsterdam' },
    ],
    stops,
    routes,
    trips,
    stopTimes: builder.finish(),
    calendars: calendarsBetween(20260101, 20261231, { WD: 0b0011111, SA: 0b0100000, ALL: 0b1111111 }),
    calendarDates: [
      { serviceId: 'WD', date: 20260330, exceptionType: 2 },
      { serviceId: 'SA', date: 20260330, exceptionType: 1 },
      { serviceId: 'ALL', date: 20261026, exceptionType: 2 },
      { serviceId: 'WD', date: 20261025, exceptionType: 1 },
    ],
  });
}
