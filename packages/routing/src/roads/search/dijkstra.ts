import type { ModeGraph } from '../road-graph.js';
import { IndexedMinHeap } from './min-heap.js';
import { stepOf, type RoadPath, type Seed } from './seeds.js';

/**
 * Plain Dijkstra on one mode's arcs, from several seeds to several seeds. It is the reference the
 * contraction hierarchy is tested against, and the search behind the reverse-graph helpers; one instance
 * serves one search at a time and reuses its arrays.
 */
export class DijkstraSearch {
  private readonly cost: Float64Array;
  private readonly meters: Float64Array;
  private readonly parentArc: Int32Array;
  private readonly seedOf: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly heap: IndexedMinHeap;
  private round = 0;
  /** Nodes settled by the last search, for benchmarks. */
  settled = 0;

  constructor(private readonly graph: ModeGraph) {
    const n = graph.nodeCount;
    this.cost = new Float64Array(n);
    this.meters = new Float64Array(n);
    this.parentArc = new Int32Array(n);
    this.seedOf = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.heap = new IndexedMinHeap(n);
  }

  /** The cheapest path from any source to any target, or null when none connects them. */
  route(sources: readonly Seed[], targets: readonly Seed[]): RoadPath | null {
    const g = this.graph;
    const round = this.nextRound();
    const heap = this.heap;
    heap.clear();
    this.settled = 0;
    sources.forEach((s, i) => this.relax(s.node, s.cost, s.meters, -1, i, round));
    const targetCost = new Map<number, number>();
    for (let i = 0; i < targets.length; i++) {
      const t = targets[i]!;
      const known = targetCost.get(t.node);
      if (known === undefined || t.cost < targets[known]!.cost) targetCost.set(t.node, i);
    }
    let best = Number.POSITIVE_INFINITY;
    let bestNode = -1;
    let bestTarget = -1;
    while (heap.size > 0 && heap.peekKey() < best) {
      const v = heap.pop();
      this.settled++;
      const c = this.cost[v]!;
      const ti = targetCost.get(v);
      if (ti !== undefined && c + targets[ti]!.cost < best) {
        best = c + targets[ti]!.cost;
        bestNode = v;
        bestTarget = ti;
      }
      for (let j = g.arcOffset[v]!; j < g.arcOffset[v + 1]!; j++) {
        this.relax(
          g.arcTo[j]!,
          c + g.arcCost[j]!,
          this.meters[v]! + g.arcMeters[j]!,
          j,
          this.seedOf[v]!,
          round,
        );
      }
    }
    if (bestNode < 0) return null;
    const steps: number[] = [];
    for (let v = bestNode; this.parentArc[v]! >= 0;) {
      const arc = this.parentArc[v]!;
      steps.push(stepOf(g.arcEdge[arc]!, g.arcReversed[arc]!));
      v = arcSource(g, arc);
    }
    steps.reverse();
    const target = targets[bestTarget]!;
    return {
      cost: best,
      meters: this.meters[bestNode]! + target.meters,
      source: sources[this.seedOf[bestNode]!]!,
      target,
      steps,
    };
  }

  private relax(node: number, cost: number, meters: number, arc: number, seed: number, round: number): void {
    if (this.stamp[node] === round && cost >= this.cost[node]!) return;
    this.stamp[node] = round;
    this.cost[node] = cost;
    this.meters[node] = meters;
    this.parentArc[node] = arc;
    this.seedOf[node] = seed;
    this.heap.push(node, cost);
  }

  private nextRound(): number {
    if (++this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
    return this.round;
  }
}

/** The node an arc leaves from (binary search over the offsets). */
export function arcSource(g: ModeGraph, arc: number): number {
  let lo = 0;
  let hi = g.nodeCount - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (g.arcOffset[mid]! <= arc) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
