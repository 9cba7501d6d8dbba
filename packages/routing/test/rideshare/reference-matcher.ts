/**
 * The ride matcher as it was before the ride index and the one-sided cost look-ups (issue 31), kept
 * verbatim as the reference the faster matcher must agree with, and as the baseline of `bench:roads`.
 */
import type { RoadCost, RoadRouting } from '../../src/roads/road-routing.js';
import { bestInsertion, type CostLookup } from '../../src/rideshare/insertion.js';
import { mayMatch } from '../../src/rideshare/prefilter.js';
import type { ActiveRide, NamedPlace, RideInsertion, RideRequest } from '../../src/rideshare/types.js';

const key = (a: NamedPlace, b: NamedPlace) => `${a.lat},${a.lon}>${b.lat},${b.lon}`;

export class ReferenceRideMatcher {
  private readonly rideLegs = new Map<string, RoadCost | null>();

  constructor(
    private readonly roads: RoadRouting,
    private readonly maxCachedLegs = 100_000,
  ) {}

  match(rides: readonly ActiveRide[], request: RideRequest): RideInsertion[] {
    const candidates = rides.filter((ride) => mayMatch(ride, request));
    if (candidates.length === 0) return [];
    const { pickup, dropOff } = request;
    const ridePoints = uniquePlaces(candidates.flatMap(placesOf));
    const costs = new Map<string, RoadCost | null>();
    const toPassenger = this.roads.driveCostMatrix([...ridePoints, pickup], [pickup, dropOff]);
    [...ridePoints, pickup].forEach((p, s) => {
      costs.set(key(p, pickup), toPassenger[s * 2]!);
      costs.set(key(p, dropOff), toPassenger[s * 2 + 1]!);
    });
    const fromPassenger = this.roads.driveCostMatrix([pickup, dropOff], ridePoints);
    ridePoints.forEach((p, t) => {
      costs.set(key(pickup, p), fromPassenger[t]!);
      costs.set(key(dropOff, p), fromPassenger[ridePoints.length + t]!);
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
    return found.sort((a, b) => a.passenger.pickupTime - b.passenger.pickupTime);
  }
}

function placesOf(ride: ActiveRide): NamedPlace[] {
  return [ride.origin, ride.destination, ...ride.bookings.flatMap((b) => [b.pickup, b.dropOff])];
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
