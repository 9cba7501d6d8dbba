import { haversineMeters } from '../geo/distance.js';
import type { Timetable } from '../transit/timetable-model.js';
import { TRANSIT_MODES, type Coordinate } from '../transit/types.js';

/** A place where a shared ride can hand over to public transport (reference §1.3 step 3.3). */
export interface TransferHub {
  /** The stop the transit search starts from or ends at; its platforms nearby come along by footpath. */
  stopId: string;
  label: string;
  lat: number;
  lon: number;
  routes: number;
  rail: boolean;
}

/** A station counts as a hub when a train stops or at least this many routes do. */
export const HUB_MIN_ROUTES = 4;

/**
 * The timetable's hubs: rail stations and stops with many routes. Platforms of one station count
 * together under the station's name; the platform with the most routes stands for the hub.
 */
export function transferHubs(t: Timetable): TransferHub[] {
  const groups = new Map<number, { routes: Set<number>; rail: boolean; best: number; bestRoutes: number }>();
  const rail = TRANSIT_MODES.indexOf('RAIL');
  for (let s = 0; s < t.stopIds.length; s++) {
    const first = t.stopPatternOffset[s]!;
    const last = t.stopPatternOffset[s + 1]!;
    if (first === last) continue;
    const own = new Set<number>();
    for (let k = first; k < last; k++) own.add(t.patternRoute[t.stopPatterns[k]!]!);
    const key = t.stopParent[s]! >= 0 ? t.stopParent[s]! : s;
    const group = groups.get(key) ?? { routes: new Set<number>(), rail: false, best: s, bestRoutes: -1 };
    for (const r of own) {
      group.routes.add(r);
      if (t.routeMode[r] === rail) group.rail = true;
    }
    if (own.size > group.bestRoutes) {
      group.best = s;
      group.bestRoutes = own.size;
    }
    groups.set(key, group);
  }
  const hubs: TransferHub[] = [];
  for (const [key, g] of groups) {
    if (!g.rail && g.routes.size < HUB_MIN_ROUTES) continue;
    hubs.push({
      stopId: t.stopIds[g.best]!,
      label: t.stopNames[key]!,
      lat: t.stopLat[g.best]!,
      lon: t.stopLon[g.best]!,
      routes: g.routes.size,
      rail: g.rail,
    });
  }
  return hubs;
}

/**
 * The hubs worth trying between two places (reference §1.3 step 3.3): inside the ellipse whose foci are
 * the two places and whose semi-major axis is the whole distance between them, nearest to `near` first,
 * none within `spacingMeters` of one already chosen, at most `max`.
 */
export function hubsBetween(
  hubs: readonly TransferHub[],
  from: Coordinate,
  to: Coordinate,
  near: Coordinate,
  options: { max?: number; spacingMeters?: number } = {},
): TransferHub[] {
  const d = (a: Coordinate, b: Coordinate) => haversineMeters(a.lat, a.lon, b.lat, b.lon);
  const reach = 2 * d(from, to);
  const inside = hubs
    .filter((h) => d(h, from) + d(h, to) <= reach)
    .map((h) => ({ h, distance: d(h, near) }))
    .sort((a, b) => a.distance - b.distance);
  const chosen: TransferHub[] = [];
  for (const { h } of inside) {
    if (chosen.length >= (options.max ?? 10)) break;
    if (chosen.some((c) => d(c, h) < (options.spacingMeters ?? 200))) continue;
    chosen.push(h);
  }
  return chosen;
}
