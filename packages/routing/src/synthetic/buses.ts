/**
 * The synthetic network's buses: regional lines between neighbouring towns through the centres of the
 * towns on the way (every town linked, the network connected), and town lines through the centre.
 */
import { distanceKm, type Point } from './geography.js';
import { crossTown, makeTwoWayLine } from './lines.js';
import { alongPolyline, bend, type Line, type StopRegistry } from './network-builder.js';
import type { Random } from './random.js';

interface BusPlan {
  from: number;
  /** Same as `from` for an urban line. */
  to: number;
  stops: number;
}

export function addBuses(
  random: Random,
  registry: StopRegistry,
  lines: Line[],
  count: number,
  stopTarget: number,
  railTowns: number[][],
): void {
  const { towns } = registry;
  const plans: BusPlan[] = [];
  const nearest = (t: number, among: (u: number) => boolean): number[] =>
    towns
      .map((u) => u.index)
      .filter((u) => u !== t && among(u))
      .sort(
        (x, y) =>
          distanceKm(towns[t]!.centre, towns[x]!.centre) - distanceKm(towns[t]!.centre, towns[y]!.centre),
      );
  const regionalStops = (a: number, b: number): number =>
    Math.round(
      Math.min(40, Math.max(10, distanceKm(towns[a]!.centre, towns[b]!.centre) / 1.1 + 2)) +
        random.normal() * 2,
    );
  // Every town links to its nearest bigger town (or, when that is far, its nearest town), and then the
  // closest pair of towns joins each part of the network that the trains and these links leave apart.
  const component = towns.map((t) => t.index);
  const root = (t: number): number => (component[t] === t ? t : (component[t] = root(component[t]!)));
  const join = (a: number, b: number): void => void (component[root(a)] = root(b));
  for (const calls of railTowns) calls.forEach((t, i) => i > 0 && join(calls[i - 1]!, t));
  const link = (from: number, to: number): void => {
    plans.push({ from, to, stops: regionalStops(from, to) });
    join(from, to);
  };
  for (let t = 1; t < towns.length && plans.length < Math.floor(count * 0.45); t++) {
    const bigger = nearest(t, (u) => u < t)[0]!;
    link(t, distanceKm(towns[t]!.centre, towns[bigger]!.centre) <= 40 ? bigger : nearest(t, () => true)[0]!);
  }
  for (;;) {
    let best: [number, number] | undefined;
    for (const a of towns) {
      if (root(a.index) === root(0)) continue;
      for (const b of towns) {
        if (root(b.index) === root(a.index)) continue;
        if (
          !best ||
          distanceKm(a.centre, b.centre) < distanceKm(towns[best[0]]!.centre, towns[best[1]]!.centre)
        ) {
          best = [a.index, b.index];
        }
      }
    }
    if (!best || plans.length >= count) break;
    link(best[0], best[1]);
  }
  const extraRegional = Math.floor(count * 0.3);
  for (let k = 0; k < extraRegional && plans.length < count; k++) {
    const from = random.weighted(towns.map((t) => Math.sqrt(t.weight)));
    const near = nearest(from, () => true);
    const to = random.pick(
      near
        .filter((u) => distanceKm(towns[from]!.centre, towns[u]!.centre) <= 45)
        .slice(0, 6)
        .concat(near.slice(0, 1)),
    );
    plans.push({ from, to, stops: regionalStops(from, to) });
  }
  while (plans.length < count) {
    const town = random.weighted(towns.map((t) => t.weight));
    plans.push({
      from: town,
      to: town,
      stops: random.int(10, 16) + Math.round(8 * Math.sqrt(towns[town]!.weight) * random.next()),
    });
  }
  // Scale the lengths so the new stops meet the target: each line adds its stops less the shared hubs.
  const touched = new Map<number, number>();
  for (const p of plans) for (const t of new Set([p.from, p.to])) touched.set(t, (touched.get(t) ?? 0) + 1);
  let hubsToCome = 0;
  for (const [t, n] of touched) hubsToCome += Math.max(0, Math.min(registry.hubCount(t), n));
  const budget = Math.max(
    plans.length * 8,
    stopTarget - registry.stops.length - Math.max(0, hubsToCome - registry.hubsCreated()),
  );
  const lengths = (f: number): number[] =>
    plans.map((p) => Math.min(40, Math.max(10, Math.round(p.stops * f))));
  const newStops = (ls: number[]): number =>
    ls.reduce((s, l, i) => s + l - (plans[i]!.from === plans[i]!.to ? 1 : 2), 0);
  let f = 1;
  for (let k = 0; k < 4; k++) f *= budget / newStops(lengths(f));
  const ls = lengths(f);

  plans.forEach((plan, i) => {
    const stops = ls[i]!;
    const urban = plan.from === plan.to;
    const a = towns[plan.from]!;
    const b = towns[plan.to]!;
    let ids: number[];
    let points: Point[];
    if (urban) {
      points = alongPolyline(crossTown(random, a, (stops - 1) * random.range(0.3, 0.45)), stops);
      let centre = 0;
      points.forEach((p, k) => {
        if (distanceKm(p, a.centre) < distanceKm(points[centre]!, a.centre)) centre = k;
      });
      const hub = random.int(0, registry.hubCount(a.index) - 1);
      ids = points.map((p, k) =>
        k === centre ? registry.hub(a.index, hub) : registry.add('B', registry.streetName(a.index), p),
      );
      points[centre] = registry.hubPoint(a.index, hub);
    } else {
      // Through the centres of the towns near the way.
      const via = towns
        .filter((t) => t !== a && t !== b)
        .map((t) => ({ t, ...project(a.centre, b.centre, t.centre) }))
        .filter((v) => v.along > 0.05 && v.along < 0.95 && v.across < 1.2)
        .sort((x, y) => x.along - y.along)
        .slice(0, Math.max(0, Math.floor(stops / 4)));
      const hubA = random.int(0, registry.hubCount(a.index) - 1);
      const hubB = random.int(0, registry.hubCount(b.index) - 1);
      const viaHubs = via.map((v) => random.int(0, registry.hubCount(v.t.index) - 1));
      const waypoints = [
        registry.hubPoint(a.index, hubA),
        ...via.map((v, k) => registry.hubPoint(v.t.index, viaHubs[k]!)),
        registry.hubPoint(b.index, hubB),
      ];
      points = alongPolyline(bend(random, waypoints, 0.08), stops);
      const fixed = new Map<number, { town: number; hub: number }>([
        [0, { town: a.index, hub: hubA }],
        [stops - 1, { town: b.index, hub: hubB }],
      ]);
      via.forEach((v, k) => {
        let at = -1;
        points.forEach((p, j) => {
          if (!fixed.has(j) && (at < 0 || distanceKm(p, v.t.centre) < distanceKm(points[at]!, v.t.centre)))
            at = j;
        });
        if (at > 0 && at < stops - 1) fixed.set(at, { town: v.t.index, hub: viaHubs[k]! });
      });
      ids = points.map((p, k) => {
        const hub = fixed.get(k);
        if (hub) {
          points[k] = registry.hubPoint(hub.town, hub.hub);
          return registry.hub(hub.town, hub.hub);
        }
        return registry.add('B', registry.streetName(k < stops / 2 ? a.index : b.index), p);
      });
    }
    const kmh = urban ? random.range(20, 26) : random.range(30, 45);
    const weight = Math.max(a.weight, b.weight);
    // Headways by town size; long regional lines run half-hourly at best.
    const headways = urban
      ? weight >= 0.25
        ? [10, 15, 30]
        : weight >= 0.05
          ? [10, 15, 30]
          : weight >= 0.015
            ? [15, 30, 60]
            : [30, 60]
      : stops >= 25
        ? [30, 60]
        : [15, 30, 60];
    const initial = urban
      ? weight >= 0.25
        ? 10
        : weight >= 0.05
          ? 15
          : weight >= 0.015
            ? 30
            : 60
      : weight >= 0.1
        ? 30
        : 60;
    const number = i + 1;
    lines.push(
      makeTwoWayLine(
        random,
        {
          routeId: `B${number}`,
          agencyId: 'BUS',
          shortName: String(number),
          longName: urban ? `${a.name} stadsdienst` : `${a.name} – ${b.name}`,
          type: 3,
          headways,
        },
        ids,
        points,
        kmh,
        1.25,
        initial,
      ),
    );
  });
}

/** Where `p` lies along the segment a→b (0…1) and how far from it, in km. */
function project(a: Point, b: Point, p: Point): { along: number; across: number } {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  const along = ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  const across = Math.abs((p.x - a.x) * dy - (p.y - a.y) * dx) / Math.sqrt(len2);
  return { along, across };
}
