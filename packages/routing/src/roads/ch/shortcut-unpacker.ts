import type { SearchLabels } from '../search/search-labels.js';
import type { ContractionHierarchy } from './contraction-hierarchy.js';
import { KeptUnpackings } from './kept-unpackings.js';

/** A half not looked up yet. */
const UNKNOWN = 0xffffffff;
/** Halves are kept as offsets into their middle node's arc lists, 16 bits each. */
const MAX_RELATIVE = 0xffff;

const keptUnpacked = new WeakMap<ContractionHierarchy, KeptUnpackings>();

function unpackedOf(ch: ContractionHierarchy): KeptUnpackings {
  let kept = keptUnpacked.get(ch);
  if (!kept) {
    kept = new KeptUnpackings();
    keptUnpacked.set(ch, kept);
  }
  return kept;
}

const keptHalves = new WeakMap<ContractionHierarchy, { up: Uint32Array; down: Uint32Array }>();

/**
 * Turns the arcs of a hierarchy path back into road steps. A shortcut u → w through m stands for the
 * down-arc u → m and the up-arc m → w, both filed under m; either may be a shortcut again. Each
 * shortcut's two halves are found once, by scanning m's arcs, and remembered as their offsets in m's
 * lists (4 bytes per arc, all found when the first unpacker is made), so a path is unpacked with one reused stack: no
 * recursion, no search for an arc's owner, no allocation but the steps themselves.
 *
 * Of parallel arcs between two nodes the half is the cheapest, the first of equals: the rule the
 * recursive unpacking followed, so paths keep their steps.
 */
export class ShortcutUnpacker {
  private upHalves: Uint32Array | null;
  private downHalves: Uint32Array | null;
  /** Pairs (arc code, owner node); arc code = arc · 2 for an up-arc, arc · 2 + 1 for a down-arc. */
  private stack = new Int32Array(256);
  /** The path's hierarchy arcs in travel order, as (arc code, owner node) pairs. */
  private tail = new Int32Array(64);
  /** The halves the last look-up found, as arc indices. */
  private firstHalf = 0;
  private secondHalf = 0;
  /** Whole unpackings of shortcuts, shared by every query on the hierarchy; made on first keep. */
  private unpacked: KeptUnpackings | null;

  /**
   * The first unpacker of a hierarchy looks up every shortcut's halves at once (decision 0054): one pass
   * over the arcs, about 0.3 s at a million junctions, instead of a scan of the middle node's lists, far
   * apart in memory, on each shortcut's first use, which made the first thousands of routes after
   * contraction or loading twice as slow.
   */
  constructor(private readonly ch: ContractionHierarchy) {
    const shared = keptHalves.get(ch);
    this.upHalves = shared?.up ?? null;
    this.downHalves = shared?.down ?? null;
    this.unpacked = keptUnpacked.get(ch) ?? null;
    if (!shared) this.prepareAll();
  }

  /** The road steps, in travel order, of the path the two searches found through `meet`. */
  steps(fwd: SearchLabels, bwd: SearchLabels, meet: number): number[] {
    // The path's hierarchy arcs as (code, owner) pairs, first collected meet → source, then reversed.
    let n = 0;
    for (let v = meet; fwd.parentAt(v) >= 0; v = fwd.parentNodeAt(v)) {
      if (n + 2 > this.tail.length) this.tail = grow(this.tail);
      this.tail[n++] = fwd.parentAt(v) * 2;
      this.tail[n++] = fwd.parentNodeAt(v);
    }
    reversePairs(this.tail, n);
    // The backward side already runs meet → target, in travel order.
    for (let v = meet; bwd.parentAt(v) >= 0; v = bwd.parentNodeAt(v)) {
      if (n + 2 > this.tail.length) this.tail = grow(this.tail);
      this.tail[n++] = bwd.parentAt(v) * 2 + 1;
      this.tail[n++] = bwd.parentNodeAt(v);
    }
    const out: number[] = [];
    for (let i = 0; i < n; i += 2) this.unpackArc(this.tail[i]!, this.tail[i + 1]!, out);
    return out;
  }

  /**
   * Appends one hierarchy arc's road steps: copied from the shortcut's kept unpacking when there is one,
   * else unpacked and offered to be kept.
   */
  private unpackArc(code: number, owner: number, out: number[]): void {
    if (this.unpacked?.copyTo(code, out)) return;
    const start = out.length;
    this.drain(this.push(0, code, owner), out);
    (this.unpacked ??= unpackedOf(this.ch)).keep(code, out, start);
  }

  private drain(top: number, out: number[]): void {
    const ch = this.ch;
    let sp = top;
    while (sp > 0) {
      const owner = this.stack[--sp]!;
      const code = this.stack[--sp]!;
      const j = code >> 1;
      let m: number;
      if ((code & 1) === 0) {
        // Up-arc owner → upTo[j].
        m = ch.upMiddle[j]!;
        if (m < 0) {
          out.push(ch.upStep[j]!);
          continue;
        }
        this.upHalvesOf(j, owner, m);
      } else {
        // Down-arc downFrom[j] → owner.
        m = ch.downMiddle[j]!;
        if (m < 0) {
          out.push(ch.downStep[j]!);
          continue;
        }
        this.downHalvesOf(j, owner, m);
      }
      sp = this.push(sp, this.secondHalf * 2, m);
      sp = this.push(sp, this.firstHalf * 2 + 1, m);
    }
  }

  /** Looks up every shortcut's halves now rather than on first use. */
  prepareAll(): void {
    const ch = this.ch;
    for (let v = 0; v < ch.nodeCount; v++) {
      for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) {
        const m = ch.upMiddle[j]!;
        if (m >= 0) this.upHalvesOf(j, v, m);
      }
      for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) {
        const m = ch.downMiddle[j]!;
        if (m >= 0) this.downHalvesOf(j, v, m);
      }
    }
  }

  private push(sp: number, code: number, owner: number): number {
    if (sp + 2 > this.stack.length) this.stack = grow(this.stack);
    this.stack[sp] = code;
    this.stack[sp + 1] = owner;
    return sp + 2;
  }

  private upHalvesOf(j: number, owner: number, m: number): void {
    if (!this.upHalves) this.share();
    this.upHalves![j] = this.halves(this.upHalves![j]!, owner, this.ch.upTo[j]!, m);
  }

  private downHalvesOf(j: number, owner: number, m: number): void {
    if (!this.downHalves) this.share();
    this.downHalves![j] = this.halves(this.downHalves![j]!, this.ch.downFrom[j]!, owner, m);
  }

  /** Every query on the same hierarchy (the router's, a benchmark's) fills and reads the same halves. */
  private share(): void {
    let shared = keptHalves.get(this.ch);
    if (!shared) {
      shared = {
        up: new Uint32Array(this.ch.upTo.length).fill(UNKNOWN),
        down: new Uint32Array(this.ch.downFrom.length).fill(UNKNOWN),
      };
      keptHalves.set(this.ch, shared);
    }
    this.upHalves = shared.up;
    this.downHalves = shared.down;
  }

  /**
   * Sets the halves of a shortcut u → w through m (down-arc u → m, up-arc m → w) from what was kept, or
   * looks them up; returns what to keep (UNKNOWN for a node whose lists are too long to keep offsets).
   */
  private halves(kept: number, u: number, w: number, m: number): number {
    const ch = this.ch;
    if (kept !== UNKNOWN) {
      this.firstHalf = ch.downOffset[m]! + (kept >>> 16);
      this.secondHalf = ch.upOffset[m]! + (kept & MAX_RELATIVE);
      return kept;
    }
    const down = cheapestArc(ch.downOffset, ch.downFrom, ch.downCost, m, u);
    const up = cheapestArc(ch.upOffset, ch.upTo, ch.upCost, m, w);
    if (down < 0) throw new Error(`contraction hierarchy damaged: no arc ${u} → ${m}`);
    if (up < 0) throw new Error(`contraction hierarchy damaged: no arc ${m} → ${w}`);
    this.firstHalf = down;
    this.secondHalf = up;
    const downRelative = down - ch.downOffset[m]!;
    const upRelative = up - ch.upOffset[m]!;
    if (downRelative > MAX_RELATIVE || upRelative > MAX_RELATIVE) return UNKNOWN;
    return ((downRelative << 16) | upRelative) >>> 0;
  }
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

/** Reverses the order of the first n/2 pairs of a, each pair kept as it is. */
function reversePairs(a: Int32Array, n: number): void {
  for (let i = 0, k = n - 2; i < k; i += 2, k -= 2) {
    const code = a[i]!;
    const owner = a[i + 1]!;
    a[i] = a[k]!;
    a[i + 1] = a[k + 1]!;
    a[k] = code;
    a[k + 1] = owner;
  }
}

function grow(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(a.length * 2);
  bigger.set(a);
  return bigger;
}
