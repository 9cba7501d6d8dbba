import { placeTowns, toLatLon } from '../geography.js';
import type { Random } from '../random.js';
import { Frame, type BBox } from './frame.js';

/**
 * The built-up areas: the transit network's towns (placeTowns, same seed, same draws), each a rotated street
 * lattice clipped to a wobbly disc with parks and water cut out. Where two towns grow into each other, a
 * street point belongs to the one it is relatively nearer (distance over radius), so grids never overlap.
 * The street spacing is fitted so that all towns together hold the asked number of junctions.
 */
export interface TownShape {
  /** placeTowns' index: biggest town first. */
  index: number;
  /** Centre, km on the frame. */
  x: number;
  y: number;
  /** Built-up radius, km. */
  radius: number;
  /** Direction of the street grid, radians. */
  angle: number;
  /** This town's street spacing relative to the network's. */
  density: number;
  /**
   * Wobble: at bearing φ the edge is at radius·(1 + w0 sin 3φ + w1 cos 3φ + w2 sin 2φ + w3 cos 2φ).
   */
  wobble: [number, number, number, number];
  /** Parks and water as (distance, bearing, radius) relative to the town's radius. */
  holeSpec: number[];
  /** The same in km on the frame, (x, y, r) triples; set by settle. */
  holes: number[];
  /** Towns whose area may reach into this one's. */
  neighbours: TownShape[];
  /** km between parallel streets; set by fitSpacing. */
  spacing: number;
}

/** Streets stay this far (km) inside the box so that jitter, bends and roundabouts never leave it. */
export const TOWN_MARGIN = 0.06;
/** Outside this street spacing (km) town radii grow or shrink instead: blocks of 50 to 160 m. */
const MIN_SPACING = 0.05;
const MAX_SPACING = 0.16;
/** How far beyond its radius a town's wobbly edge can reach. */
const REACH = 1.25;

export function layTowns(
  random: Random,
  frame: Frame,
  count: number,
  areaFraction: number,
  window: BBox,
): TownShape[] {
  const towns = placeTowns(random, count, areaFraction);
  // Towns are placed in `window`; a caller's own box gets the same layout stretched onto it.
  const [wMinLon, wMinLat, wMaxLon, wMaxLat] = window;
  const [bMinLon, bMinLat, bMaxLon, bMaxLat] = frame.bbox;
  const radiusScale = Math.sqrt(frame.areaKm2() / new Frame(window).areaKm2());
  return towns.map((town) => {
    const { lat, lon } = toLatLon(town.centre);
    const boxLon = bMinLon + ((lon - wMinLon) / (wMaxLon - wMinLon)) * (bMaxLon - bMinLon);
    const boxLat = bMinLat + ((lat - wMinLat) / (wMaxLat - wMinLat)) * (bMaxLat - bMinLat);
    const holeSpec: number[] = [];
    const holeCount = random.int(0, 1 + Math.floor(town.radius));
    for (let h = 0; h < holeCount; h++) {
      holeSpec.push(random.range(0.3, 0.9), random.range(0, 2 * Math.PI), random.range(0.04, 0.1));
    }
    return {
      index: town.index,
      x: frame.x(Math.min(bMaxLon, Math.max(bMinLon, boxLon))),
      y: frame.y(Math.min(bMaxLat, Math.max(bMinLat, boxLat))),
      radius: town.radius * radiusScale,
      angle: random.range(0, Math.PI / 2),
      density: random.range(0.9, 1.1),
      wobble: [
        random.range(-0.09, 0.09),
        random.range(-0.09, 0.09),
        random.range(-0.06, 0.06),
        random.range(-0.06, 0.06),
      ],
      holeSpec,
      holes: [],
      neighbours: [],
      spacing: NaN,
    };
  });
}

/**
 * Scale the towns so that `junctions` fit at a street spacing between 50 and 160 m (a country-sized
 * network at a million junctions needs none), then place their holes and find overlapping neighbours.
 */
export function fitRadii(towns: TownShape[], junctions: number): void {
  let area = 0;
  for (const t of towns) area += Math.PI * t.radius ** 2;
  const spacing = Math.sqrt(area / junctions);
  const k = Math.min(MAX_SPACING, Math.max(MIN_SPACING, spacing)) / spacing;
  for (const t of towns) {
    t.radius *= k;
    t.holes = [];
    for (let h = 0; h < t.holeSpec.length; h += 3) {
      const [d, bearing, r] = t.holeSpec.slice(h, h + 3) as [number, number, number];
      t.holes.push(
        t.x + d * t.radius * Math.cos(bearing),
        t.y + d * t.radius * Math.sin(bearing),
        r * t.radius,
      );
    }
  }
  for (const t of towns) {
    t.neighbours = towns.filter(
      (u) => u !== t && Math.hypot(u.x - t.x, u.y - t.y) < REACH * (u.radius + t.radius),
    );
  }
}

/** Whether the street point (x, y) belongs to town t. */
export function owns(frame: Frame, t: TownShape, x: number, y: number): boolean {
  const dx = x - t.x;
  const dy = y - t.y;
  const r2 = dx * dx + dy * dy;
  if (r2 > 0) {
    const r = Math.sqrt(r2);
    const c = dx / r;
    const s = dy / r;
    const [w0, w1, w2, w3] = t.wobble;
    const edge =
      t.radius *
      (1 +
        w0 * (3 * s - 4 * s * s * s) +
        w1 * (4 * c * c * c - 3 * c) +
        w2 * 2 * s * c +
        w3 * (c * c - s * s));
    if (r > edge) return false;
  }
  if (!frame.contains(x, y, TOWN_MARGIN)) return false;
  const holes = t.holes;
  for (let h = 0; h < holes.length; h += 3) {
    const hx = x - holes[h]!;
    const hy = y - holes[h + 1]!;
    if (hx * hx + hy * hy < holes[h + 2]! ** 2) return false;
  }
  for (const u of t.neighbours) {
    const ux = x - u.x;
    const uy = y - u.y;
    const mine = r2 * u.radius * u.radius;
    const theirs = (ux * ux + uy * uy) * t.radius * t.radius;
    if (theirs < mine || (theirs === mine && u.index < t.index)) return false;
  }
  return true;
}

/** Half the lattice's width in cells: enough to cover the town's wobbly edge. */
export function latticeHalf(t: TownShape): number {
  return Math.ceil((REACH * t.radius) / t.spacing) + 1;
}

/** The street point of lattice cell (i, j) before jitter, km on the frame. */
export function cellX(t: TownShape, i: number, j: number): number {
  return t.x + t.spacing * (Math.cos(t.angle) * i - Math.sin(t.angle) * j);
}

export function cellY(t: TownShape, i: number, j: number): number {
  return t.y + t.spacing * (Math.sin(t.angle) * i + Math.cos(t.angle) * j);
}

function countCells(frame: Frame, towns: readonly TownShape[]): number {
  let count = 0;
  for (const t of towns) {
    const half = latticeHalf(t);
    const reach2 = (REACH * t.radius) ** 2;
    let own = 0;
    for (let j = -half; j <= half; j++) {
      for (let i = -half; i <= half; i++) {
        if ((i * i + j * j) * t.spacing * t.spacing > reach2) continue;
        if (owns(frame, t, cellX(t, i, j), cellY(t, i, j))) own++;
      }
    }
    count += Math.max(1, own);
  }
  return count;
}

/**
 * The street spacing at which the towns hold about `junctions` lattice points. Points per town go with
 * 1/spacing², so a few corrections by the square root of the miss converge to well within a percent.
 */
export function fitSpacing(frame: Frame, towns: readonly TownShape[], junctions: number): void {
  let area = 0;
  for (const t of towns) area += Math.PI * t.radius ** 2;
  let spacing = Math.sqrt(area / junctions);
  for (let pass = 0; pass < 3; pass++) {
    for (const t of towns) t.spacing = spacing * t.density;
    spacing *= Math.sqrt(countCells(frame, towns) / junctions);
  }
  for (const t of towns) t.spacing = spacing * t.density;
}
