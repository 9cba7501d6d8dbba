import { haversineMeters } from '../geo/distance.js';
import { mayMatch } from './prefilter.js';
import type { ActiveRide, RideRequest } from './types.js';

const EARTH_RADIUS_METERS = 6_371_008.8;
const DEGREES = 180 / Math.PI;
/** Metres added to every box and reach, so rounding never leaves out a point the prefilter would keep. */
const SLACK_METERS = 10;

/**
 * The rides of one list in flat arrays, for the prefilter: each ride's times and a latitude/longitude box
 * around the ellipse its pickup and drop-off must lie in. A request looks at these numbers for every
 * ride and runs the full prefilter (`mayMatch`) only on the rides whose box holds both its points and
 * whose times overlap. The box always holds the ellipse, so the rides kept are exactly those `mayMatch`
 * keeps, in the list's order.
 *
 * The box: with c the midpoint of the ride's ends, a point p on the ellipse (the ends' distances to p
 * add up to at most the reach) lies within max(|c o|, |c d|) + reach / 2 of c, by the triangle
 * inequality on both ends. Inside the box, the ellipse itself is checked with chords: the straight line
 * through the Earth between two points on its surface is never longer than the great circle, so a sum
 * of chords beyond the reach rules the point out without any trigonometry.
 */
export class RideIndex {
  private readonly departure: Float64Array;
  private readonly arrival: Float64Array;
  private readonly minLat: Float64Array;
  private readonly maxLat: Float64Array;
  private readonly minLon: Float64Array;
  private readonly maxLon: Float64Array;
  /** The ride's ends as points on the unit sphere (x, y, z of the origin, then of the destination). */
  private readonly ends: Float64Array;
  /** The ellipse's reach in Earth radii, with slack. */
  private readonly reach: Float64Array;

  private constructor(readonly rides: readonly ActiveRide[]) {
    const n = rides.length;
    this.departure = new Float64Array(n);
    this.arrival = new Float64Array(n);
    this.minLat = new Float64Array(n);
    this.maxLat = new Float64Array(n);
    this.minLon = new Float64Array(n);
    this.maxLon = new Float64Array(n);
    this.ends = new Float64Array(n * 6);
    this.reach = new Float64Array(n);
    rides.forEach((ride, i) => {
      this.departure[i] = ride.departureTime;
      this.arrival[i] = ride.arrivalTime;
      const { origin: o, destination: d } = ride;
      const reach = haversineMeters(o.lat, o.lon, d.lat, d.lon) + ride.maxDetourMeters;
      unitVector(o.lat, o.lon, this.ends, i * 6);
      unitVector(d.lat, d.lon, this.ends, i * 6 + 3);
      this.reach[i] = reach >= 0 ? (reach * (1 + 1e-9) + SLACK_METERS) / EARTH_RADIUS_METERS : Infinity;
      const cLat = (o.lat + d.lat) / 2;
      const cLon = (o.lon + d.lon) / 2;
      const radius =
        Math.max(haversineMeters(cLat, cLon, o.lat, o.lon), haversineMeters(cLat, cLon, d.lat, d.lon)) +
        reach / 2 +
        SLACK_METERS;
      const angle = radius / EARTH_RADIUS_METERS;
      const dLat = angle * DEGREES;
      // Longitude degrees shrink towards the poles: take the box's edge nearest a pole.
      const cos = Math.cos((Math.abs(cLat) + dLat) / DEGREES);
      const dLon =
        cos > 0.01 && angle < 1 ? Math.asin(Math.min(1, Math.sin(angle) / cos)) * DEGREES * 1.001 : 360;
      // Near the date line a box would have to wrap: such a ride is never ruled out here.
      const wraps = cLon - dLon < -180 || cLon + dLon > 180;
      if (!(reach >= 0) || !(dLat >= 0) || !(dLon >= 0) || wraps) {
        // A ride with odd numbers is never ruled out here; the full prefilter decides.
        this.minLat[i] = this.minLon[i] = Number.NEGATIVE_INFINITY;
        this.maxLat[i] = this.maxLon[i] = Number.POSITIVE_INFINITY;
        return;
      }
      this.minLat[i] = cLat - dLat;
      this.maxLat[i] = cLat + dLat;
      this.minLon[i] = cLon - dLon;
      this.maxLon[i] = cLon + dLon;
    });
  }

  /**
   * The index of this list, built on its first use and kept while the list lives: one plan matches the
   * same rides for several requests (the whole way, to and from hubs). A list changed in place since
   * (another length or another ride at a place) gets a new index.
   */
  static of(rides: readonly ActiveRide[]): RideIndex {
    const known = indexes.get(rides);
    if (known && sameRides(known.rides, rides)) return known;
    const index = new RideIndex([...rides]);
    indexes.set(rides, index);
    return index;
  }

  /** The rides `mayMatch` keeps for this request, in the list's order. */
  candidates(request: RideRequest): ActiveRide[] {
    const out: ActiveRide[] = [];
    this.scan(request, (ride) => {
      out.push(ride);
      return true;
    });
    return out;
  }

  /** Whether `mayMatch` keeps any ride for this request: the scan stops at the first one. */
  hasCandidate(request: RideRequest): boolean {
    let found = false;
    this.scan(request, () => {
      found = true;
      return false;
    });
    return found;
  }

  /** Hands each ride `mayMatch` keeps to `keep`, in the list's order, until `keep` answers false. */
  private scan(request: RideRequest, keep: (ride: ActiveRide) => boolean): void {
    const { earliestDeparture, latestArrival } = request;
    const pLat = request.pickup.lat;
    const pLon = request.pickup.lon;
    const dLat = request.dropOff.lat;
    const dLon = request.dropOff.lon;
    const { arrival, departure, minLat, maxLat, minLon, maxLon, ends, reach } = this;
    const at = new Float64Array(6);
    unitVector(pLat, pLon, at, 0);
    unitVector(dLat, dLon, at, 3);
    const [px, py, pz, dx, dy, dz] = at as unknown as [number, number, number, number, number, number];
    const n = this.rides.length;
    for (let i = 0; i < n; i++) {
      if (arrival[i]! < earliestDeparture || departure[i]! > latestArrival) continue;
      if (pLat < minLat[i]! || pLat > maxLat[i]! || dLat < minLat[i]! || dLat > maxLat[i]!) continue;
      if (pLon < minLon[i]! || pLon > maxLon[i]! || dLon < minLon[i]! || dLon > maxLon[i]!) continue;
      const e = i * 6;
      const ox = ends[e]!;
      const oy = ends[e + 1]!;
      const oz = ends[e + 2]!;
      const tx = ends[e + 3]!;
      const ty = ends[e + 4]!;
      const tz = ends[e + 5]!;
      const r = reach[i]!;
      if (chord(ox, oy, oz, px, py, pz) + chord(px, py, pz, tx, ty, tz) > r) continue;
      if (chord(ox, oy, oz, dx, dy, dz) + chord(dx, dy, dz, tx, ty, tz) > r) continue;
      const ride = this.rides[i]!;
      if (mayMatch(ride, request) && !keep(ride)) return;
    }
  }
}

const indexes = new WeakMap<readonly ActiveRide[], RideIndex>();

function unitVector(lat: number, lon: number, out: Float64Array, at: number): void {
  const phi = lat / DEGREES;
  const lambda = lon / DEGREES;
  out[at] = Math.cos(phi) * Math.cos(lambda);
  out[at + 1] = Math.cos(phi) * Math.sin(lambda);
  out[at + 2] = Math.sin(phi);
}

function chord(ax: number, ay: number, az: number, bx: number, by: number, bz: number): number {
  return Math.sqrt((ax - bx) ** 2 + (ay - by) ** 2 + (az - bz) ** 2);
}

function sameRides(a: readonly ActiveRide[], b: readonly ActiveRide[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
