import type { Random } from '../random.js';
import { CAR_BOTH, type RoadBuilder } from './builder.js';
import { bentRoad, shapeCount } from './curves.js';
import type { Frame } from './frame.js';
import { links } from './links.js';
import type { NameTable } from './names.js';
import type { TownStreets } from './streets.js';
import { TOWN_MARGIN, type TownShape } from './towns.js';

/**
 * Provincial roads (60–80 km/h) between neighbouring towns, from a main street at one town's edge to one at
 * the other's, bending gently, with a crossroads every kilometre or so where country lanes (60 km/h) lead
 * off to farms and hamlets.
 */

const JUNCTION_KM = 1.2;
const SECOND_LANE = 0.35;
/** Lane nodes per crossroads: one or two lanes of one or two stretches each. */
const NODES_PER_JUNCTION = 1 + (1 + SECOND_LANE) * 1.5;

export function planRegional(towns: readonly TownShape[]): [number, number][] {
  return links(
    towns.map((t) => t.x),
    towns.map((t) => t.y),
    { near: 3, maxKm: 25, detour: 1.15, minAngle: 0.45 },
  );
}

function openKm(towns: readonly TownShape[], [a, b]: readonly [number, number]): number {
  const ta = towns[a]!;
  const tb = towns[b]!;
  return Math.max(0, 1.05 * (Math.hypot(ta.x - tb.x, ta.y - tb.y) - ta.radius - tb.radius));
}

/**
 * km between crossroads: about 1.2, but sparser where a few junctions are spread over a vast box, so the
 * countryside never takes more than a quarter of them.
 */
export function crossroadsSpacing(
  towns: readonly TownShape[],
  pairs: readonly [number, number][],
  junctions: number,
): number {
  let total = 0;
  for (const pair of pairs) total += openKm(towns, pair);
  return Math.max(JUNCTION_KM, (total * NODES_PER_JUNCTION) / (0.25 * junctions));
}

/** Junctions the provincial roads will add, about: crossroads on the open road between town edges. */
export function regionalNodeEstimate(
  towns: readonly TownShape[],
  pairs: readonly [number, number][],
  spacing: number,
): number {
  let count = 0;
  for (const pair of pairs) count += Math.floor(openKm(towns, pair) / spacing) * NODES_PER_JUNCTION;
  return count;
}

/** The point a road from town t towards (x, y) sets out from, just beyond the town's edge. */
export function gate(t: TownShape, x: number, y: number): { x: number; y: number } {
  const d = Math.hypot(x - t.x, y - t.y) || 1;
  return { x: t.x + ((x - t.x) / d) * t.radius * 1.3, y: t.y + ((y - t.y) / d) * t.radius * 1.3 };
}

/**
 * What the roads between towns (provincial roads and motorways) are drawn with: the network being built,
 * the random draws, the road names, the frame, and the towns with their streets to attach to.
 */
export interface BetweenTowns {
  b: RoadBuilder;
  random: Random;
  names: NameTable;
  frame: Frame;
  towns: readonly TownShape[];
  streets: readonly TownStreets[];
}

export function buildRegional(
  between: BetweenTowns,
  pairs: readonly [number, number][],
  spacing: number,
): void {
  const { b, random, names, frame, towns, streets } = between;
  pairs.forEach(([a, c], k) => {
    const ta = towns[a]!;
    const tc = towns[c]!;
    const ga = gate(ta, tc.x, tc.y);
    const gc = gate(tc, ta.x, ta.y);
    const from = streets[a]!.attach(ga.x, ga.y);
    const to = streets[c]!.attach(gc.x, gc.y);
    const speed = random.pick([60, 70, 80, 80]);
    countryRoad(b, random, names, frame, from, to, speed, names.provincial(k), spacing);
  });
}

/**
 * A two-way road from one junction to another along a bent curve, shape points every 250 m or so; with
 * `junctionKm` > 0, crossroads with country lanes about that far apart.
 */
export function countryRoad(
  b: RoadBuilder,
  random: Random,
  names: NameTable,
  frame: Frame,
  from: number,
  to: number,
  speed: number,
  name: number,
  junctionKm: number,
): void {
  const curve = bentRoad(random, frame, TOWN_MARGIN, b.x(from), b.y(from), b.x(to), b.y(to), 0.12);
  const length = curve.length();
  const crossroads = junctionKm > 0 ? Math.floor(length / junctionKm) : 0;
  let previous = from;
  let previousT = 0;
  for (let k = 1; k <= crossroads + 1; k++) {
    const t = k <= crossroads ? (k + random.range(-0.3, 0.3)) / (crossroads + 1) : 1;
    const node = k <= crossroads ? b.addNode(curve.x(t), curve.y(t)) : to;
    const points = shapeCount(length * (t - previousT), 0.25, 1, 8);
    for (let q = 1; q <= points; q++) {
      const tq = previousT + ((t - previousT) * q) / (points + 1);
      b.addShape(curve.x(tq), curve.y(tq));
    }
    b.addEdge(previous, node, speed, CAR_BOTH, 1, name);
    if (k <= crossroads) {
      const right = curve.right(t);
      const side = random.chance(0.5) ? 1 : -1;
      lane(b, random, names, frame, node, Math.atan2(right.y * side, right.x * side));
      if (random.chance(SECOND_LANE))
        lane(b, random, names, frame, node, Math.atan2(-right.y * side, -right.x * side));
    }
    previous = node;
    previousT = t;
  }
}

/** A dead-end country lane of one or two stretches, wandering off at about `heading`. */
function lane(
  b: RoadBuilder,
  random: Random,
  names: NameTable,
  frame: Frame,
  start: number,
  heading: number,
): void {
  const name = names.lane(random);
  const stretches = random.int(1, 2);
  let direction = heading + random.range(-0.5, 0.5);
  let at = start;
  for (let n = 0; n < stretches; n++) {
    const length = random.range(0.25, 0.6);
    direction += random.range(-0.3, 0.3);
    const x = b.x(at) + length * Math.cos(direction);
    const y = b.y(at) + length * Math.sin(direction);
    const wobble = random.range(-0.06, 0.06) * length;
    if (!frame.contains(x, y, TOWN_MARGIN)) return;
    b.addShape(
      (b.x(at) + x) / 2 - wobble * Math.sin(direction),
      (b.y(at) + y) / 2 + wobble * Math.cos(direction),
    );
    const next = b.addNode(x, y);
    b.addEdge(at, next, 60, CAR_BOTH, 1, name);
    at = next;
  }
}
