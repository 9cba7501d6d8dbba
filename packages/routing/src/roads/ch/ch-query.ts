import { SearchLabels, seedBothSides } from '../search/search-labels.js';
import type { RoadPath, Seed } from '../search/seeds.js';
import type { ContractionHierarchy } from './contraction-hierarchy.js';

/** The nodes an upward search settles, with their cost and metres from (or to) the seeds. */
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
  /** Nodes settled by the last search (both directions), for benchmarks. */
  settled = 0;

  constructor(private readonly ch: ContractionHierarchy) {
    this.fwd = new SearchLabels(ch.nodeCount);
    this.bwd = new SearchLabels(ch.nodeCount);
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
    const ch = this.ch;
    const steps: number[] = [];
    const upward: number[] = [];
    for (let v = meet; this.fwd.parentAt(v) >= 0; v = this.fwd.parentNodeAt(v))
      upward.push(this.fwd.parentAt(v));
    for (let i = upward.length - 1; i >= 0; i--) unpackUp(ch, upward[i]!, steps);
    for (let v = meet; this.bwd.parentAt(v) >= 0; v = this.bwd.parentNodeAt(v))
      unpackDown(ch, this.bwd.parentAt(v), steps);
    return {
      cost: this.fwd.cost(meet) + this.bwd.cost(meet),
      meters: this.fwd.metersAt(meet) + this.bwd.metersAt(meet),
      source: sources[this.fwd.seedAt(meet)]!,
      target: targets[this.bwd.seedAt(meet)]!,
      steps,
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
    seeds.forEach((s, i) => side.relax(s.node, s.cost, s.meters, -1, -1, i));
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
    let meet = seedBothSides(fwd, bwd, sources, targets);
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

/** Expands up-arc j (from its owner to a higher node) into road steps, in travel order. */
function unpackUp(ch: ContractionHierarchy, j: number, out: number[]): void {
  if (ch.upMiddle[j]! < 0) {
    out.push(ch.upStep[j]!);
    return;
  }
  const owner = upOwner(ch, j);
  unpackShortcut(ch, owner, ch.upTo[j]!, ch.upMiddle[j]!, out);
}

/** Expands down-arc j (into its owner from a higher node) into road steps, in travel order. */
function unpackDown(ch: ContractionHierarchy, j: number, out: number[]): void {
  if (ch.downMiddle[j]! < 0) {
    out.push(ch.downStep[j]!);
    return;
  }
  unpackShortcut(ch, ch.downFrom[j]!, downOwner(ch, j), ch.downMiddle[j]!, out);
}

/**
 * A shortcut u → w through m (ranked below both) is the down-arc u → m filed under m followed by the
 * up-arc m → w filed under m; either may itself be a shortcut.
 */
function unpackShortcut(ch: ContractionHierarchy, u: number, w: number, m: number, out: number[]): void {
  unpackDown(ch, cheapestDown(ch, m, u), out);
  unpackUp(ch, cheapestUp(ch, m, w), out);
}

function cheapestDown(ch: ContractionHierarchy, at: number, from: number): number {
  const best = cheapestArc(ch.downOffset, ch.downFrom, ch.downCost, at, from);
  if (best < 0) throw new Error(`contraction hierarchy damaged: no arc ${from} → ${at}`);
  return best;
}

function cheapestUp(ch: ContractionHierarchy, at: number, to: number): number {
  const best = cheapestArc(ch.upOffset, ch.upTo, ch.upCost, at, to);
  if (best < 0) throw new Error(`contraction hierarchy damaged: no arc ${at} → ${to}`);
  return best;
}

/** Of the arcs filed under `at` (one side's columns) whose other end is `other`, the cheapest; -1 when none. */
function cheapestArc(
  offset: Int32Array,
  otherEnd: Int32Array,
  cost: Float64Array,
  at: number,
  other: number,
): number {
  let best = -1;
  for (let j = offset[at]!; j < offset[at + 1]!; j++) {
    if (otherEnd[j] === other && (best < 0 || cost[j]! < cost[best]!)) best = j;
  }
  return best;
}

function upOwner(ch: ContractionHierarchy, j: number): number {
  return ownerOf(ch.upOffset, ch.nodeCount, j);
}

function downOwner(ch: ContractionHierarchy, j: number): number {
  return ownerOf(ch.downOffset, ch.nodeCount, j);
}

function ownerOf(offset: Int32Array, n: number, j: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offset[mid]! <= j) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
