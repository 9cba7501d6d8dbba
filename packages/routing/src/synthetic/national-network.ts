import type { GtfsFeed } from '../gtfs/feed.js';
import { addBuses } from './buses.js';
import { emit } from './emit.js';
import { placeTowns } from './geography.js';
import { addCity, addFerries, addRail } from './lines.js';
import { StopRegistry, type Line } from './network-builder.js';
import { Random } from './random.js';
import { schedule } from './service.js';

/**
 * A synthetic public-transport network the size of the Netherlands (at scale 1): about 400 towns of
 * Zipf-like sizes inside the country's outline, a rail network between the larger ones (parent stations
 * with platforms), trams and metros in the five biggest cities, urban and regional buses through the
 * town-centre stops, and a few ferries. One weekday of service (05:30 until past midnight) plus a thinned
 * weekend copy. Pure and deterministic: the same seed and scale give the same feed, byte for byte.
 */

/** A Tuesday inside the calendar, for benchmarks and tests. */
export const SYNTHETIC_QUERY_DATE = 20261124;

/** The sizes at scale 1; trips and stop times count the WEEKDAY service (the thinned weekend adds about half as many again). */
export const SYNTHETIC_TARGETS = {
  stops: 50_000,
  routes: 2_000,
  trips: 150_000,
  stopTimes: 3_000_000,
} as const;

export function generateSyntheticNetwork(options: { seed: number; scale?: number }): GtfsFeed {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  const random = new Random(options.seed);
  const target = {
    stops: SYNTHETIC_TARGETS.stops * scale,
    trips: SYNTHETIC_TARGETS.trips * scale,
    stopTimes: SYNTHETIC_TARGETS.stopTimes * scale,
  };
  const railCount = Math.max(2, Math.round(100 * scale));
  const cityCount = Math.max(1, Math.round(25 * scale));
  const ferryCount = Math.max(1, Math.round(6 * scale));
  const busCount = Math.max(
    3,
    Math.round(SYNTHETIC_TARGETS.routes * scale) - railCount - cityCount - ferryCount,
  );

  const towns = placeTowns(random, Math.max(3, Math.round(400 * scale)), scale);
  const registry = new StopRegistry(random, towns);
  const lines: Line[] = [];
  const railTowns = addRail(random, registry, lines, railCount);
  addCity(random, registry, lines, cityCount);
  addFerries(random, registry, lines, ferryCount);
  addBuses(random, registry, lines, busCount, target.stops, railTowns);
  schedule(random, lines, target.trips, target.stopTimes);
  return emit(registry, lines);
}
