import type { ModeGraph } from '../road-graph.js';
import { SearchLabels, seedBothSides } from './search-labels.js';
import { stepOf, type RoadPath, type Seed } from './seeds.js';

/**
 * Bidirectional Dijkstra for walking. The foot graph is symmetric (every footway can be walked both ways,
 * see modeGraph), so the backward search runs on the same arcs: an arc v → u read backwards is the walk
 * u → v over the same edge in the other direction. Walks are short, so no preprocessing is worth it.
 */
export class BidirectionalSearch {
  private readonly sides: [SearchLabels, SearchLabels];
  settled = 0;

  constructor(private readonly graph: ModeGraph) {
    this.sides = [new SearchLabels(graph.nodeCount), new SearchLabels(graph.nodeCount)];
  }

  route(sources: readonly Seed[], targets: readonly Seed[]): RoadPath | null {
    const g = this.graph;
    const [fwd, bwd] = this.sides;
    let meet = seedBothSides(fwd, bwd, sources, targets);
    let best = meet < 0 ? Number.POSITIVE_INFINITY : fwd.cost(meet) + bwd.cost(meet);
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
          side.relax(w, cw, side.metersAt(v) + g.arcMeters[j]!, j, v, side.seedAt(v)) &&
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
      v = fwd.parentNodeAt(v);
    }
    steps.reverse();
    for (let v = meet; bwd.parentAt(v) >= 0;) {
      const arc = bwd.parentAt(v);
      // Found from the target's side as parent → v: walked v → parent, the other way along the edge.
      steps.push(stepOf(g.arcEdge[arc]!, g.arcReversed[arc]! === 0));
      v = bwd.parentNodeAt(v);
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
