import { decodePolyline, encodePolyline } from '../geo/polyline.js';
import type { RoadCost, RoadRouting } from '../roads/road-routing.js';
import { bestInsertion, STOP_SECONDS, type CostLookup } from './insertion.js';
import { RideIndex } from './ride-index.js';
import {
  NEW_BOOKING,
  type ActiveRide,
  type NamedPlace,
  type RideInsertion,
  type RideRequest,
} from './types.js';

const key = (a: NamedPlace, b: NamedPlace) => `${a.lat},${a.lon}>${b.lat},${b.lon}`;

/** Rides whose drive costs `best` fetches together before it looks at the bound again. */
const EARLY_BATCH = 16;

const byPickup = (a: RideInsertion, b: RideInsertion) => a.passenger.pickupTime - b.passenger.pickupTime;

/** Drops off earlier; at the same time picks up earlier; at the same pickup comes first in the list. */
function earlier(a: RideInsertion, b: RideInsertion, order: ReadonlyMap<ActiveRide, number>): boolean {
  if (a.passenger.dropOffTime !== b.passenger.dropOffTime)
    return a.passenger.dropOffTime < b.passenger.dropOffTime;
  if (a.passenger.pickupTime !== b.passenger.pickupTime)
    return a.passenger.pickupTime < b.passenger.pickupTime;
  return order.get(a.ride)! < order.get(b.ride)!;
}

/**
 * Of the insertions `match` answered (in its order), the one dropping off earliest (`early`) or picking up
 * latest (`late`); the first of equals.
 */
export function preferred(matched: readonly RideInsertion[], prefer: 'early' | 'late'): RideInsertion | null {
  let best: RideInsertion | null = null;
  for (const ins of matched) {
    if (
      !best ||
      (prefer === 'early'
        ? ins.passenger.dropOffTime < best.passenger.dropOffTime
        : ins.passenger.pickupTime > best.passenger.pickupTime)
    ) {
      best = ins;
    }
  }
  return best;
}

/**
 * Matches a passenger against the active rides: the cheap prefilter first (over the rides' flat index,
 * see RideIndex), then every remaining ride's best insertion, checked exactly on the roads. The drive
 * costs the insertions need are fetched in two many-to-many look-ups: from every place a car may leave
 * towards the passenger (a ride's origin, its booked stops) to the pickup and drop-off, and from those
 * two to every place it may go on to (its booked stops, its destination). A car never drives from its
 * destination nor back to its origin, so those searches are not made. Costs between a ride's own points
 * do not depend on the passenger and are kept between requests.
 */
export class RideMatcher {
  private readonly rideLegs = new Map<string, RoadCost | null>();

  constructor(
    private readonly roads: RoadRouting,
    private readonly maxCachedLegs = 100_000,
  ) {}

  /** Every ride the passenger can join, each with its best insertion, earliest pickup first. */
  match(rides: readonly ActiveRide[], request: RideRequest): RideInsertion[] {
    const candidates = RideIndex.of(rides).candidates(request);
    return this.insertions(candidates, request).sort(byPickup);
  }

  /**
   * The one insertion a plan takes for a leg: the ride dropping the passenger off earliest (`early`), or
   * picking them up latest (`late`). Ties go as in `match`'s order: the earlier pickup, then the ride
   * listed first.
   *
   * For `early` the rides are tried in batches in the order of a lower bound on their drop-off, and the
   * rest are left once the bound passes the best drop-off found: no road search for a ride that cannot
   * win. The bound needs no road: a pickup is never before the passenger may leave and the stop takes a
   * minute, and a ride that keeps its departure time reaches nobody before it leaves.
   */
  best(rides: readonly ActiveRide[], request: RideRequest, prefer: 'early' | 'late'): RideInsertion | null {
    if (prefer === 'late') return preferred(this.match(rides, request), 'late');
    const candidates = RideIndex.of(rides).candidates(request);
    const order = new Map<ActiveRide, number>();
    candidates.forEach((ride, i) => order.has(ride) || order.set(ride, i));
    const bound = (ride: ActiveRide) =>
      (ride.arrivalTimePinned
        ? request.earliestDeparture
        : Math.max(ride.departureTime, request.earliestDeparture)) +
      STOP_SECONDS * 1000;
    const bounded = candidates
      .map((ride) => ({ ride, bound: bound(ride) }))
      .sort((a, b) => a.bound - b.bound);
    let best: RideInsertion | null = null;
    for (let from = 0; from < bounded.length; from += EARLY_BATCH) {
      // A ride whose drop-off cannot come before the best one's, or at the same time, is left out.
      if (best && bounded[from]!.bound > best.passenger.dropOffTime) break;
      const batch = bounded.slice(from, from + EARLY_BATCH).map((b) => b.ride);
      for (const ins of this.insertions(batch, request)) {
        if (!best || earlier(ins, best, order)) best = ins;
      }
    }
    return best;
  }

  /** Each candidate's best insertion, in the candidates' order, the drive costs fetched together. */
  private insertions(candidates: readonly ActiveRide[], request: RideRequest): RideInsertion[] {
    if (candidates.length === 0) return [];
    const { pickup, dropOff } = request;
    const leaving = uniquePlaces(candidates.flatMap(leavingPlaces));
    const arriving = uniquePlaces(candidates.flatMap(arrivingPlaces));
    const costs = new Map<string, RoadCost | null>();
    const toPassenger = this.roads.driveCostMatrix([...leaving, pickup], [pickup, dropOff]);
    [...leaving, pickup].forEach((p, s) => {
      costs.set(key(p, pickup), toPassenger[s * 2]!);
      costs.set(key(p, dropOff), toPassenger[s * 2 + 1]!);
    });
    const fromPassenger = this.roads.driveCostMatrix([pickup, dropOff], arriving);
    arriving.forEach((p, t) => {
      costs.set(key(pickup, p), fromPassenger[t]!);
      costs.set(key(dropOff, p), fromPassenger[arriving.length + t]!);
    });
    const lookup: CostLookup = (a, b) => {
      const k = key(a, b);
      const known = costs.get(k) ?? this.rideLegs.get(k);
      if (known !== undefined) return known;
      const found = this.roads.driveCost(a, b);
      if (this.rideLegs.size >= this.maxCachedLegs) this.rideLegs.clear();
      this.rideLegs.set(k, found);
      return found;
    };
    const found: RideInsertion[] = [];
    for (const ride of candidates) {
      const insertion = bestInsertion(ride, request, lookup);
      if (insertion) found.push({ ...insertion, estimated: this.roads.estimated });
    }
    return found;
  }

  /**
   * The passenger's leg as driven, pickup to drop-off through any stops in between, as one encoded
   * polyline; built only for the insertions shown to the traveller.
   */
  passengerGeometry(insertion: RideInsertion): { points: string; length: number } {
    const lats: number[] = [];
    const lons: number[] = [];
    const stops = insertion.stops;
    const from = stops.findIndex((s) => s.kind === 'pickup' && s.bookingId === NEW_BOOKING);
    const to = stops.findIndex((s) => s.kind === 'dropOff' && s.bookingId === NEW_BOOKING);
    for (let k = from; k < to; k++) {
      const route = this.roads.drive(stops[k]!.place, stops[k + 1]!.place);
      const points = route ? decodePolyline(route.geometry.points) : [];
      for (const [lat, lon] of points) {
        const n = lats.length;
        if (n > 0 && lats[n - 1] === lat && lons[n - 1] === lon) continue;
        lats.push(lat);
        lons.push(lon);
      }
    }
    return { points: encodePolyline(lats, lons), length: lats.length };
  }
}

/** The places of a ride the car may drive on from to a new passenger: its origin and booked stops. */
function leavingPlaces(ride: ActiveRide): NamedPlace[] {
  return [ride.origin, ...ride.bookings.flatMap((b) => [b.pickup, b.dropOff])];
}

/** The places of a ride the car may drive on to from a new passenger: its booked stops and destination. */
function arrivingPlaces(ride: ActiveRide): NamedPlace[] {
  return [...ride.bookings.flatMap((b) => [b.pickup, b.dropOff]), ride.destination];
}

function uniquePlaces(places: NamedPlace[]): NamedPlace[] {
  const seen = new Set<string>();
  return places.filter((p) => {
    const k = `${p.lat},${p.lon}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
