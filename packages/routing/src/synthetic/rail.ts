import { distanceKm, type Town } from './geography.js';
import type { Random } from './random.js';

/**
 * The synthetic rail network: a track graph between the larger towns (nearest neighbours plus a spanning
 * tree, long edges that a third town would short-cut dropped), local trains ("sprinters") that together
 * cover every track and call everywhere, and intercity trains between big towns that call only at the
 * bigger stations on their shortest path.
 */
export interface RailLine {
  kind: 'sprinter' | 'intercity';
  /** Towns called at, in order. */
  towns: number[];
  /** Track kilometres between consecutive calls. */
  hopKm: number[];
}

export function railLines(
  random: Random,
  towns: readonly Town[],
  railTownCount: number,
  lineCount: number,
): RailLine[] {
  const nodes = towns.slice(0, Math.max(2, Math.min(towns.length, railTownCount)));
  const n = nodes.length;
  const d = (a: number, b: number): number => distanceKm(nodes[a]!.centre, nodes[b]!.centre);
  const edges = new Set<number>();
  const key = (a: number, b: number): number => Math.min(a, b) * n + Math.max(a, b);
  // A spanning tree (Prim) keeps the network connected.
  const tree = new Set<number>();
  const inTree = new Uint8Array(n);
  const best = new Float64Array(n).fill(Infinity);
  const from = new Int32Array(n).fill(-1);
  best[0] = 0;
  for (let k = 0; k < n; k++) {
    let u = -1;
    for (let v = 0; v < n; v++) if (!inTree[v] && (u < 0 || best[v]! < best[u]!)) u = v;
    inTree[u] = 1;
    if (from[u]! >= 0) tree.add(key(u, from[u]!));
    for (let v = 0; v < n; v++) {
      if (!inTree[v] && d(u, v) < best[v]!) {
        best[v] = d(u, v);
        from[v] = u;
      }
    }
  }
  for (const e of tree) edges.add(e);
  for (let a = 0; a < n; a++) {
    const near = [...Array(n).keys()].filter((b) => b !== a).sort((x, y) => d(a, x) - d(a, y));
    for (const b of near.slice(0, 3)) {
      if (d(a, b) > 45) continue;
      const shortcut = near.some((c) => c !== b && d(a, c) + d(c, b) < 1.12 * d(a, b));
      if (!shortcut) edges.add(key(a, b));
    }
  }
  const adjacent: number[][] = nodes.map(() => []);
  for (const e of [...edges].sort((x, y) => x - y)) {
    const a = Math.floor(e / n);
    const b = e % n;
    adjacent[a]!.push(b);
    adjacent[b]!.push(a);
  }

  const lines: RailLine[] = [];
  const hops = (path: number[]): number[] => path.slice(1).map((b, i) => d(path[i]!, b) * 1.15);
  // Sprinters: walks along uncovered track, as straight as possible, up to 12 stations.
  const covered = new Set<number>();
  const order = [...edges].sort((x, y) => x - y);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const sprinterBudget = Math.max(1, Math.ceil(lineCount * 0.55));
  const extend = (walk: number[]): void => {
    while (walk.length < 12) {
      const last = walk[walk.length - 1]!;
      const prev = walk[walk.length - 2]!;
      let next = -1;
      let bestTurn = Infinity;
      for (const c of adjacent[last]!) {
        if (walk.includes(c) || covered.has(key(last, c))) continue;
        const a1 = Math.atan2(
          nodes[last]!.centre.y - nodes[prev]!.centre.y,
          nodes[last]!.centre.x - nodes[prev]!.centre.x,
        );
        const a2 = Math.atan2(
          nodes[c]!.centre.y - nodes[last]!.centre.y,
          nodes[c]!.centre.x - nodes[last]!.centre.x,
        );
        const turn = Math.abs(Math.atan2(Math.sin(a2 - a1), Math.cos(a2 - a1)));
        if (turn < bestTurn && turn < 1.6) {
          bestTurn = turn;
          next = c;
        }
      }
      if (next < 0) return;
      covered.add(key(last, next));
      walk.push(next);
    }
  };
  for (const e of order) {
    if (lines.length >= sprinterBudget) break;
    if (covered.has(e)) continue;
    covered.add(e);
    const walk = [Math.floor(e / n), e % n];
    extend(walk);
    walk.reverse();
    extend(walk);
    lines.push({ kind: 'sprinter', towns: walk.map((v) => nodes[v]!.index), hopKm: hops(walk) });
  }

  // Intercities between the bigger stations.
  const big = Math.max(2, Math.ceil(n * 0.3));
  const pairs = new Set<number>();
  for (let attempt = 0; lines.length < lineCount && attempt < lineCount * 20; attempt++) {
    const a = random.weighted(nodes.slice(0, big).map((t) => t.weight));
    const b = random.int(0, big - 1);
    if (a === b || pairs.has(key(a, b))) continue;
    if (attempt < lineCount * 10 && (d(a, b) < 25 || d(a, b) > 220)) continue;
    pairs.add(key(a, b));
    const path = shortestPath(adjacent, d, a, b);
    const calls = path.filter((v, i) => i === 0 || i === path.length - 1 || v < big);
    if (calls.length < 2) continue;
    const km: number[] = [];
    let p = 0;
    for (let i = 1; i < calls.length; i++) {
      let sum = 0;
      while (path[p] !== calls[i]) {
        sum += d(path[p]!, path[p + 1]!) * 1.15;
        p++;
      }
      km.push(sum);
    }
    lines.push({ kind: 'intercity', towns: calls.map((v) => nodes[v]!.index), hopKm: km });
  }
  return lines;
}

function shortestPath(
  adjacent: number[][],
  d: (a: number, b: number) => number,
  from: number,
  to: number,
): number[] {
  const dist = new Float64Array(adjacent.length).fill(Infinity);
  const prev = new Int32Array(adjacent.length).fill(-1);
  const done = new Uint8Array(adjacent.length);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let v = 0; v < adjacent.length; v++)
      if (!done[v] && dist[v]! < Infinity && (u < 0 || dist[v]! < dist[u]!)) u = v;
    if (u < 0 || u === to) break;
    done[u] = 1;
    for (const v of adjacent[u]!) {
      const alt = dist[u]! + d(u, v);
      if (alt < dist[v]!) {
        dist[v] = alt;
        prev[v] = u;
      }
    }
  }
  const path = [to];
  while (path[path.length - 1] !== from && prev[path[path.length - 1]!]! >= 0)
    path.push(prev[path[path.length - 1]!]!);
  return path.reverse();
}
