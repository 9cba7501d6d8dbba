import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../src/geo/distance.js';
import { hubsBetween, type TransferHub } from '../../src/multimodal/hubs.js';
import { ridesForPlan } from '../../src/multimodal/plan-rides.js';
import { EstimatedRoadRouter } from '../../src/roads/estimated-road-router.js';
import { mayMatch } from '../../src/rideshare/prefilter.js';
import type { ActiveRide, NamedPlace, RideRequest } from '../../src/rideshare/types.js';
import { Random } from '../../src/synthetic/random.js';
import { defaultQuestion, defaultRidePreferences } from '../app-defaults.js';

const roads = new EstimatedRoadRouter();
const DAY = Date.parse('2026-11-24T00:00:00+01:00');
const random = new Random(4);
const point = (label: string): NamedPlace => ({
  label,
  lat: 51.5 + random.range(0, 1.2),
  lon: 4.5 + random.range(0, 2.2),
});
const hubs: TransferHub[] = Array.from({ length: 60 }, (_, i) => ({
  stopId: `hub-${i}`,
  routes: 4,
  rail: true,
  ...point(`Station ${i}`),
}));
const rides: ActiveRide[] = Array.from({ length: 1000 }, (_, i) => {
  const origin = point('Vertrek');
  const destination = point('Aankomst');
  const departureTime = DAY + random.int(5 * 60, 22 * 60) * 60_000;
  return {
    rideRef: `urn:nb:rs:ride:${i}`,
    driver: { id: `driver-${i % 50}`, name: 'Chauffeur' },
    car: { name: 'Auto', licensePlate: `XX-${i}`, co2GramsPerKm: 120 },
    origin,
    destination,
    departureTime,
    arrivalTime: departureTime + roads.driveCost(origin, destination).seconds * 1000,
    ...defaultRidePreferences(),
    seats: random.int(1, 3),
  };
});

describe('ridesForPlan', () => {
  it('leaves out only rides that no request of the plan could pass the prefilter with', () => {
    let kept = 0;
    let checked = 0;
    let wronglyLeftOut = 0;
    for (let n = 0; n < 40; n++) {
      const from = point('Van');
      const to = point('Naar');
      if (haversineMeters(from.lat, from.lon, to.lat, to.lon) > 60_000) continue;
      const time = DAY + random.int(6 * 60, 20 * 60) * 60_000;
      const q = { ...defaultQuestion(from, to, time), seats: random.int(1, 2), travellerId: `driver-${n}` };
      const left = new Set(ridesForPlan(q, rides));
      kept += left.size;
      // The plan's requests: door to door, to and from every hub between, in windows inside the question's.
      const ends: [NamedPlace, NamedPlace][] = [[from, to]];
      for (const hub of hubsBetween(hubs, from, to, from, { max: 60 })) ends.push([from, hub], [hub, to]);
      for (const ride of rides) {
        if (left.has(ride)) continue;
        for (const [pickup, dropOff] of ends) {
          const earliest = time + random.int(0, 60) * 60_000;
          const request: RideRequest = {
            pickup,
            dropOff,
            earliestDeparture: earliest,
            latestArrival: earliest + random.int(30, 180) * 60_000,
            seats: q.seats,
            travellerId: q.travellerId,
          };
          checked++;
          if (mayMatch(ride, request)) wronglyLeftOut++;
        }
      }
    }
    expect(wronglyLeftOut).toBe(0);
    // It narrows: most rides are too far or at other times for any one plan.
    expect(kept).toBeLessThan(0.25 * 40 * rides.length);
    expect(checked).toBeGreaterThan(10_000);
  });
});
