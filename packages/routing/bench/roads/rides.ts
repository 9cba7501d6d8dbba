/**
 * Seeded active rides and passenger requests on a road graph, for the matching and planning benches.
 * Rides run between junctions 5–40 km apart in the day's hours with the app's default ride preferences
 * (3 seats, 20 minutes and 20 km of detour, spec 000 §9). Half the requests follow a ride (pickup and
 * drop-off within a few km of its ends, around its time), so the exact road checks get real work; the
 * other half are anywhere, as most real searches are.
 */
import { haversineMeters } from '../../src/geo/distance.js';
import type { RoadGraph } from '../../src/roads/road-graph.js';
import type { RoadRouting } from '../../src/roads/road-routing.js';
import type { ActiveRide, NamedPlace, RideRequest } from '../../src/rideshare/types.js';
import { Random } from '../../src/synthetic/random.js';
import { defaultRidePreferences } from '../../test/app-defaults.js';

const place = (g: RoadGraph, v: number, label: string): NamedPlace => ({
  label,
  lat: g.nodeLat[v]!,
  lon: g.nodeLon[v]!,
});

/** A junction within `km` of a point (by sampling), or the nearest found. */
function near(g: RoadGraph, random: Random, lat: number, lon: number, km: number): number {
  let best = random.int(0, g.nodeLat.length - 1);
  let bestD = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 4000; i++) {
    const v = random.int(0, g.nodeLat.length - 1);
    const d = haversineMeters(lat, lon, g.nodeLat[v]!, g.nodeLon[v]!);
    if (d <= km * 1000) return v;
    if (d < bestD) {
      bestD = d;
      best = v;
    }
  }
  return best;
}

export function randomRides(
  g: RoadGraph,
  roads: RoadRouting,
  count: number,
  dayStart: number,
  seed: number,
): ActiveRide[] {
  const random = new Random(seed);
  const rides: ActiveRide[] = [];
  while (rides.length < count) {
    const a = random.int(0, g.nodeLat.length - 1);
    const b = near(
      g,
      random,
      g.nodeLat[a]! + random.range(-0.3, 0.3),
      g.nodeLon[a]! + random.range(-0.45, 0.45),
      3,
    );
    const km = haversineMeters(g.nodeLat[a]!, g.nodeLon[a]!, g.nodeLat[b]!, g.nodeLon[b]!) / 1000;
    if (km < 5 || km > 40) continue;
    const origin = place(g, a, `Rit ${rides.length} vertrek`);
    const destination = place(g, b, `Rit ${rides.length} aankomst`);
    const drive = roads.driveCost(origin, destination);
    if (!drive) continue;
    const departureTime = dayStart + random.int(6 * 60, 20 * 60) * 60_000;
    rides.push({
      rideRef: `urn:nb:rs:ride:${rides.length}`,
      driver: { id: `driver-${rides.length}`, name: `Chauffeur ${rides.length}` },
      car: { name: 'Auto', licensePlate: `XX-${rides.length}`, co2GramsPerKm: 120 },
      origin,
      destination,
      departureTime,
      arrivalTime: departureTime + drive.seconds * 1000,
      ...defaultRidePreferences(),
    });
  }
  return rides;
}

export function randomRequests(
  g: RoadGraph,
  rides: readonly ActiveRide[],
  count: number,
  dayStart: number,
  seed: number,
): RideRequest[] {
  const random = new Random(seed);
  const requests: RideRequest[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      const ride = random.pick(rides);
      const p = near(g, random, ride.origin.lat, ride.origin.lon, 3);
      const d = near(g, random, ride.destination.lat, ride.destination.lon, 3);
      requests.push({
        pickup: place(g, p, 'Ophalen'),
        dropOff: place(g, d, 'Afzetten'),
        earliestDeparture: ride.departureTime - 30 * 60_000,
        latestArrival: ride.arrivalTime + 2 * 3600_000,
        seats: 1,
      });
    } else {
      const p = random.int(0, g.nodeLat.length - 1);
      const d = near(
        g,
        random,
        g.nodeLat[p]! + random.range(-0.2, 0.2),
        g.nodeLon[p]! + random.range(-0.3, 0.3),
        3,
      );
      const t = dayStart + random.int(6 * 60, 20 * 60) * 60_000;
      requests.push({
        pickup: place(g, p, 'Ophalen'),
        dropOff: place(g, d, 'Afzetten'),
        earliestDeparture: t,
        latestArrival: t + 4 * 3600_000,
        seats: 1,
      });
    }
  }
  return requests;
}
