import { haversineMeters } from '../geo/distance.js';
import { mayMatch } from './prefilter.js';
import type { ActiveRide, RideRequest } from './types.js';

const EARTH_RADIUS_METERS = 6_371_008.8;
const DEGREES = 180 / Math.PI;
/** Metres added to every box, so rounding never leaves out a point the prefilter would keep. */
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
 * inequality on both ends.
 */
export class RideIndex {
  private readonly departure: Float64Array;
  private readonly arrival: Float64Array;
  private readonly minLat: Float64Array;
  private readonly maxLat: Float64Array;
  private readonly minLon: Float64Array;
  private readonly maxLon: Float64Array;

  private constructor(readonly rides: readonly ActiveRide[]) {
    const n = rides.length;
    this.departure = new Float64Array(n);
    this.arrival = new Float64Array(n);
    this.minLat = new Float64Array(n);
    this.maxLat = new Float64Array(n);
    this.minLon = new Float64Array(n);
    this.maxLon = new Float64Array(n);
    rides.forEach((ride, i) => {
      this.departure[i] = ride.departureTime;
      this.arrival[i] = ride.arrivalTime;
      const { origin: o, destination: d } = ride;
      const reach = haversineMeters(o.lat, o.lon, d.lat, d.lon) + ride.maxDetourMeters;
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
    const { pickup: p, dropOff: d, earliestDeparture, latestArrival } = request;
    const out: ActiveRide[] = [];
    const n = this.rides.length;
    for (let i = 0; i < n; i++) {
      if (this.arrival[i]! < earliestDeparture || this.departure[i]! > latestArrival) continue;
      const minLat = this.minLat[i]!;
      const maxLat = this.maxLat[i]!;
      const minLon = this.minLon[i]!;
      const maxLon = this.maxLon[i]!;
      if (p.lat < minLat || p.lat > maxLat || p.lon < minLon || p.lon > maxLon) continue;
      if (d.lat < minLat || d.lat > maxLat || d.lon < minLon || d.lon > maxLon) continue;
      const ride = this.rides[i]!;
      if (mayMatch(ride, request)) out.push(ride);
    }
    return out;
  }
}

const indexes = new WeakMap<readonly ActiveRide[], RideIndex>();

function sameRides(a: readonly ActiveRide[], b: readonly ActiveRide[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
