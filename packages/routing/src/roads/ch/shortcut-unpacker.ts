import type { SearchLabels } from '../search/search-labels.js';
import type { ContractionHierarchy } from './contraction-hierarchy.js';
import { KeptUnpackings } from './kept-unpackings.js';

const keptUnpacked = new WeakMap<ContractionHierarchy, KeptUnpackings>();

function unpackedOf(ch: ContractionHierarchy): KeptUnpackings {
  let kept = keptUnpacked.get(ch);
  if (!kept) {
    kept = new KeptUnpackings();
    keptUnpacked.set(ch, kept);
  }
  return kept;
}

const unpackTables = new WeakMap<ContractionHierarchy, Int32Array>();

/**
 * Turns the arcs of a hierarchy path back into road steps. A shortcut u → w through m stands for the
 * down-arc u → m and the up-arc m → w, both filed under m; either may be a shortcut again.
 *
 * Every arc has a slot (an up-arc j is slot j, a down-arc j is slot ups + j), and one table per hierarchy
 * holds, for slot s, at 2s and 2s + 1: for a road arc −1 − its step, for a shortcut the slots of its two
 * halves (decision 0054). Unpacking an arc then reads one pair of neighbouring numbers, one cache line,
 * instead of the arc's middle node, step and the middle node's list offsets spread over four arrays: on
 * a hierarchy that has answered few routes, those memory misses were most of a route's time. The table
 * (8 bytes per arc, about 40 MB at a million junctions) is made by the first unpacker of a hierarchy, in
 * one pass over the arcs (0.1–0.2 s at a million junctions on a loaded machine).
 *
 * Of parallel arcs between two nodes the half is the cheapest, the first of equals: the rule the
 * recursive unpacking followed, so paths keep their steps.
 */
export class ShortcutUnpacker {
  private readonly table: Int32Array;
  /** Slots still to unpack, the next on top. */
  private stack = new Int32Array(256);
  /** The path's hierarchy arcs in travel order, as slots. */
  private tail = new Int32Array(64);
  /** Whole unpackings of shortcuts, shared by every query on the hierarchy; made on first keep. */
  private unpacked: KeptUnpackings | null;

  constructor(private readonly ch: ContractionHierarchy) {
    let table = unpackTables.get(ch);
    if (!table) {
      table = unpackTable(ch);
      unpackTables.set(ch, table);
    }
    this.table = table;
    this.unpacked = keptUnpacked.get(ch) ?? null;
  }

  /** The road steps, in travel order, of the path the two searches found through `meet`. */
  steps(fwd: SearchLabels, bwd: SearchLabels, meet: number): number[] {
    const ups = this.ch.upTo.length;
    // The path's hierarchy arcs, first collected meet → source, then reversed.
    let n = 0;
    for (let v = meet; fwd.parentAt(v) >= 0; v = fwd.parentNodeAt(v)) {
      if (n === this.tail.length) this.tail = grow(this.tail);
      this.tail[n++] = fwd.parentAt(v);
    }
    this.tail.subarray(0, n).reverse();
    // The backward side already runs meet → target, in travel order.
    for (let v = meet; bwd.parentAt(v) >= 0; v = bwd.parentNodeAt(v)) {
      if (n === this.tail.length) this.tail = grow(this.tail);
      this.tail[n++] = ups + bwd.parentAt(v);
    }
    const out: number[] = [];
    for (let i = 0; i < n; i++) this.unpackArc(this.tail[i]!, out);
    return out;
  }

  /**
   * Appends one hierarchy arc's road steps: copied from the shortcut's kept unpacking when there is one,
   * else unpacked and offered to be kept.
   */
  private unpackArc(slot: number, out: number[]): void {
    if (this.unpacked?.copyTo(slot, out)) return;
    const start = out.length;
    this.drain(slot, out);
    (this.unpacked ??= unpackedOf(this.ch)).keep(slot, out, start);
  }

  private drain(slot: number, out: number[]): void {
    const table = this.table;
    let stack = this.stack;
    stack[0] = slot;
    let sp = 1;
    while (sp > 0) {
      const s = stack[--sp]!;
      const first = table[2 * s]!;
      if (first < 0) {
        out.push(-1 - first);
        continue;
      }
      if (sp + 2 > stack.length) stack = this.stack = grow(stack);
      // The second half goes under the first: the first is driven first.
      stack[sp++] = table[2 * s + 1]!;
      stack[sp++] = first;
    }
  }
}

/** For every arc's slot: −1 − step for a road arc, or the slots of a shortcut's two halves. */
function unpackTable(ch: ContractionHierarchy): Int32Array {
  const ups = ch.upTo.length;
  const table = new Int32Array(2 * (ups + ch.downFrom.length));
  for (let v = 0; v < ch.nodeCount; v++) {
    for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
      // Up-arc v → upTo[j] through m: down-arc v → m, then up-arc m → upTo[j].
      const m = ch.upMiddle[j]!;
      if (m < 0) {
        table[2 * j] = -1 - ch.upStep[j]!;
        continue;
      }
      table[2 * j] = ups + halfOrThrow(cheapestArc(ch.downOffset, ch.downFrom, ch.downCost, m, v), v, m);
      table[2 * j + 1] = halfOrThrow(
        cheapestArc(ch.upOffset, ch.upTo, ch.upCost, m, ch.upTo[j]!),
        m,
        ch.upTo[j]!,
      );
    }
    for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
      // Down-arc downFrom[j] → v through m: down-arc downFrom[j] → m, then up-arc m → v.
      const s = ups + j;
      const m = ch.downMiddle[j]!;
      if (m < 0) {
        table[2 * s] = -1 - ch.downStep[j]!;
        continue;
      }
      const u = ch.downFrom[j]!;
      table[2 * s] = ups + halfOrThrow(cheapestArc(ch.downOffset, ch.downFrom, ch.downCost, m, u), u, m);
      table[2 * s + 1] = halfOrThrow(cheapestArc(ch.upOffset, ch.upTo, ch.upCost, m, v), m, v);
    }
  }
  return table;
}

function halfOrThrow(arc: number, from: number, to: number): number {
  if (arc < 0) throw new Error(`contraction hierarchy damaged: no arc ${from} → ${to}`);
  return arc;
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

function grow(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}
