import type { ContractionHierarchy } from './contraction-hierarchy.js';

/**
 * Renumbers a hierarchy's nodes so that the nodes a query touches lie close together in memory: the
 * upward searches of every query end among the few top-ranked nodes, so those are packed together at
 * the front, and the arcs of each node stay in their order (the unpacker's "first of equals" and the
 * searches' ties then pick the same arcs, so every route keeps its cost, metres and steps). Road steps
 * name road edges, not nodes, and need no translation; only the seeds a query starts from do, through
 * `nodeOf` (graph junction → hierarchy node).
 *
 * `newId[v]` is the new number of node v; it must be a permutation of 0 … nodeCount − 1.
 */
export function renumberHierarchy(ch: ContractionHierarchy, newId: Int32Array): ContractionHierarchy {
  const n = ch.nodeCount;
  const oldId = new Int32Array(n);
  for (let v = 0; v < n; v++) oldId[newId[v]!] = v;
  const up = renumberSide(
    n,
    newId,
    oldId,
    ch.upOffset,
    ch.upTo,
    ch.upCost,
    ch.upMeters,
    ch.upMiddle,
    ch.upStep,
  );
  const down = renumberSide(
    n,
    newId,
    oldId,
    ch.downOffset,
    ch.downFrom,
    ch.downCost,
    ch.downMeters,
    ch.downMiddle,
    ch.downStep,
  );
  const rank = new Int32Array(n);
  for (let v = 0; v < n; v++) rank[newId[v]!] = ch.rank[v]!;
  // Junction j was node nodeOf[j] (itself when the hierarchy was never renumbered) and is now newId of that.
  const nodeOf = new Int32Array(n);
  for (let j = 0; j < n; j++) nodeOf[j] = newId[ch.nodeOf ? ch.nodeOf[j]! : j]!;
  return {
    nodeCount: n,
    rank,
    nodeOf,
    upOffset: up.offset,
    upTo: up.other,
    upCost: up.cost,
    upMeters: up.meters,
    upMiddle: up.middle,
    upStep: up.step,
    downOffset: down.offset,
    downFrom: down.other,
    downCost: down.cost,
    downMeters: down.meters,
    downMiddle: down.middle,
    downStep: down.step,
  };
}

/**
 * The order used when a hierarchy is built: highest rank first. Every query's two upward searches climb
 * into the same top of the hierarchy, so its nodes, arcs and labels share cache lines and pages across
 * queries instead of lying spread over the whole graph.
 */
export function highestRankFirst(ch: ContractionHierarchy): Int32Array {
  const newId = new Int32Array(ch.nodeCount);
  for (let v = 0; v < ch.nodeCount; v++) newId[v] = ch.nodeCount - 1 - ch.rank[v]!;
  return newId;
}

/**
 * Highest level first (a node's level is one more than the highest level below it in the hierarchy: its
 * lower-ranked neighbours'), and within a level in the order of the graph's junctions. The top levels,
 * which every query climbs into, are packed at the front; the low levels, where a path's shortcuts are
 * unpacked, keep the graph's own order (its junctions are numbered along the map), so a path's middle
 * nodes at one level lie close together. With `packedShare` below 1 only the top levels holding at most
 * that share of the nodes are packed and the rest stay in junction order (for measuring; the build
 * packs every level).
 */
export function highestLevelFirst(ch: ContractionHierarchy, packedShare = 1): Int32Array {
  const n = ch.nodeCount;
  const byRank = new Int32Array(n);
  for (let v = 0; v < n; v++) byRank[ch.rank[v]!] = v;
  const level = new Int32Array(n);
  let top = 0;
  for (let r = 0; r < n; r++) {
    const v = byRank[r]!;
    const next = level[v]! + 1;
    if (level[v]! > top) top = level[v]!;
    for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
      const w = ch.upTo[j]!;
      if (level[w]! < next) level[w] = next;
    }
    for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
      const u = ch.downFrom[j]!;
      if (level[u]! < next) level[u] = next;
    }
  }
  // Only the top levels holding at most packedShare of the nodes are packed; the levels below count as one.
  const perLevel = new Int32Array(top + 1);
  for (let v = 0; v < n; v++) perLevel[level[v]!]!++;
  let lowestPacked = top + 1;
  for (let packed = 0; lowestPacked > 0 && packed + perLevel[lowestPacked - 1]! <= packedShare * n;) {
    packed += perLevel[--lowestPacked]!;
  }
  for (let v = 0; v < n; v++) if (level[v]! < lowestPacked) level[v] = 0;
  // Junction order: the junction each node stands for.
  const junctions = new Int32Array(n);
  for (let j = 0; j < n; j++) junctions[ch.nodeOf ? ch.nodeOf[j]! : j] = j;
  const nodeAtJunction = new Int32Array(n);
  for (let v = 0; v < n; v++) nodeAtJunction[junctions[v]!] = v;
  // Counting sort by level, descending; stable in junction order.
  const start = new Int32Array(top + 2);
  for (let v = 0; v < n; v++) start[top - level[v]! + 1]!++;
  for (let l = 0; l <= top; l++) start[l + 1]! += start[l]!;
  const newId = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const v = nodeAtJunction[j]!;
    newId[v] = start[top - level[v]!]!++;
  }
  return newId;
}

/** One side's columns (up or down) with the nodes in their new order and every node id translated. */
function renumberSide(
  n: number,
  newId: Int32Array,
  oldId: Int32Array,
  offset: Int32Array,
  other: Int32Array,
  cost: Float64Array,
  meters: Float64Array,
  middle: Int32Array,
  step: Int32Array,
): {
  offset: Int32Array;
  other: Int32Array;
  cost: Float64Array;
  meters: Float64Array;
  middle: Int32Array;
  step: Int32Array;
} {
  const arcs = other.length;
  const out = {
    offset: new Int32Array(n + 1),
    other: new Int32Array(arcs),
    cost: new Float64Array(arcs),
    meters: new Float64Array(arcs),
    middle: new Int32Array(arcs),
    step: new Int32Array(arcs),
  };
  let k = 0;
  for (let v = 0; v < n; v++) {
    const old = oldId[v]!;
    out.offset[v] = k;
    for (let j = offset[old]!; j < offset[old + 1]!; j++, k++) {
      out.other[k] = newId[other[j]!]!;
      out.cost[k] = cost[j]!;
      out.meters[k] = meters[j]!;
      const m = middle[j]!;
      out.middle[k] = m < 0 ? m : newId[m]!;
      out.step[k] = step[j]!;
    }
  }
  out.offset[n] = k;
  return out;
}
