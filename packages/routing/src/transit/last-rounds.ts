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
 * The stops still of use when one or two rides are left. With none left only a walk to the destination
 * remains, so the last round's vehicles are worth leaving only at the targets (the stops with such a
 * walk). With one left, a ready label is worth keeping only where some pattern passes a target after it
 * (lastBoarding), and a vehicle worth leaving only at a target or a stop with a change to such a place
 * (lastAlighting). With two left, a ready label only before a lastAlighting stop on some pattern
 * (nextToLastBoarding). Found per search from the few patterns through those stops, this spares the
 * last rounds the labels, changes and pattern scans that could not reach the destination anyway.
 */
export class LastRounds {
  readonly targets: StopSet;
  readonly lastBoarding: StopSet;
  readonly lastAlighting: StopSet;
  readonly nextToLastBoarding: StopSet;
  private readonly patternSeen: Uint8Array;
  private readonly seenPatterns: Int32Array;

  constructor(readonly graph: SearchGraph) {
    const stops = graph.stopCount;
    this.targets = new StopSet(stops);
    this.lastBoarding = new StopSet(stops);
    this.lastAlighting = new StopSet(stops);
    this.nextToLastBoarding = new StopSet(stops);
    const patterns = graph.patternStopOffset.length - 1;
    this.patternSeen = new Uint8Array(patterns);
    this.seenPatterns = new Int32Array(patterns);
  }

  /** Fills the sets for a search whose targets are the stops with egressSeconds ≥ 0. */
  mark(egressSeconds: Int32Array): void {
    const g = this.graph;
    this.clear();
    for (let s = 0; s < g.stopCount; s++) if (egressSeconds[s]! >= 0) this.targets.add(s);
    this.boardingsBefore(this.targets, this.lastBoarding);
    for (let i = 0; i < this.targets.size; i++) this.lastAlighting.add(this.targets.stops[i]!);
    for (let i = 0; i < this.lastBoarding.size; i++) {
      const u = this.lastBoarding.stops[i]!;
      for (let j = g.footpathIntoOffset[u]!; j < g.footpathIntoOffset[u + 1]!; j++) {
        this.lastAlighting.add(g.footpathFrom[j]!);
      }
    }
    this.boardingsBefore(this.lastAlighting, this.nextToLastBoarding);
  }

  clear(): void {
    this.targets.clear();
    this.lastBoarding.clear();
    this.lastAlighting.clear();
    this.nextToLastBoarding.clear();
  }

  /** Adds to `into` every boarding place before the last stop of `ends` (where alighting is allowed) on each pattern. */
  private boardingsBefore(ends: StopSet, into: StopSet): void {
    const g = this.graph;
    const codes = g.patternStopCodes;
    let seen = 0;
    for (let e = 0; e < ends.size; e++) {
      const stop = ends.stops[e]!;
      for (let j = g.stopPatternOffset[stop]!; j < g.stopPatternOffset[stop + 1]!; j++) {
        const p = g.stopPatternEntries[2 * j]!;
        if (this.patternSeen[p]) continue;
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
