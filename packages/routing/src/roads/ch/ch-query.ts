import { SearchLabels, seedBothSides } from '../search/search-labels.js';
import type { RoadPath, Seed } from '../search/seeds.js';
import type { ContractionHierarchy } from './contraction-hierarchy.js';
import { ShortcutUnpacker } from './shortcut-unpacker.js';

/**
 * The nodes an upward search settles, with their cost and metres from (or to) the seeds. Nodes are the
 * hierarchy's (renumbered, see renumber-hierarchy.ts), not graph junctions: spaces of one hierarchy are
 * only compared with each other.
 */
export interface SearchSpace {
  nodes: Int32Array;
  costs: Float64Array;
  meters: Float64Array;
}

/**
 * Costs between many points from their search spaces (bucket-based many-to-many): each target's
 * backward space is spread over a dense array once, then every source's forward space is scanned.
 * Keeps its dense arrays between calls.
 */
export class ManyToMany {
  private readonly cost: Float64Array;
  private readonly meters: Float64Array;

  constructor(nodeCount: number) {
    this.cost = new Float64Array(nodeCount).fill(Number.POSITIVE_INFINITY);
    this.meters = new Float64Array(nodeCount);
  }

  /** Row-major: the cost from sources[s] to targets[t] is at s · targets.length + t. */
  costs(
    sources: readonly (SearchSpace | null)[],
    targets: readonly (SearchSpace | null)[],
  ): (RoadCost | null)[] {
    const { cost, meters } = this;
    const out = new Array<RoadCost | null>(sources.length * targets.length).fill(null);
    targets.forEach((target, t) => {
      if (!target) return;
      for (let i = 0; i < target.nodes.length; i++) {
        cost[target.nodes[i]!] = target.costs[i]!;
        meters[target.nodes[i]!] = target.meters[i]!;
      }
      sources.forEach((source, s) => {
        if (!source) return;
        let best = Number.POSITIVE_INFINITY;
        let bestMeters = 0;
        for (let i = 0; i < source.nodes.length; i++) {
          const v = source.nodes[i]!;
          const c = source.costs[i]! + cost[v]!;
          if (c < best) {
            best = c;
            bestMeters = source.meters[i]! + meters[v]!;
          }
        }
        if (best < Number.POSITIVE_INFINITY) out[s * targets.length + t] = { cost: best, meters: bestMeters };
      });
      for (let i = 0; i < target.nodes.length; i++) cost[target.nodes[i]!] = Number.POSITIVE_INFINITY;
    });
    return out;
  }
}

/** Cost and metres of the best connection, without the path (cheaper: nothing is unpacked). */
export interface RoadCost {
  cost: number;
  meters: number;
}

/**
 * Shortest paths on a contraction hierarchy: a forward search over the up-arcs from the sources and a
 * backward search over the down-arcs from the targets, alternating, each stopping once its queue cannot
 * beat the best meeting found. Stall-on-demand prunes nodes that are provably reached cheaper from a
 * higher-ranked neighbour. One instance answers one question at a time and reuses its arrays.
 */
export class ChQuery {
  private readonly fwd: SearchLabels;
  private readonly bwd: SearchLabels;
  private readonly unpacker: ShortcutUnpacker;
  /** Nodes settled by the last search (both directions), for benchmarks. */
  settled = 0;

  constructor(private readonly ch: ContractionHierarchy) {
    this.fwd = new SearchLabels(ch.nodeCount);
    this.bwd = new SearchLabels(ch.nodeCount);
    this.unpacker = new ShortcutUnpacker(ch);
  }

  /** The cheapest connection's cost and metres, or null when none exists. */
  cost(sources: readonly Seed[], targets: readonly Seed[]): RoadCost | null {
    const meet = this.search(sources, targets);
    if (meet < 0) return null;
    return {
      cost: this.fwd.cost(meet) + this.bwd.cost(meet),
      meters: this.fwd.metersAt(meet) + this.bwd.metersAt(meet),
    };
  }

  /** The cheapest path with its road steps, or null when none exists. */
  route(sources: readonly Seed[], targets: readonly Seed[]): RoadPath | null {
    const meet = this.search(sources, targets);
    if (meet < 0) return null;
    return {
      cost: this.fwd.cost(meet) + this.bwd.cost(meet),
      meters: this.fwd.metersAt(meet) + this.bwd.metersAt(meet),
      source: sources[this.fwd.seedAt(meet)]!,
      target: targets[this.bwd.seedAt(meet)]!,
      steps: this.unpacker.steps(this.fwd, this.bwd, meet),
    };
  }

  /**
   * Everything an upward search from the seeds settles (forward over up-arcs to leave a point, backward
   * over down-arcs to arrive at one), for many-to-many costs: the cost from a to b is the minimum over
   * the nodes both a's forward and b's backward space hold. Stalled nodes are left out.
   */
  searchSpace(seeds: readonly Seed[], direction: 'forward' | 'backward'): SearchSpace {
    const ch = this.ch;
    const side = direction === 'forward' ? this.fwd : this.bwd;
    side.reset();
    const nodeOf = ch.nodeOf;
    seeds.forEach((s, i) => side.relax(nodeOf ? nodeOf[s.node]! : s.node, s.cost, s.meters, -1, -1, i));
    const nodes: number[] = [];
    const costs: number[] = [];
    const meters: number[] = [];
    while (side.heap.size > 0) {
      const v = side.heap.pop();
      const cv = side.cost(v);
      if (direction === 'forward' ? this.stalledForward(v, cv) : this.stalledBackward(v, cv)) continue;
      nodes.push(v);
      costs.push(cv);
      meters.push(side.metersAt(v));
      if (direction === 'forward') {
        for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
          side.relax(ch.upTo[j]!, cv + ch.upCost[j]!, side.metersAt(v) + ch.upMeters[j]!, j, v, 0);
        }
      } else {
        for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
          side.relax(ch.downFrom[j]!, cv + ch.downCost[j]!, side.metersAt(v) + ch.downMeters[j]!, j, v, 0);
        }
      }
    }
    return {
      nodes: Int32Array.from(nodes),
      costs: Float64Array.from(costs),
      meters: Float64Array.from(meters),
    };
  }

  /** Runs both searches; returns the meeting node of the best connection, or −1. */
  private search(sources: readonly Seed[], targets: readonly Seed[]): number {
    const ch = this.ch;
    const { fwd, bwd } = this;
    let meet = seedBothSides(fwd, bwd, sources, targets, ch.nodeOf);
    let best = meet < 0 ? Number.POSITIVE_INFINITY : fwd.cost(meet) + bwd.cost(meet);
    this.settled = 0;
    for (;;) {
      const fMin = fwd.heap.peekKey();
      const bMin = bwd.heap.peekKey();
      const fDone = fMin >= best;
      const bDone = bMin >= best;
      if (fDone && bDone) break;
      const forward = !fDone && (bDone || fMin <= bMin);
      const side = forward ? fwd : bwd;
      const other = forward ? bwd : fwd;
      const v = side.heap.pop();
      this.settled++;
      const cv = side.cost(v);
      const across = other.cost(v);
      if (cv + across < best) {
        best = cv + across;
        meet = v;
      }
      if (forward ? this.stalledForward(v, cv) : this.stalledBackward(v, cv)) continue;
      if (forward) {
        for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
          fwd.relax(ch.upTo[j]!, cv + ch.upCost[j]!, fwd.metersAt(v) + ch.upMeters[j]!, j, v, fwd.seedAt(v));
        }
      } else {
        for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
          bwd.relax(
            ch.downFrom[j]!,
            cv + ch.downCost[j]!,
            bwd.metersAt(v) + ch.downMeters[j]!,
            j,
            v,
            bwd.seedAt(v),
          );
        }
      }
    }
    return meet;
  }

  /**
   * Stall-on-demand, forward: v is reached cheaper by coming down from a higher node w the forward search
   * already labelled (w → v is one of v's down-arcs), so no shortest path continues upward from v.
   */
  private stalledForward(v: number, cv: number): boolean {
    const ch = this.ch;
    for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
      if (this.fwd.cost(ch.downFrom[j]!) + ch.downCost[j]! < cv) return true;
    }
    return false;
  }

  private stalledBackward(v: number, cv: number): boolean {
    const ch = this.ch;
    for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
      if (this.bwd.cost(ch.upTo[j]!) + ch.upCost[j]! < cv) return true;
    }
    return false;
  }
}
