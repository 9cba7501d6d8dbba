import type { ModeGraph } from '../road-graph.js';
import { SearchLabels } from './search-labels.js';
import { stepOf, type RoadPath, type Seed } from './seeds.js';

/**
 * Plain Dijkstra on one mode's arcs, from several seeds to several seeds. It is the reference the
 * contraction hierarchy is tested against, and the search behind the reverse-graph helpers; one instance
 * serves one search at a time and reuses its arrays.
 */
export class DijkstraSearch {
  private readonly labels: SearchLabels;
  /** Nodes settled by the last search, for benchmarks. */
  settled = 0;

  constructor(private readonly graph: ModeGraph) {
    this.labels = new SearchLabels(graph.nodeCount);
  }

  /** The cheapest path from any source to any target, or null when none connects them. */
  route(sources: readonly Seed[], targets: readonly Seed[]): RoadPath | null {
    const g = this.graph;
    const labels = this.labels;
    labels.reset();
    this.settled = 0;
    sources.forEach((s, i) => labels.relax(s.node, s.cost, s.meters, -1, -1, i));
    const targetAt = new Map<number, number>();
    targets.forEach((t, i) => {
      const known = targetAt.get(t.node);
      if (known === undefined || t.cost < targets[known]!.cost) targetAt.set(t.node, i);
    });
    let best = Number.POSITIVE_INFINITY;
    let bestNode = -1;
    let bestTarget = -1;
    while (labels.heap.size > 0 && labels.heap.peekKey() < best) {
      const v = labels.heap.pop();
      this.settled++;
      const c = labels.cost(v);
      const ti = targetAt.get(v);
      if (ti !== undefined && c + targets[ti]!.cost < best) {
        best = c + targets[ti]!.cost;
        bestNode = v;
        bestTarget = ti;
      }
      for (let j = g.arcOffset[v]!; j < g.arcOffset[v + 1]!; j++) {
        labels.relax(
          g.arcTo[j]!,
          c + g.arcCost[j]!,
          labels.metersAt(v) + g.arcMeters[j]!,
          j,
          v,
          labels.seedAt(v),
        );
      }
    }
    if (bestNode < 0) return null;
    const steps: number[] = [];
    for (let v = bestNode; labels.parentAt(v) >= 0; v = labels.parentNodeAt(v)) {
      const arc = labels.parentAt(v);
      steps.push(stepOf(g.arcEdge[arc]!, g.arcReversed[arc]!));
    }
    steps.reverse();
    const target = targets[bestTarget]!;
    return {
      cost: best,
      meters: labels.metersAt(bestNode) + target.meters,
      source: sources[labels.seedAt(bestNode)]!,
      target,
      steps,
    };
  }
}
