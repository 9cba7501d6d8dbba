import type { ModeGraph } from '../road-graph.js';
import { arcSource } from './dijkstra.js';
import { IndexedMinHeap } from './min-heap.js';
import { stepOf, type RoadPath, type Seed } from './seeds.js';

/**
 * Bidirectional Dijkstra for walking. The foot graph is symmetric (every footway can be walked both ways,
 * see modeGraph), so the backward search runs on the same arcs: an arc v → u read backwards is the walk
 * u → v over the same edge in the other direction. Walks are short, so no preprocessing is worth it.
 */
export class BidirectionalSearch {
  private readonly sides: [Side, Side];
  settled = 0;

  constructor(private readonly graph: ModeGraph) {
    this.sides = [new Side(graph.nodeCount), new Side(graph.nodeCount)];
  }

  route(sources: readonly Seed[], targets: readonly Seed[]): RoadPath | null {
    const g = this.graph;
    const [fwd, bwd] = this.sides;
    fwd.reset();
    bwd.reset();
    sources.forEach((s, i) => fwd.relax(s.node, s.cost, s.meters, -1, i));
    targets.forEach((t, i) => bwd.relax(t.node, t.cost, t.meters, -1, i));
    let best = Number.POSITIVE_INFINITY;
    let meet = -1;
    for (const s of sources) {
      if (fwd.cost(s.node) + bwd.cost(s.node) < best) {
        best = fwd.cost(s.node) + bwd.cost(s.node);
        meet = s.node;
      }
    }
    this.settled = 0;
    while (fwd.heap.size > 0 || bwd.heap.size > 0) {
      if (fwd.heap.peekKey() + bwd.heap.peekKey() >= best) break;
      const side = fwd.heap.peekKey() <= bwd.heap.peekKey() ? fwd : bwd;
      const other = side === fwd ? bwd : fwd;
      const v = side.heap.pop();
      this.settled++;
      const c = side.cost(v);
      const across = other.cost(v);
      if (c + across < best) {
        best = c + across;
        meet = v;
      }
      for (let j = g.arcOffset[v]!; j < g.arcOffset[v + 1]!; j++) {
        const w = g.arcTo[j]!;
        const cw = c + g.arcCost[j]!;
        // The meeting is checked where labels improve, so the stop rule below is exact.
        if (
          side.relax(w, cw, side.metersAt(v) + g.arcMeters[j]!, j, side.seedAt(v)) &&
          cw + other.cost(w) < best
        ) {
          best = cw + other.cost(w);
          meet = w;
        }
      }
    }
    if (meet < 0) return null;
    const steps: number[] = [];
    for (let v = meet; fwd.parentAt(v) >= 0;) {
      const arc = fwd.parentAt(v);
      steps.push(stepOf(g.arcEdge[arc]!, g.arcReversed[arc]!));
      v = arcSource(g, arc);
    }
    steps.reverse();
    for (let v = meet; bwd.parentAt(v) >= 0;) {
      const arc = bwd.parentAt(v);
      // Found as arcSource(arc) → v from the target's side: walked v → arcSource(arc), the other way.
      steps.push(stepOf(g.arcEdge[arc]!, g.arcReversed[arc]! === 0));
      v = arcSource(g, arc);
    }
    return {
      cost: best,
      meters: fwd.metersAt(meet) + bwd.metersAt(meet),
      source: sources[fwd.seedAt(meet)]!,
      target: targets[bwd.seedAt(meet)]!,
      steps,
    };
  }
}

class Side {
  readonly heap: IndexedMinHeap;
  private readonly costs: Float64Array;
  private readonly meters: Float64Array;
  private readonly parent: Int32Array;
  private readonly seed: Int32Array;
  private readonly stamp: Uint32Array;
  private round = 0;

  constructor(n: number) {
    this.heap = new IndexedMinHeap(n);
    this.costs = new Float64Array(n);
    this.meters = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.seed = new Int32Array(n);
    this.stamp = new Uint32Array(n);
  }

  reset(): void {
    this.heap.clear();
    if (++this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
  }

  cost(v: number): number {
    return this.stamp[v] === this.round ? this.costs[v]! : Number.POSITIVE_INFINITY;
  }

  metersAt(v: number): number {
    return this.meters[v]!;
  }

  parentAt(v: number): number {
    return this.parent[v]!;
  }

  seedAt(v: number): number {
    return this.seed[v]!;
  }

  relax(v: number, cost: number, meters: number, arc: number, seed: number): boolean {
    if (this.stamp[v] === this.round && cost >= this.costs[v]!) return false;
    this.stamp[v] = this.round;
    this.costs[v] = cost;
    this.meters[v] = meters;
    this.parent[v] = arc;
    this.seed[v] = seed;
    this.heap.push(v, cost);
    return true;
  }
}
