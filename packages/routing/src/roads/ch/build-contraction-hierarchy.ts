import type { ModeGraph } from '../road-graph.js';
import { IndexedMinHeap } from '../search/min-heap.js';
import { stepOf } from '../search/seeds.js';
import type { ContractionHierarchy } from './contraction-hierarchy.js';
import { DynamicGraph } from './dynamic-graph.js';
import { highestLevelFirst, renumberHierarchy } from './renumber-hierarchy.js';

export interface ContractionOptions {
  /**
   * Nodes a witness search may settle before giving up. Giving up early only adds a shortcut that was not
   * needed (never a wrong answer); these limits trade build time against hierarchy size.
   */
  witnessSettleLimit?: number;
  /** The same, for the cheaper simulated contractions that order the nodes. */
  simulationSettleLimit?: number;
}

/**
 * Contracts the nodes one by one, least important first. Importance is the classic mix: the edge
 * difference (shortcuts a contraction adds minus arcs it removes), how many neighbours are already
 * contracted (spreads contraction evenly over the map) and the node's level in the hierarchy (keeps the
 * upward searches shallow). Priorities are updated lazily and for the neighbours of every contracted node.
 */
export function buildContractionHierarchy(
  graph: ModeGraph,
  options: ContractionOptions = {},
): ContractionHierarchy {
  const n = graph.nodeCount;
  const witnessLimit = options.witnessSettleLimit ?? 400;
  const simulationLimit = options.simulationSettleLimit ?? 60;
  const g = new DynamicGraph(n, graph.arcTo.length * 2);
  for (let v = 0; v < n; v++) {
    for (let j = graph.arcOffset[v]!; j < graph.arcOffset[v + 1]!; j++) {
      const w = graph.arcTo[j]!;
      if (w === v) continue;
      g.add(
        v,
        w,
        graph.arcCost[j]!,
        graph.arcMeters[j]!,
        -1,
        stepOf(graph.arcEdge[j]!, graph.arcReversed[j]!),
      );
    }
  }

  const contracted = new Uint8Array(n);
  const deletedNeighbours = new Int32Array(n);
  const level = new Int32Array(n);
  const witness = new WitnessSearch(g, contracted);
  const priority = (v: number, limit: number): number => {
    const { shortcuts, removed } = contract(g, witness, contracted, v, limit, false);
    return 4 * (shortcuts - removed) + 2 * deletedNeighbours[v]! + level[v]!;
  };

  const queue = new IndexedMinHeap(n);
  for (let v = 0; v < n; v++) queue.push(v, priority(v, simulationLimit));

  const rank = new Int32Array(n);
  let next = 0;
  while (queue.size > 0) {
    const v = queue.pop();
    // Lazy update: the priority may have grown since it was queued; if so, try the next node first.
    const current = priority(v, simulationLimit);
    if (queue.size > 0 && current > queue.peekKey()) {
      queue.push(v, current);
      continue;
    }
    const neighbours = new Set<number>();
    for (const a of g.inArcs(v)) neighbours.add(g.from[a]!);
    for (const a of g.outArcs(v)) neighbours.add(g.to[a]!);
    contract(g, witness, contracted, v, witnessLimit, true);
    g.isolate(v);
    contracted[v] = 1;
    rank[v] = next++;
    for (const u of neighbours) {
      deletedNeighbours[u]!++;
      level[u] = Math.max(level[u]!, level[v]! + 1);
      queue.set(u, priority(u, simulationLimit));
    }
  }
  // Renumbered so that queries touch nearby memory (decision 0054); the seeds are translated by nodeOf.
  const assembled = assemble(g, rank);
  return renumberHierarchy(assembled, highestLevelFirst(assembled));
}

/**
 * Contracting v: for every pair of arcs u → v → w, a shortcut u → w is needed unless a path avoiding v
 * is at least as short (a witness). With `apply` false it only counts, to rank v.
 */
function contract(
  g: DynamicGraph,
  witness: WitnessSearch,
  contracted: Uint8Array,
  v: number,
  settleLimit: number,
  apply: boolean,
): { shortcuts: number; removed: number } {
  const ins = g.inArcs(v).filter((a) => !contracted[g.from[a]!]);
  const outs = g.outArcs(v).filter((a) => !contracted[g.to[a]!]);
  let shortcuts = 0;
  let maxOut = 0;
  for (const b of outs) maxOut = Math.max(maxOut, g.cost[b]!);
  for (const a of ins) {
    const u = g.from[a]!;
    const viaCost = g.cost[a]!;
    witness.run(u, v, viaCost + maxOut, settleLimit);
    for (const b of outs) {
      const w = g.to[b]!;
      if (w === u) continue;
      const cost = viaCost + g.cost[b]!;
      if (witness.distance(w) <= cost) continue;
      shortcuts++;
      if (apply) g.add(u, w, cost, g.meters[a]! + g.meters[b]!, v, -1);
    }
  }
  return { shortcuts, removed: ins.length + outs.length };
}

/** A Dijkstra from one node that avoids the node being contracted and stops at a cost or settle limit. */
class WitnessSearch {
  private readonly heap: IndexedMinHeap;
  private readonly dist: Float64Array;
  private readonly stamp: Uint32Array;
  private round = 0;

  constructor(
    private readonly g: DynamicGraph,
    private readonly contracted: Uint8Array,
  ) {
    this.heap = new IndexedMinHeap(g.nodeCount);
    this.dist = new Float64Array(g.nodeCount);
    this.stamp = new Uint32Array(g.nodeCount);
  }

  run(source: number, avoid: number, maxCost: number, settleLimit: number): void {
    const { g, heap, dist, stamp } = this;
    heap.clear();
    if (++this.round === 0xffffffff) {
      stamp.fill(0);
      this.round = 1;
    }
    const round = this.round;
    dist[source] = 0;
    stamp[source] = round;
    heap.push(source, 0);
    let settled = 0;
    while (heap.size > 0 && heap.peekKey() <= maxCost && settled < settleLimit) {
      const x = heap.pop();
      settled++;
      const dx = dist[x]!;
      for (let a = g.firstOut(x); a >= 0; a = g.nextOutArc(a)) {
        const y = g.to[a]!;
        if (y === avoid || this.contracted[y]) continue;
        const dy = dx + g.cost[a]!;
        if (stamp[y] === round && dy >= dist[y]!) continue;
        stamp[y] = round;
        dist[y] = dy;
        heap.push(y, dy);
      }
    }
  }

  /** The cost found to w by the last run (an upper bound on the true one), or +∞. */
  distance(w: number): number {
    return this.stamp[w] === this.round ? this.dist[w]! : Number.POSITIVE_INFINITY;
  }
}

/** Every arc of the pool, originals and shortcuts, filed under its lower-ranked end. */
function assemble(g: DynamicGraph, rank: Int32Array): ContractionHierarchy {
  const n = g.nodeCount;
  const upCount = new Int32Array(n + 1);
  const downCount = new Int32Array(n + 1);
  for (let a = 0; a < g.count; a++) {
    const u = g.from[a]!;
    const w = g.to[a]!;
    if (rank[u]! < rank[w]!) upCount[u + 1]!++;
    else downCount[w + 1]!++;
  }
  for (let v = 0; v < n; v++) {
    upCount[v + 1]! += upCount[v]!;
    downCount[v + 1]! += downCount[v]!;
  }
  const ups = upCount[n]!;
  const downs = downCount[n]!;
  const ch: ContractionHierarchy = {
    nodeCount: n,
    rank,
    upOffset: upCount,
    upTo: new Int32Array(ups),
    upCost: new Float64Array(ups),
    upMeters: new Float64Array(ups),
    upMiddle: new Int32Array(ups),
    upStep: new Int32Array(ups),
    downOffset: downCount,
    downFrom: new Int32Array(downs),
    downCost: new Float64Array(downs),
    downMeters: new Float64Array(downs),
    downMiddle: new Int32Array(downs),
    downStep: new Int32Array(downs),
  };
  const upFill = upCount.slice(0, n);
  const downFill = downCount.slice(0, n);
  for (let a = 0; a < g.count; a++) {
    const u = g.from[a]!;
    const w = g.to[a]!;
    if (rank[u]! < rank[w]!) {
      const j = upFill[u]!++;
      ch.upTo[j] = w;
      ch.upCost[j] = g.cost[a]!;
      ch.upMeters[j] = g.meters[a]!;
      ch.upMiddle[j] = g.middle[a]!;
      ch.upStep[j] = g.step[a]!;
    } else {
      const j = downFill[w]!++;
      ch.downFrom[j] = u;
      ch.downCost[j] = g.cost[a]!;
      ch.downMeters[j] = g.meters[a]!;
      ch.downMiddle[j] = g.middle[a]!;
      ch.downStep[j] = g.step[a]!;
    }
  }
  return ch;
}
