import type { Random } from '../random.js';
import type { Frame } from './frame.js';
import type { NameTable } from './names.js';
import { cellX, cellY, latticeHalf, owns, type TownShape } from './towns.js';

/**
 * The plan of one town's streets on its lattice, before any junction exists: which lattice points the town
 * has (the part joined to its centre), which streets run between them and how: 30 km/h residential streets
 * with every k-th line a 50 km/h main road, some streets left out (bigger blocks and T-junctions, never
 * cutting the town in two), a few diagonal streets, roundabouts where main roads cross, one-way stretches
 * and a pedestrian core in larger towns.
 */

/** Street bits, per lattice cell for the street to its east and to its north neighbour. */
export const PRESENT = 1;
export const MAIN = 2;
export const ONE_WAY_FORWARD = 4;
export const ONE_WAY_BACKWARD = 8;
export const PEDESTRIAN = 16;

/** Arms of a lattice point, for spotting straight-through points that would not be junctions. */
const EAST = 1;
const NORTH = 2;
const WEST = 4;
const SOUTH = 8;
const DIAGONAL = 16;

const LEFT_OUT = 0.35;
const ONE_WAY_SHARE = 0.105;

export class Lattice {
  readonly w: number;
  readonly cells: number;
  /** 1 for the lattice points the town has. */
  readonly kept: Uint8Array;
  readonly east: Uint8Array;
  readonly north: Uint8Array;
  readonly arms: Uint8Array;
  /** 1 where a roundabout replaces the crossing. */
  readonly ring: Uint8Array;
  readonly rowName: Int32Array;
  readonly colName: Int32Array;
  readonly diagonals = {
    from: [] as number[],
    to: [] as number[],
    speed: [] as number[],
    name: [] as number[],
  };

  /** `start` is the kept point nearest the centre; every k-th line is a main road. */
  constructor(
    readonly half: number,
    readonly start: number,
    readonly k: number,
    kept: Uint8Array,
  ) {
    this.w = 2 * half + 1;
    this.cells = this.w * this.w;
    this.kept = kept;
    this.east = new Uint8Array(this.cells);
    this.north = new Uint8Array(this.cells);
    this.arms = new Uint8Array(this.cells);
    this.ring = new Uint8Array(this.cells);
    this.rowName = new Int32Array(this.w);
    this.colName = new Int32Array(this.w);
  }

  i(c: number): number {
    return (c % this.w) - this.half;
  }

  j(c: number): number {
    return Math.floor(c / this.w) - this.half;
  }

  /** The cell at (i, j), or −1 off the lattice. */
  cell(i: number, j: number): number {
    return Math.abs(i) <= this.half && Math.abs(j) <= this.half
      ? (j + this.half) * this.w + (i + this.half)
      : -1;
  }

  main(line: number): boolean {
    return ((line % this.k) + this.k) % this.k === 0;
  }
}

export function layLattice(
  random: Random,
  names: NameTable,
  frame: Frame,
  t: TownShape,
): Lattice | undefined {
  const half = latticeHalf(t);
  const owned = ownedPart(frame, t, half);
  if (!owned) return undefined;
  const lattice = new Lattice(half, owned.start, random.int(5, 8), owned.kept);
  const { w, cells, kept, east, north, arms } = lattice;
  for (let l = 0; l < w; l++) {
    const main = lattice.main(l - half);
    lattice.rowName[l] = main ? names.mainRoad(random) : names.street(random);
    lattice.colName[l] = main ? names.mainRoad(random) : names.street(random);
  }
  for (let c = 0; c < cells; c++) {
    if (!kept[c]) continue;
    if (lattice.i(c) < half && kept[c + 1]) {
      east[c] = PRESENT | (lattice.main(lattice.j(c)) ? MAIN : 0);
      arms[c]! |= EAST;
      arms[c + 1]! |= WEST;
    }
    if (lattice.j(c) < half && kept[c + w]) {
      north[c] = PRESENT | (lattice.main(lattice.i(c)) ? MAIN : 0);
      arms[c]! |= NORTH;
      arms[c + w]! |= SOUTH;
    }
  }
  addDiagonals(random, names, lattice);
  leaveOutStreets(random, lattice);
  for (let c = 0; c < cells; c++) {
    const crossing = lattice.main(lattice.i(c)) && lattice.main(lattice.j(c));
    if (crossing && arms[c] === (EAST | NORTH | WEST | SOUTH) && random.chance(0.2)) lattice.ring[c] = 1;
  }
  if (t.radius >= 1.8) pedestrianCore(random, lattice, (0.18 * t.radius) / t.spacing);
  oneWayStretches(random, lattice);
  return lattice;
}

/** The lattice points the town owns and that join up with the one nearest its centre, or none. */
function ownedPart(
  frame: Frame,
  t: TownShape,
  half: number,
): { kept: Uint8Array; start: number } | undefined {
  const w = 2 * half + 1;
  const cells = w * w;
  const kept = new Uint8Array(cells);
  let start = -1;
  let best = Infinity;
  for (let c = 0; c < cells; c++) {
    const i = (c % w) - half;
    const j = Math.floor(c / w) - half;
    if (!owns(frame, t, cellX(t, i, j), cellY(t, i, j))) continue;
    kept[c] = 1;
    if (i * i + j * j < best) {
      best = i * i + j * j;
      start = c;
    }
  }
  if (start < 0) return undefined;
  const queue = new Int32Array(cells);
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  kept[start] = 2;
  const visit = (d: number): void => {
    if (kept[d] === 1) {
      kept[d] = 2;
      queue[tail++] = d;
    }
  };
  while (head < tail) {
    const c = queue[head++]!;
    const i = (c % w) - half;
    if (i < half) visit(c + 1);
    if (i > -half) visit(c - 1);
    if (c + w < cells) visit(c + w);
    if (c - w >= 0) visit(c - w);
  }
  for (let c = 0; c < cells; c++) kept[c] = kept[c] === 2 ? 1 : 0;
  return { kept, start };
}

function randomKeptCell(random: Random, lattice: Lattice): number {
  for (let attempt = 0; attempt < 50; attempt++) {
    const c = random.int(0, lattice.cells - 1);
    if (lattice.kept[c]) return c;
  }
  return lattice.start;
}

/** Diagonal streets cut across blocks corner to corner, at most one per block so none cross unjoined. */
function addDiagonals(random: Random, names: NameTable, lattice: Lattice): void {
  const { kept, arms, diagonals } = lattice;
  const blockTaken = new Uint8Array(lattice.cells);
  let keptCount = 0;
  for (const k of kept) keptCount += k;
  for (let n = Math.round(keptCount / 700); n > 0; n--) {
    let c = randomKeptCell(random, lattice);
    const di = random.chance(0.5) ? 1 : -1;
    const dj = random.chance(0.5) ? 1 : -1;
    const length = random.int(3, 10);
    const speed = random.chance(0.5) ? 50 : 30;
    const name = names.street(random);
    for (let step = 0; step < length; step++) {
      const i = lattice.i(c);
      const j = lattice.j(c);
      const next = lattice.cell(i + di, j + dj);
      if (next < 0 || !kept[next]) break;
      const block = lattice.cell(Math.min(i, i + di), Math.min(j, j + dj));
      if (blockTaken[block]) break;
      blockTaken[block] = 1;
      diagonals.from.push(c);
      diagonals.to.push(next);
      diagonals.speed.push(speed);
      diagonals.name.push(name);
      arms[c]! |= DIAGONAL;
      arms[next]! |= DIAGONAL;
      c = next;
    }
  }
}

/**
 * Left-out streets: a residential street goes only if the town stays connected without it (Kruskal: the
 * streets kept so far already join its ends) and neither end is left as a bend-free point on one street.
 */
function leaveOutStreets(random: Random, lattice: Lattice): void {
  const { w, cells, east, north, arms, diagonals } = lattice;
  const parent = new Int32Array(cells);
  for (let c = 0; c < cells; c++) parent[c] = c;
  const find = (c: number): number => {
    while (parent[c] !== c) {
      parent[c] = parent[parent[c]!]!;
      c = parent[c]!;
    }
    return c;
  };
  const union = (a: number, c: number): void => {
    parent[find(a)] = find(c);
  };
  for (let n = 0; n < diagonals.from.length; n++) union(diagonals.from[n]!, diagonals.to[n]!);
  const candidates: number[] = [];
  for (let c = 0; c < cells; c++) {
    if (east[c]! & PRESENT) {
      if (!(east[c]! & MAIN) && random.chance(LEFT_OUT)) candidates.push(2 * c);
      else union(c, c + 1);
    }
    if (north[c]! & PRESENT) {
      if (!(north[c]! & MAIN) && random.chance(LEFT_OUT)) candidates.push(2 * c + 1);
      else union(c, c + w);
    }
  }
  for (let n = candidates.length - 1; n > 0; n--) {
    const m = random.int(0, n);
    [candidates[n], candidates[m]] = [candidates[m]!, candidates[n]!];
  }
  const straight = (a: number): boolean => a === (EAST | WEST) || a === (NORTH | SOUTH);
  for (const code of candidates) {
    const c = code >> 1;
    const isNorth = code & 1;
    const other = isNorth ? c + w : c + 1;
    const armHere = isNorth ? NORTH : EAST;
    const armThere = isNorth ? SOUTH : WEST;
    if (find(c) !== find(other) || straight(arms[c]! & ~armHere) || straight(arms[other]! & ~armThere)) {
      union(c, other);
      continue;
    }
    (isNorth ? north : east)[c] = 0;
    arms[c]! &= ~armHere;
    arms[other]! &= ~armThere;
  }
}

/** Car-free residential streets within `cells` steps of the centre (the car check reopens any it strands). */
function pedestrianCore(random: Random, lattice: Lattice, cells: number): void {
  const { east, north } = lattice;
  for (let c = 0; c < lattice.cells; c++) {
    if (lattice.i(c) ** 2 + lattice.j(c) ** 2 > cells * cells) continue;
    if ((east[c]! & (PRESENT | MAIN)) === PRESENT && random.chance(0.4)) east[c]! |= PEDESTRIAN;
    if ((north[c]! & (PRESENT | MAIN)) === PRESENT && random.chance(0.4)) north[c]! |= PEDESTRIAN;
  }
}

/**
 * One-way stretches: a few consecutive blocks of one residential street, all the same way, until about
 * ONE_WAY_SHARE of the town's streets are one-way (the car check later reopens a few).
 */
function oneWayStretches(random: Random, lattice: Lattice): void {
  const { w, east, north } = lattice;
  let streets = 0;
  for (let c = 0; c < lattice.cells; c++) streets += (east[c]! & PRESENT) + (north[c]! & PRESENT);
  const target = Math.round(streets * ONE_WAY_SHARE);
  const taken = PRESENT | MAIN | PEDESTRIAN | ONE_WAY_FORWARD | ONE_WAY_BACKWARD;
  for (let marked = 0, attempt = 0; marked < target && attempt < 4 * target; attempt++) {
    let c = randomKeptCell(random, lattice);
    const alongNorth = random.chance(0.5);
    const state = alongNorth ? north : east;
    const way = random.chance(0.5) ? ONE_WAY_FORWARD : ONE_WAY_BACKWARD;
    for (let step = random.int(2, 5); step > 0 && c < lattice.cells; step--) {
      if ((state[c]! & taken) !== PRESENT) break;
      state[c]! |= way;
      marked++;
      c += alongNorth ? w : 1;
    }
  }
}
