import { describe, expect, it } from 'vitest';
import { buildContractionHierarchy } from '../../src/roads/ch/build-contraction-hierarchy.js';
import { GraphRoadRouter } from '../../src/roads/graph-road-router.js';
import { modeGraph, type RoadGraph } from '../../src/roads/road-graph.js';
import type { RoadRouting } from '../../src/roads/road-routing.js';
import type { Coordinate } from '../../src/transit/types.js';
import { mayMatch } from '../../src/rideshare/prefilter.js';
import { RideIndex } from '../../src/rideshare/ride-index.js';
import { RideMatcher } from '../../src/rideshare/ride-matcher.js';
import {
  NEW_BOOKING,
  type ActiveRide,
  type NamedPlace,
  type RideInsertion,
  type RideRequest,
} from '../../src/rideshare/types.js';
import { generateRoadNetwork } from '../../src/synthetic/road-network.js';
import { Random } from '../../src/synthetic/random.js';
import { defaultRidePreferences } from '../app-defaults.js';
import { ReferenceRideMatcher } from './reference-matcher.js';

const DAY = Date.parse('2026-11-24T00:00:00+01:00');
const g = generateRoadNetwork({ seed: 7, nodes: 20_000 });
const ch = buildContractionHierarchy(modeGraph(g, 'car'));

const place = (v: number, label: string): NamedPlace => ({ label, lat: g.nodeLat[v]!, lon: g.nodeLon[v]! });

/** A junction near another (the first of a few random ones within ±0.1°, or any). */
function near(random: Random, graph: RoadGraph, v: number, degrees: number): number {
  for (let i = 0; i < 2000; i++) {
    const w = random.int(0, graph.nodeLat.length - 1);
    if (
      Math.abs(graph.nodeLat[w]! - graph.nodeLat[v]!) < degrees &&
      Math.abs(graph.nodeLon[w]! - graph.nodeLon[v]!) < degrees * 1.5
    )
      return w;
  }
  return random.int(0, graph.nodeLat.length - 1);
}

/** Seeded rides, some pinned to their arrival, some with a passenger booked by the reference matcher. */
function seededRides(random: Random, count: number): ActiveRide[] {
  const roads = new GraphRoadRouter(g, ch);
  const booker = new ReferenceRideMatcher(roads);
  const rides: ActiveRide[] = [];
  while (rides.length < count) {
    const a = random.int(0, g.nodeLat.length - 1);
    const b = near(random, g, a, 0.25);
    const origin = place(a, `Rit ${rides.length} vertrek`);
    const destination = place(b, `Rit ${rides.length} aankomst`);
    const drive = roads.driveCost(origin, destination);
    if (!drive || drive.seconds < 300) continue;
    const departureTime = DAY + random.int(6 * 60, 20 * 60) * 60_000;
    const ride: ActiveRide = {
      rideRef: `urn:nb:rs:ride:${rides.length}`,
      driver: { id: `driver-${rides.length}`, name: `Chauffeur ${rides.length}` },
      car: { name: 'Auto', licensePlate: `XX-${rides.length}` },
      origin,
      destination,
      departureTime,
      arrivalTime: departureTime + drive.seconds * 1000,
      ...defaultRidePreferences(),
      arrivalTimePinned: random.next() < 0.2,
      seats: random.int(1, 3),
    };
    const booked = random.next() < 0.4 ? booker.match([ride], alongRide(random, ride)) : [];
    rides.push(booked[0] ? withBooking(ride, booked[0], rides.length) : ride);
  }
  return rides;
}

/** The ride with the matched passenger booked: their stops in the insertion's order. */
function withBooking(ride: ActiveRide, insertion: RideInsertion, n: number): ActiveRide {
  const bookingId = `booking-${n}`;
  const request = insertion.stops.filter((s) => s.bookingId === NEW_BOOKING);
  return {
    ...ride,
    bookings: [
      ...ride.bookings,
      {
        bookingId,
        seats: 1,
        pickup: request[0]!.place,
        dropOff: request[1]!.place,
        earliestDeparture: ride.departureTime - 15 * 60_000,
        latestArrival: ride.arrivalTime + 90 * 60_000,
      },
    ],
    stops: insertion.stops
      .filter((s) => s.kind === 'pickup' || s.kind === 'dropOff')
      .map((s) => ({
        kind: s.kind as 'pickup' | 'dropOff',
        bookingId: s.bookingId === NEW_BOOKING ? bookingId : s.bookingId!,
      })),
  };
}

function alongRide(random: Random, ride: ActiveRide): RideRequest {
  const v = (p: NamedPlace) => nearestJunction(p);
  return {
    pickup: place(near(random, g, v(ride.origin), 0.03), 'Ophalen'),
    dropOff: place(near(random, g, v(ride.destination), 0.03), 'Afzetten'),
    earliestDeparture: ride.departureTime - 30 * 60_000,
    latestArrival: ride.arrivalTime + 2 * 3600_000,
    seats: random.int(1, 2),
  };
}

function nearestJunction(p: NamedPlace): number {
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  for (let v = 0; v < g.nodeLat.length; v++) {
    const d = (g.nodeLat[v]! - p.lat) ** 2 + (g.nodeLon[v]! - p.lon) ** 2;
    if (d < bestD) {
      bestD = d;
      best = v;
    }
  }
  return best;
}

function seededRequests(random: Random, rides: readonly ActiveRide[], count: number): RideRequest[] {
  return Array.from({ length: count }, (_, i): RideRequest => {
    if (i % 2 === 0) {
      const ride = random.pick(rides);
      const request = alongRide(random, ride);
      // Now and then the ride's own driver asks: they never ride with themselves.
      return i % 10 === 0 ? { ...request, travellerId: ride.driver.id } : request;
    }
    const p = random.int(0, g.nodeLat.length - 1);
    const t = DAY + random.int(6 * 60, 20 * 60) * 60_000;
    return {
      pickup: place(p, 'Ophalen'),
      dropOff: place(near(random, g, p, 0.2), 'Afzetten'),
      earliestDeparture: t,
      latestArrival: t + 4 * 3600_000,
      seats: 1,
    };
  });
}

describe('ride matcher against the reference', () => {
  it('finds the same insertions as the matcher before the ride index, on seeded rides and requests', () => {
    const random = new Random(31);
    const rides = seededRides(random, 400);
    const requests = seededRequests(random, rides, 300);
    const matcher = new RideMatcher(new GraphRoadRouter(g, ch));
    const reference = new ReferenceRideMatcher(new GraphRoadRouter(g, ch));
    let matched = 0;
    for (const request of requests) {
      const expected = reference.match(rides, request);
      expect(matcher.match(rides, request)).toEqual(expected);
      matched += expected.length;
    }
    expect(rides.filter((r) => r.bookings.length > 0).length).toBeGreaterThan(20);
    expect(matched).toBeGreaterThan(100);
  });

  it('takes the same one ride for a leg as choosing from every match, while searching fewer rides', () => {
    const random = new Random(33);
    const rides = seededRides(random, 250);
    const requests = seededRequests(random, rides, 150);
    const counted = new CountingRoads(new GraphRoadRouter(g, ch));
    const matcher = new RideMatcher(counted);
    const full = new RideMatcher(new GraphRoadRouter(g, ch));
    let found = 0;
    let searchedByBest = 0;
    let searchedByAll = 0;
    for (const request of requests) {
      const all = full.match(rides, request);
      const earliest = all.reduce<RideInsertion | null>(
        (best, ins) => (!best || ins.passenger.dropOffTime < best.passenger.dropOffTime ? ins : best),
        null,
      );
      const latest = all.reduce<RideInsertion | null>(
        (best, ins) => (!best || ins.passenger.pickupTime > best.passenger.pickupTime ? ins : best),
        null,
      );
      counted.sources = 0;
      expect(matcher.best(rides, request, 'early')).toEqual(earliest);
      searchedByBest += counted.sources;
      counted.sources = 0;
      matcher.match(rides, request);
      searchedByAll += counted.sources;
      expect(matcher.best(rides, request, 'late')).toEqual(latest);
      if (earliest) found++;
    }
    expect(found).toBeGreaterThan(50);
    expect(searchedByBest).toBeLessThan(searchedByAll);
  });

  it('keeps exactly the rides the prefilter keeps, in order, and sees a list changed in place', () => {
    const random = new Random(32);
    const rides = seededRides(random, 200);
    for (const request of seededRequests(random, rides, 200)) {
      expect(RideIndex.of(rides).candidates(request)).toEqual(rides.filter((r) => mayMatch(r, request)));
    }
    const request = seededRequests(random, rides, 1)[0]!;
    const before = RideIndex.of(rides).candidates(request).length;
    rides.push(
      ...rides.filter((r) => mayMatch(r, request)).map((r) => ({ ...r, rideRef: `${r.rideRef}-2` })),
    );
    expect(before).toBeGreaterThan(0);
    expect(RideIndex.of(rides).candidates(request).length).toBe(before * 2);
  });

  it('says whether the prefilter keeps any ride, for requests along rides and against them', () => {
    const random = new Random(33);
    const rides = seededRides(random, 200);
    const along = seededRequests(random, rides, 100);
    // Turned round, a request goes against the rides it was drawn from: many keep no ride at all.
    const against = along.map((r) => ({ ...r, pickup: r.dropOff, dropOff: r.pickup }));
    const answers = [...along, ...against].map((request) => {
      const expected = rides.some((r) => mayMatch(r, request));
      expect(RideIndex.of(rides).hasCandidate(request)).toBe(expected);
      return expected;
    });
    expect(answers).toContain(true);
    expect(answers).toContain(false);
  });
});

/** The road router, counting the places drive costs are fetched from in many-to-many look-ups. */
class CountingRoads implements RoadRouting {
  sources = 0;
  readonly estimated: boolean;
  constructor(private readonly roads: RoadRouting) {
    this.estimated = roads.estimated;
  }
  driveCost(from: Coordinate, to: Coordinate) {
    return this.roads.driveCost(from, to);
  }
  driveCostMatrix(sources: readonly Coordinate[], targets: readonly Coordinate[]) {
    this.sources += sources.length;
    return this.roads.driveCostMatrix(sources, targets);
  }
  drive(from: Coordinate, to: Coordinate) {
    return this.roads.drive(from, to);
  }
  walk(from: Coordinate, to: Coordinate) {
    return this.roads.walk(from, to);
  }
  accessPoint(point: Coordinate, maxMeters: number) {
    return this.roads.accessPoint(point, maxMeters);
  }
}
