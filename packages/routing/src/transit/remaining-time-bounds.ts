import type { Timetable } from './timetable-model.js';

/**
 * Lower bounds of the time still needed from each stop to the destination, for target pruning.
 *
 * Feeds round times to the minute, so a single hop can cover 500 m in "0 seconds" and no top speed holds
 * for every hop. Instead every ride (any span of any trip) satisfies distance ≤ v·time + c, with v the
 * fastest long-distance speed and c the worst slack over all spans (walking is slower than v). A journey
 * with at most r more rides then needs at least (distance − r·c) / v seconds. Distances use a flat
 * projection whose scales underestimate, so a bound never exceeds the truth.
 */
export class RemainingTimeBounds {
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  /** Metres per second and metres of the inequality distance ≤ speed·time + slack. */
  readonly speed: number;
  readonly slack: number;
  private readonly bounds: Int32Array;
  /** Which search a stop's bound was computed for: bounds are computed on first use only. */
  private readonly stamp: Uint32Array;
  private round = 0;
  private targetX: number[] = [];
  private targetY: number[] = [];
  private targetSeconds: number[] = [];
  private reach = 0;

  constructor(t: Timetable) {
    const count = t.stopIds.length;
    let maxLat = 0;
    for (let s = 0; s < count; s++) maxLat = Math.max(maxLat, Math.abs(t.stopLat[s]!));
    // East–west metres per degree shrink away from the equator: the stop furthest from it gives the
    // smallest scale; 110.5 km is less than any degree of latitude.
    const xScale = 111_000 * Math.cos((Math.min(89, maxLat) * Math.PI) / 180) * 0.995;
    const yScale = 110_500 * 0.995;
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    for (let s = 0; s < count; s++) {
      this.x[s] = t.stopLon[s]! * xScale;
      this.y[s] = t.stopLat[s]! * yScale;
    }
    const fit = rideInequality(t, this.x, this.y);
    this.speed = fit.speed;
    this.slack = fit.slack;
    this.bounds = new Int32Array(count);
    this.stamp = new Uint32Array(count);
  }

  /**
   * Starts a search towards the targets (a stop plus its walk to the destination) with at most `rides`
   * more rides; `at(s)` then answers for it. A search touches a fraction of the stops, so each bound is
   * computed when first asked for, not for all stops up front.
   */
  towards(targets: { stop: number; seconds: number }[], rides: number): this {
    if (++this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
    this.targetX = targets.map((a) => this.x[a.stop]!);
    this.targetY = targets.map((a) => this.y[a.stop]!);
    this.targetSeconds = targets.map((a) => a.seconds);
    this.reach = rides * this.slack;
    return this;
  }

  /** Seconds from stop s to the nearest target, at least (0 when there are no targets). */
  at(s: number): number {
    if (this.stamp[s] === this.round) return this.bounds[s]!;
    const x = this.x[s]!;
    const y = this.y[s]!;
    let best = this.targetX.length === 0 ? 0 : Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.targetX.length; i++) {
      const d =
        Math.max(0, Math.sqrt((x - this.targetX[i]!) ** 2 + (y - this.targetY[i]!) ** 2) - this.reach) /
          this.speed +
        this.targetSeconds[i]!;
      if (d < best) best = d;
    }
    this.stamp[s] = this.round;
    this.bounds[s] = Math.floor(best);
    return this.bounds[s]!;
  }
}

/**
 * The v and c of distance ≤ v·time + c over every span of every pattern. A span's time is bounded below by
 * the sum of its hops' quickest times (over all trips), which only makes c safer. v is the fastest speed
 * over spans of at least 10 km, where minute rounding no longer matters.
 */
function rideInequality(t: Timetable, x: Float64Array, y: Float64Array): { speed: number; slack: number } {
  let speed = t.walkSpeed;
  forEachSpan(t, x, y, (meters, seconds) => {
    if (meters >= 10_000 && seconds > 0) speed = Math.max(speed, meters / seconds);
  });
  let slack = 0;
  forEachSpan(t, x, y, (meters, seconds) => {
    slack = Math.max(slack, meters - speed * seconds);
  });
  return { speed, slack };
}

function forEachSpan(
  t: Timetable,
  x: Float64Array,
  y: Float64Array,
  visit: (meters: number, seconds: number) => void,
): void {
  for (let p = 0; p + 1 < t.patternStopOffset.length; p++) {
    const off = t.patternStopOffset[p]!;
    const n = t.patternStopOffset[p + 1]! - off;
    const trips = t.patternTripOffset[p + 1]! - t.patternTripOffset[p]!;
    const times = t.patternTimeOffset[p]!;
    const elapsed = new Float64Array(n);
    for (let i = 0; i + 1 < n; i++) {
      let quickest = Number.POSITIVE_INFINITY;
      for (let j = 0; j < trips; j++) {
        const row = times + j * n;
        quickest = Math.min(quickest, t.arrivals[row + i + 1]! - t.departures[row + i]!);
      }
      elapsed[i + 1] = elapsed[i]! + Math.max(0, quickest);
    }
    for (let i = 0; i < n; i++) {
      const a = t.patternStops[off + i]!;
      for (let j = i + 1; j < n; j++) {
        const b = t.patternStops[off + j]!;
        visit(Math.sqrt((x[a]! - x[b]!) ** 2 + (y[a]! - y[b]!) ** 2), elapsed[j]! - elapsed[i]!);
      }
    }
  }
}
