import type { RemainingTimeBounds } from './remaining-time-bounds.js';
import type { Timetable } from './timetable-model.js';

/**
 * Lower bounds of the seconds from a stop to each of several targets (RemainingTimeBounds' bound, kept
 * per target instead of to the nearest), so a search towards several targets can drop a label that
 * none of them can use: for every target, the bound from the label's stop added to its time reaches or
 * passes that target's best arrival so far. Each bound is computed on first use in a search.
 */
export class TargetBounds {
  private readonly x: Float64Array;
  private readonly y: Float64Array;
  private readonly stops: number;
  private bounds = new Int32Array(0);
  private stamp = new Uint32Array(0);
  private round = 0;
  private targetX: number[][] = [];
  private targetY: number[][] = [];
  private targetSeconds: number[][] = [];
  private reach = 0;

  constructor(
    t: Timetable,
    private readonly fit: Pick<RemainingTimeBounds, 'speed' | 'slack'>,
  ) {
    // The same flat projection as RemainingTimeBounds: its scales underestimate every distance.
    const count = t.stopIds.length;
    let maxLat = 0;
    for (let s = 0; s < count; s++) maxLat = Math.max(maxLat, Math.abs(t.stopLat[s]!));
    const xScale = 111_000 * Math.cos((Math.min(89, maxLat) * Math.PI) / 180) * 0.995;
    const yScale = 110_500 * 0.995;
    this.stops = count;
    this.x = new Float64Array(count);
    this.y = new Float64Array(count);
    for (let s = 0; s < count; s++) {
      this.x[s] = t.stopLon[s]! * xScale;
      this.y[s] = t.stopLat[s]! * yScale;
    }
  }

  /** Starts a search towards the targets (each its stops with the walk from them), with at most `rides` more. */
  towards(targets: readonly (readonly { stop: number; seconds: number }[])[], rides: number): this {
    if (this.bounds.length < targets.length * this.stops) {
      this.bounds = new Int32Array(targets.length * this.stops);
      this.stamp = new Uint32Array(targets.length * this.stops);
      this.round = 0;
    }
    if (++this.round === 0xffffffff) {
      this.stamp.fill(0);
      this.round = 1;
    }
    this.targetX = targets.map((list) => list.map((a) => this.x[a.stop]!));
    this.targetY = targets.map((list) => list.map((a) => this.y[a.stop]!));
    this.targetSeconds = targets.map((list) => list.map((a) => a.seconds));
    this.reach = rides * this.fit.slack;
    return this;
  }

  /** Seconds from stop s to the target, at least. */
  at(target: number, s: number): number {
    const i = target * this.stops + s;
    if (this.stamp[i] === this.round) return this.bounds[i]!;
    const x = this.x[s]!;
    const y = this.y[s]!;
    const tx = this.targetX[target]!;
    const ty = this.targetY[target]!;
    const ts = this.targetSeconds[target]!;
    let best = tx.length === 0 ? 0 : Number.POSITIVE_INFINITY;
    for (let j = 0; j < tx.length; j++) {
      const d =
        Math.max(0, Math.sqrt((x - tx[j]!) ** 2 + (y - ty[j]!) ** 2) - this.reach) / this.fit.speed + ts[j]!;
      if (d < best) best = d;
    }
    this.stamp[i] = this.round;
    this.bounds[i] = Math.floor(best);
    return this.bounds[i]!;
  }
}
