import type { Timetable } from './timetable-model.js';

/** The v and c of distance ≤ v·time + c that every ride of a timetable satisfies (metres per second, metres). */
export interface RideFit {
  speed: number;
  slack: number;
}

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
  /** Each stop's projected x and y, side by side. */
  private readonly xy: Float64Array;
  /** Metres per second and metres of the inequality distance ≤ speed·time + slack. */
  readonly speed: number;
  readonly slack: number;
  /**
   * Per stop, side by side: which search its straight-line time to the nearest target was computed for
   * (with far-apart targets it is computed on first use only), and that time. One read finds both.
   */
  private readonly stampAndBound: Float64Array;
  private round = 0;
  private targetX = new Float64Array(0);
  private targetY = new Float64Array(0);
  private targetSeconds = new Float64Array(0);
  private rides = 0;
  /**
   * Targets close together (a stop and the platforms around it) are one circle: the distance to its
   * edge and the quickest walk of any target bound them all, a little less tightly but in one square
   * root, so no bound needs remembering.
   */
  private circle = false;
  private circleX = 0;
  private circleY = 0;
  private circleRadius = 0;
  /** The circle's radius plus the slack of all the rides `towards` was given. */
  private circleReach = 0;
  private circleSeconds = 0;

  /**
   * `fit`: the timetable's ride fit when it was worked out already (rideFitOf, in a worker thread): it
   * reads every span of every pattern, the costly part of building the bounds.
   */
  constructor(t: Timetable, fit?: RideFit) {
    const count = t.stopIds.length;
    const { x, y } = projectedStops(t);
    this.xy = new Float64Array(2 * count);
    for (let s = 0; s < count; s++) {
      this.xy[2 * s] = x[s]!;
      this.xy[2 * s + 1] = y[s]!;
    }
    const { speed, slack } = fit ?? rideInequality(t, x, y);
    this.speed = speed;
    this.slack = slack;
    this.stampAndBound = new Float64Array(2 * count);
  }

  /**
   * Starts a search towards the targets (a stop plus its walk to the destination) with at most `rides`
   * more rides; `at(s)` then answers for it. A search touches a fraction of the stops, so each bound is
   * computed when first asked for, not for all stops up front.
   */
  towards(targets: { stop: number; seconds: number }[], rides: number): this {
    this.round++;
    this.targetX = Float64Array.from(targets, (a) => this.xy[2 * a.stop]!);
    this.targetY = Float64Array.from(targets, (a) => this.xy[2 * a.stop + 1]!);
    this.targetSeconds = Float64Array.from(targets, (a) => a.seconds);
    this.rides = rides;
    this.circle = false;
    if (targets.length > 0) {
      const { targetX: tx, targetY: ty } = this;
      const cx = (Math.min(...tx) + Math.max(...tx)) / 2;
      const cy = (Math.min(...ty) + Math.max(...ty)) / 2;
      let radius = 0;
      for (let i = 0; i < tx.length; i++) radius = Math.max(radius, Math.hypot(tx[i]! - cx, ty[i]! - cy));
      if (radius <= CIRCLE_RADIUS_METERS) {
        this.circle = true;
        this.circleX = cx;
        this.circleY = cy;
        this.circleRadius = radius;
        this.circleReach = radius + rides * this.slack;
        this.circleSeconds = Math.min(...this.targetSeconds);
      }
    }
    return this;
  }

  /**
   * Seconds from stop s to the nearest target, at least (0 when there are no targets), with at most
   * `rides` more rides (default: as many as `towards` was given).
   *
   * The bounds are consistent: a ride from s to x taking τ seconds (whole seconds) gives
   * at(x, rides − 1) ≥ at(s, rides) − τ, since the straight line shrinks by at most v·τ + c per ride. So
   * a trip boarded at s at time d can arrive nowhere in time for `bound` when d + at(s, rides) ≥ bound.
   */
  at(s: number, rides: number = this.rides): number {
    if (this.circle) {
      const dx = this.xy[2 * s]! - this.circleX;
      const dy = this.xy[2 * s + 1]! - this.circleY;
      const reach = this.circleRadius + rides * this.slack;
      return Math.floor(Math.max(0, Math.sqrt(dx * dx + dy * dy) - reach) / this.speed + this.circleSeconds);
    }
    // Far-apart targets: the straight-line time to the nearest, less the rides' slack.
    const cached = this.stampAndBound;
    const seconds = cached[2 * s] === this.round ? cached[2 * s + 1]! : this.compute(s);
    return Math.max(0, Math.floor(seconds - (rides * this.slack) / this.speed));
  }

  private compute(s: number): number {
    const x = this.xy[2 * s]!;
    const y = this.xy[2 * s + 1]!;
    const { targetX, targetY, targetSeconds, speed } = this;
    let best = targetX.length === 0 ? 0 : Number.POSITIVE_INFINITY;
    for (let i = 0; i < targetX.length; i++) {
      const dx = x - targetX[i]!;
      const dy = y - targetY[i]!;
      const d = Math.sqrt(dx * dx + dy * dy) / speed + targetSeconds[i]!;
      if (d < best) best = d;
    }
    this.stampAndBound[2 * s] = this.round;
    this.stampAndBound[2 * s + 1] = best;
    return best;
  }
}

/** The ride fit of a timetable, as the bounds work it out. */
export function rideFitOf(t: Timetable): RideFit {
  const { x, y } = projectedStops(t);
  return rideInequality(t, x, y);
}

/** The stops on a flat projection whose scales underestimate every distance in the timetable's area. */
function projectedStops(t: Timetable): { x: Float64Array; y: Float64Array } {
  const count = t.stopIds.length;
  let maxLat = 0;
  for (let s = 0; s < count; s++) maxLat = Math.max(maxLat, Math.abs(t.stopLat[s]!));
  // East–west metres per degree shrink away from the equator: the stop furthest from it gives the
  // smallest scale; 110.5 km is less than any degree of latitude.
  const xScale = 111_000 * Math.cos((Math.min(89, maxLat) * Math.PI) / 180) * 0.995;
  const yScale = 110_500 * 0.995;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  for (let s = 0; s < count; s++) {
    x[s] = t.stopLon[s]! * xScale;
    y[s] = t.stopLat[s]! * yScale;
  }
  return { x, y };
}

/**
 * Targets within this radius of their centre count as one circle: the bounds lose at most twice the
 * radius at the network's top speed (seconds), next to the minutes the search prunes on.
 */
const CIRCLE_RADIUS_METERS = 1000;

/**
 * The v and c of distance ≤ v·time + c over every span of every pattern. A span's time is bounded below by
 * the sum of its hops' quickest times (over all trips), which only makes c safer. v is the fastest speed
 * over spans of at least 10 km, where minute rounding no longer matters.
 */
function rideInequality(t: Timetable, x: Float64Array, y: Float64Array): RideFit {
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
