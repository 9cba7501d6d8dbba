import { IndexedMinHeap } from './min-heap.js';
import type { Seed } from './seeds.js';

/**
 * One direction of a road search: a queue and, per node, the best cost and metres found, the arc and node
 * it was reached by, and which seed it started from. Stamped per search, so a new search costs nothing
 * up front however large the graph.
 */
export class SearchLabels {
  readonly heap: IndexedMinHeap;
  private readonly costs: Float64Array;
  private readonly meters: Float64Array;
  private readonly parentArc: Int32Array;
  private readonly parentNode: Int32Array;
  private readonly seed: Int32Array;
  private readonly stamp: Uint32Array;
  private round = 0;

  constructor(nodeCount: number) {
    this.heap = new IndexedMinHeap(nodeCount);
    this.costs = new Float64Array(nodeCount);
    this.meters = new Float64Array(nodeCount);
    this.parentArc = new Int32Array(nodeCount);
    this.parentNode = new Int32Array(nodeCount);
    this.seed = new Int32Array(nodeCount);
    this.stamp = new Uint32Array(nodeCount);
    // Written once now so that the memory is mapped before the first searches: a new array's pages are
    // mapped by the system on first touch, which cost the first thousand routes on a million junctions
    // several page faults each (decision 0054).
    for (const a of [this.costs, this.meters, this.parentArc, this.parentNode, this.seed, this.stamp])
      a.fill(0);
  }

  reset(): void {
    this.heap.clear();
    if (++this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
  }

  /** The cost found to v in this search, or +∞. */
  cost(v: number): number {
    return this.stamp[v] === this.round ? this.costs[v]! : Number.POSITIVE_INFINITY;
  }

  metersAt(v: number): number {
    return this.meters[v]!;
  }

  /** The arc v was reached by, −1 for a seed. */
  parentAt(v: number): number {
    return this.parentArc[v]!;
  }

  parentNodeAt(v: number): number {
    return this.parentNode[v]!;
  }

  seedAt(v: number): number {
    return this.seed[v]!;
  }

  /** Labels v and queues it when this is cheaper than what it had; says whether it was. */
  relax(v: number, cost: number, meters: number, arc: number, from: number, seed: number): boolean {
    if (this.stamp[v] === this.round && cost >= this.costs[v]!) return false;
    this.stamp[v] = this.round;
    this.costs[v] = cost;
    this.meters[v] = meters;
    this.parentArc[v] = arc;
    this.parentNode[v] = from;
    this.seed[v] = seed;
    this.heap.push(v, cost);
    return true;
  }
}

/**
 * Starts a search from both ends at once: clears both sides, labels the sources on the forward side and
 * the targets on the backward side (each with its seed's index), and returns the node where the two
 * already meet most cheaply (a source that is also a target), or −1 when none does. With `nodeOf` the
 * search runs on renumbered nodes: a seed's junction j is node nodeOf[j].
 */
export function seedBothSides(
  fwd: SearchLabels,
  bwd: SearchLabels,
  sources: readonly Seed[],
  targets: readonly Seed[],
  nodeOf?: Int32Array,
): number {
  fwd.reset();
  bwd.reset();
  const node = (s: Seed): number => (nodeOf ? nodeOf[s.node]! : s.node);
  sources.forEach((s, i) => fwd.relax(node(s), s.cost, s.meters, -1, -1, i));
  targets.forEach((t, i) => bwd.relax(node(t), t.cost, t.meters, -1, -1, i));
  let best = Number.POSITIVE_INFINITY;
  let meet = -1;
  for (const s of sources) {
    const v = node(s);
    const c = fwd.cost(v) + bwd.cost(v);
    if (c < best) {
      best = c;
      meet = v;
    }
  }
  return meet;
}
