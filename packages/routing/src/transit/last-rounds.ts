import { STOP_CODE_ALIGHT, STOP_CODE_BOARD, type SearchGraph } from './search-graph.js';

/** A set of stops: membership in one read, and a list to clear it by. */
export class StopSet {
  readonly has: Uint8Array;
  readonly stops: Int32Array;
  size = 0;

  constructor(stopCount: number) {
    this.has = new Uint8Array(stopCount);
    this.stops = new Int32Array(stopCount);
  }

  add(s: number): void {
    if (this.has[s]) return;
    this.has[s] = 1;
    this.stops[this.size++] = s;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.has[this.stops[i]!] = 0;
    this.size = 0;
  }
}

/**
 * The stops still of use when few rides are left. With none left only a walk to the destination remains,
 * so the last round's vehicles are worth leaving only at the targets (the stops with such a walk). With r
 * rides left, a ready label is worth keeping only where boarding can reach, on some pattern, a stop where
 * leaving the vehicle is still of use with r − 1 rides left (boarding[r]), and leaving a vehicle only at
 * such a stop or one with a change to boarding[r] (alighting[r]). Each level is found from the patterns
 * through the level below, so the levels grow outwards from the destination; they stop growing once a
 * level would cover a good part of the network, where it would cost more to find than it spares the
 * rounds (labels, changes and pattern scans that could not reach the destination anyway).
 */
export class LastRounds {
  /** alighting[r] for r = 0 … levels − 1 (alighting[0]: the targets). */
  readonly alighting: StopSet[] = [];
  /** boarding[r] for r = 1 … levels (boarding[0] is unused). */
  readonly boarding: StopSet[] = [];
  /** How many rides left the sets cover: boarding up to [levels], alighting up to [levels − 1]. */
  levels = 0;
  private readonly patternSeen: Uint8Array;
  private readonly seenPatterns: Int32Array;
  /**
   * Per pattern, the first pattern with the same stops and the same boarding and alighting rules (its
   * sequence): such patterns add the same stops to a level, so only the sequence is looked at (a live
   * timetable's copies of a scheduled pattern, a route's patterns run by other services).
   */
  private readonly sequenceOf: Int32Array;
  /** The sequences through stop s, each once: stopSequences[stopSequenceOffset[s] … [s + 1]). */
  private readonly stopSequenceOffset: Int32Array;
  private readonly stopSequences: Int32Array;
  /** Per sequence, 1 when the current search can use one of its patterns. */
  private readonly sequenceUsable: Uint8Array;

  constructor(
    readonly graph: SearchGraph,
    maxLevels: number,
  ) {
    const stops = graph.stopCount;
    for (let r = 0; r <= maxLevels; r++) {
      this.alighting.push(new StopSet(stops));
      this.boarding.push(new StopSet(stops));
    }
    const patterns = graph.patternStopOffset.length - 1;
    this.patternSeen = new Uint8Array(patterns);
    this.seenPatterns = new Int32Array(patterns);
    this.sequenceOf = sequences(graph);
    this.sequenceUsable = new Uint8Array(patterns);
    [this.stopSequenceOffset, this.stopSequences] = sequencesPerStop(graph, this.sequenceOf);
  }

  /** Where leaving a vehicle with `rides` left can still lead to the destination; undefined: anywhere. */
  alightAt(rides: number): Uint8Array | undefined {
    return rides === 0 || rides < this.levels ? this.alighting[rides]!.has : undefined;
  }

  /** Where a ready label with `rides` left can still lead to the destination; undefined: anywhere. */
  readyAt(rides: number): Uint8Array | undefined {
    return rides >= 1 && rides <= this.levels ? this.boarding[rides]!.has : undefined;
  }

  /**
   * Fills the sets for a search whose targets are the stops with egressSeconds ≥ 0, for up to `rides`
   * rides left, riding only the patterns that `usable` marks with 1 (those with a trip the search can
   * take).
   */
  mark(egressSeconds: Int32Array, rides: number, usable: Uint8Array): void {
    const g = this.graph;
    this.clear();
    this.sequenceUsable.fill(0);
    for (let p = 0; p < usable.length; p++) if (usable[p]) this.sequenceUsable[this.sequenceOf[p]!] = 1;
    const targets = this.alighting[0]!;
    for (let s = 0; s < g.stopCount; s++) if (egressSeconds[s]! >= 0) targets.add(s);
    const cap = g.stopCount * LEVEL_SHARE;
    for (let r = 1; r <= Math.min(rides, this.boarding.length - 1); r++) {
      const boarding = this.boarding[r]!;
      this.boardingsBefore(this.alighting[r - 1]!, boarding);
      this.levels = r;
      if (boarding.size > cap || r === this.alighting.length - 1) return;
      const alighting = this.alighting[r]!;
      const below = this.alighting[r - 1]!;
      for (let i = 0; i < below.size; i++) alighting.add(below.stops[i]!);
      for (let i = 0; i < boarding.size; i++) {
        const u = boarding.stops[i]!;
        for (let j = g.footpathIntoOffset[u]!; j < g.footpathIntoOffset[u + 1]!; j++) {
          alighting.add(g.footpathFrom[j]!);
        }
      }
    }
  }

  clear(): void {
    for (const set of this.alighting) set.clear();
    for (const set of this.boarding) set.clear();
    this.levels = 0;
  }

  /**
   * Adds to `into` every boarding place before the last stop of `ends` (where alighting is allowed) on each
   * usable pattern (one of each sequence).
   */
  private boardingsBefore(ends: StopSet, into: StopSet): void {
    const g = this.graph;
    const codes = g.patternStopCodes;
    const usable = this.sequenceUsable;
    let seen = 0;
    for (let e = 0; e < ends.size; e++) {
      const stop = ends.stops[e]!;
      for (let j = this.stopSequenceOffset[stop]!; j < this.stopSequenceOffset[stop + 1]!; j++) {
        const p = this.stopSequences[j]!;
        if (usable[p] === 0 || this.patternSeen[p]) continue;
        this.patternSeen[p] = 1;
        this.seenPatterns[seen++] = p;
        const off = g.patternStopOffset[p]!;
        let end = g.patternStopOffset[p + 1]! - off - 1;
        while (end > 0 && !(codes[off + end]! & STOP_CODE_ALIGHT && ends.has[codes[off + end]! >> 2])) end--;
        for (let i = 0; i < end; i++) {
          if (codes[off + i]! & STOP_CODE_BOARD) into.add(codes[off + i]! >> 2);
        }
      }
    }
    for (let i = 0; i < seen; i++) this.patternSeen[this.seenPatterns[i]!] = 0;
  }
}

/** Per pattern, the first pattern with the same stop codes (stops, boarding and alighting). */
function sequences(g: SearchGraph): Int32Array {
  const codes = g.patternStopCodes;
  const offsets = g.patternStopOffset;
  const patterns = offsets.length - 1;
  const sequenceOf = new Int32Array(patterns);
  // The first pattern of each sequence by a key made of a few of its codes, and per such pattern the
  // next one with the same key.
  const byKey = new Map<number, number>();
  const sameKey = new Int32Array(patterns).fill(-1);
  for (let p = 0; p < patterns; p++) {
    const off = offsets[p]!;
    const n = offsets[p + 1]! - off;
    const key =
      n === 0
        ? 0
        : (codes[off]! ^ (codes[off + (n >> 1)]! << 7) ^ (codes[off + n - 1]! << 14) ^ n) & 0x3fffffff;
    const head = byKey.get(key) ?? -1;
    let q = head;
    while (q >= 0 && !sameCodes(codes, offsets[q]!, offsets[q + 1]! - offsets[q]!, off, n)) q = sameKey[q]!;
    if (q >= 0) sequenceOf[p] = q;
    else {
      sequenceOf[p] = p;
      sameKey[p] = head;
      byKey.set(key, p);
    }
  }
  return sequenceOf;
}

/** The sequences through each stop, each once, in the order of their first pattern there. */
function sequencesPerStop(g: SearchGraph, sequenceOf: Int32Array): [Int32Array, Int32Array] {
  const seen = new Uint8Array(sequenceOf.length);
  const offsets = new Int32Array(g.stopCount + 1);
  const list = new Int32Array(g.stopPatterns.length);
  let size = 0;
  for (let s = 0; s < g.stopCount; s++) {
    const from = size;
    for (let j = g.stopPatternOffset[s]!; j < g.stopPatternOffset[s + 1]!; j++) {
      const sequence = sequenceOf[g.stopPatterns[j]!]!;
      if (seen[sequence]) continue;
      seen[sequence] = 1;
      list[size++] = sequence;
    }
    for (let i = from; i < size; i++) seen[list[i]!] = 0;
    offsets[s + 1] = size;
  }
  return [offsets, list.slice(0, size)];
}

function sameCodes(codes: Int32Array, a: number, aLength: number, b: number, bLength: number): boolean {
  if (aLength !== bLength) return false;
  for (let i = 0; i < aLength; i++) if (codes[a + i] !== codes[b + i]) return false;
  return true;
}

/**
 * A level covering more than this share of the stops is the last one worked out: on the synthetic
 * national network a search took 0.33 of its former CPU time with 0.1 (and 0.05), 0.39 with 0.25, 0.51
 * with 0.5 and 0.87 with every level worked out.
 */
const LEVEL_SHARE = 0.1;
