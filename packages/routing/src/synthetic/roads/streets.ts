import type { Random } from '../random.js';
import { CAR_BACKWARD, CAR_BOTH, CAR_FORWARD, CAR_NONE, type RoadBuilder } from './builder.js';
import type { Frame } from './frame.js';
import { layLattice, MAIN, ONE_WAY_BACKWARD, ONE_WAY_FORWARD, PEDESTRIAN, PRESENT } from './lattice.js';
import type { NameTable } from './names.js';
import { cellX, cellY, TOWN_MARGIN, type TownShape } from './towns.js';

/**
 * One town's streets built from its lattice plan: junctions jittered off the lattice, a roundabout as a
 * one-way ring of four nodes, some streets bending a little, and dead-end closes off the town's edge.
 */

const ROUNDABOUT_KM = 0.016;
const OUTWARD: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

export interface TownStreets {
  /** A junction near (x, y), preferring main roads, found walking from there towards the town centre. */
  attach(x: number, y: number): number;
}

export function buildStreets(
  b: RoadBuilder,
  random: Random,
  names: NameTable,
  frame: Frame,
  t: TownShape,
): TownStreets {
  const lattice = layLattice(random, names, frame, t);
  if (!lattice) {
    // Nothing left of the town (a neighbour took it all): one crossroads where it would be.
    const node = b.addNode(t.x, t.y);
    return { attach: () => node };
  }
  const { half, w, cells, kept, east, north, ring, rowName, colName, diagonals, k } = lattice;
  const s = t.spacing;
  const cos = Math.cos(t.angle);
  const sin = Math.sin(t.angle);

  // Junctions; a roundabout is four ring nodes, one per arm (E, N, W, S in lattice terms).
  const node = new Int32Array(cells).fill(-1);
  for (let c = 0; c < cells; c++) {
    if (!kept[c]) continue;
    const x = cellX(t, lattice.i(c), lattice.j(c)) + random.range(-0.15, 0.15) * s;
    const y = cellY(t, lattice.i(c), lattice.j(c)) + random.range(-0.15, 0.15) * s;
    if (!ring[c]) {
      node[c] = b.addNode(x, y);
      continue;
    }
    for (let arm = 0; arm < 4; arm++) {
      const a = t.angle + (arm * Math.PI) / 2;
      const id = b.addNode(x + ROUNDABOUT_KM * Math.cos(a), y + ROUNDABOUT_KM * Math.sin(a));
      if (arm === 0) node[c] = id;
    }
  }
  const end = (c: number, arm: number): number => node[c]! + (ring[c] ? arm : 0);

  const street = (from: number, to: number, state: number, speed: number, name: number): void => {
    // Some streets bend a little: one shape point off the middle.
    if (random.chance(0.15)) {
      const bend = random.range(-0.1, 0.1);
      const dx = b.x(to) - b.x(from);
      const dy = b.y(to) - b.y(from);
      b.addShape((b.x(from) + b.x(to)) / 2 - dy * bend, (b.y(from) + b.y(to)) / 2 + dx * bend);
    }
    let car = CAR_BOTH;
    if (state & PEDESTRIAN) car = CAR_NONE;
    else if (state & ONE_WAY_FORWARD) car = CAR_FORWARD;
    else if (state & ONE_WAY_BACKWARD) car = CAR_BACKWARD;
    b.addEdge(from, to, speed, car, 1, name, car === CAR_BOTH ? 0 : 1);
  };
  for (let c = 0; c < cells; c++) {
    const row = rowName[lattice.j(c) + half]!;
    const col = colName[lattice.i(c) + half]!;
    if (east[c]! & PRESENT) street(end(c, 0), end(c + 1, 2), east[c]!, east[c]! & MAIN ? 50 : 30, row);
    if (north[c]! & PRESENT) street(end(c, 1), end(c + w, 3), north[c]!, north[c]! & MAIN ? 50 : 30, col);
  }
  for (let n = 0; n < diagonals.from.length; n++) {
    street(
      node[diagonals.from[n]!]!,
      node[diagonals.to[n]!]!,
      PRESENT,
      diagonals.speed[n]!,
      diagonals.name[n]!,
    );
  }
  for (let c = 0; c < cells; c++) {
    if (!ring[c]) continue;
    // Anticlockwise, as traffic on the right goes round; one shape point on the arc between arms.
    const cx = (b.x(node[c]!) + b.x(node[c]! + 2)) / 2;
    const cy = (b.y(node[c]!) + b.y(node[c]! + 2)) / 2;
    for (let arm = 0; arm < 4; arm++) {
      const a = t.angle + ((arm + 0.5) * Math.PI) / 2;
      b.addShape(cx + ROUNDABOUT_KM * Math.cos(a), cy + ROUNDABOUT_KM * Math.sin(a));
      b.addEdge(node[c]! + arm, node[c]! + ((arm + 1) % 4), 30, CAR_FORWARD, 1, -1);
    }
  }

  // Closes: short dead ends off the town's edge, named after the street they leave.
  for (let c = 0; c < cells; c++) {
    if (!kept[c] || ring[c] || !random.chance(0.08)) continue;
    const [di, dj] = random.pick(OUTWARD);
    const beyond = lattice.cell(lattice.i(c) + di, lattice.j(c) + dj);
    if (beyond >= 0 && kept[beyond]) continue;
    const reach = random.range(0.55, 0.85) * s;
    const x = b.x(node[c]!) + reach * (cos * di - sin * dj);
    const y = b.y(node[c]!) + reach * (sin * di + cos * dj);
    if (!frame.contains(x, y, TOWN_MARGIN)) continue;
    const name = di !== 0 ? rowName[lattice.j(c) + half]! : colName[lattice.i(c) + half]!;
    street(node[c]!, b.addNode(x, y), PRESENT, 30, name);
  }

  return {
    attach(x: number, y: number): number {
      const u = (cos * (x - t.x) + sin * (y - t.y)) / s;
      const v = (-sin * (x - t.x) + cos * (y - t.y)) / s;
      const at = (i: number, j: number): number => {
        const c = lattice.cell(i, j);
        return c >= 0 ? node[c]! : -1;
      };
      const steps = Math.ceil(2 * Math.hypot(u, v)) + 1;
      for (let n = 0; n <= steps; n++) {
        const i = Math.round(u * (1 - n / steps));
        const j = Math.round(v * (1 - n / steps));
        for (const found of [at(i, Math.round(j / k) * k), at(Math.round(i / k) * k, j), at(i, j)]) {
          if (found >= 0) return found;
        }
      }
      return node[lattice.start]!;
    },
  };
}
