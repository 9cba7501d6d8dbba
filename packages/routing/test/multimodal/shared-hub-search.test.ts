import { describe, expect, it } from 'vitest';
import { MultimodalPlanner, type PlannedItinerary } from '../../src/multimodal/multimodal-planner.js';
import { transferHubs } from '../../src/multimodal/hubs.js';
import { EstimatedRoadRouter } from '../../src/roads/estimated-road-router.js';
import type { ActiveRide, NamedPlace } from '../../src/rideshare/types.js';
import { generateSyntheticNetwork } from '../../src/synthetic/national-network.js';
import { Random } from '../../src/synthetic/random.js';
import { TransitRouter } from '../../src/transit/router.js';
import { buildTimetable } from '../../src/transit/timetable.js';
import { defaultQuestion, defaultRidePreferences } from '../app-defaults.js';

const { timetable } = buildTimetable(generateSyntheticNetwork({ seed: 1, scale: 0.1 }));
const transit = new TransitRouter(timetable);
const roads = new EstimatedRoadRouter();
const shared = new MultimodalPlanner(transit, roads);
const perHub = new MultimodalPlanner(transit, roads, { former: true });
const hubs = transferHubs(timetable);
const DAY = Date.parse('2026-11-24T00:00:00+01:00');
const random = new Random(31);

/** A point up to a few kilometres from a random hub: rides and questions gather where the stations are. */
function nearHub(label: string, km: number): NamedPlace {
  const hub = random.pick(hubs);
  const d = km / 111;
  return { label, lat: hub.lat + random.range(-d, d), lon: hub.lon + random.range(-1.6 * d, 1.6 * d) };
}

const rides: ActiveRide[] = Array.from({ length: 400 }, (_, i) => {
  const origin = nearHub(`Rit ${i} vertrek`, 8);
  const destination = nearHub(`Rit ${i} aankomst`, 8);
  const departureTime = DAY + random.int(6 * 60, 20 * 60) * 60_000;
  return {
    rideRef: `urn:nb:rs:ride:${i}`,
    driver: { id: `driver-${i}`, name: `Chauffeur ${i}` },
    car: { name: 'Auto', licensePlate: `XX-${i}`, co2GramsPerKm: 120 },
    origin,
    destination,
    departureTime,
    arrivalTime: departureTime + roads.driveCost(origin, destination).seconds * 1000,
    ...defaultRidePreferences(),
  };
});

const rideThenTransit = (i: PlannedItinerary) =>
  i.legs.find((l) => l.traverseMode !== 'WALK')?.traverseMode === 'RIDESHARE' &&
  i.legs.some((l) => l.traverseMode !== 'WALK' && l.traverseMode !== 'RIDESHARE');
const transitThenRide = (i: PlannedItinerary) =>
  i.legs.findLast((l) => l.traverseMode !== 'WALK')?.traverseMode === 'RIDESHARE' &&
  i.legs.some((l) => l.traverseMode !== 'WALK' && l.traverseMode !== 'RIDESHARE');
const key = (i: PlannedItinerary) =>
  i.legs.map((l) => `${l.traverseMode}:${l.tripId ?? ''}:${l.startTime}-${l.endTime}`).join(',');

describe('the planner with one transit search for all hubs, against one search per hub', () => {
  for (const arriveBy of [false, true]) {
    it(`offers the same itineraries, and the same best ride-and-transit arrival (arriveBy ${arriveBy})`, () => {
      let combined = 0;
      for (let n = 0; n < 60; n++) {
        const from = nearHub('Van', 6);
        const to = nearHub('Naar', 6);
        const time = DAY + random.int(7 * 60, 19 * 60) * 60_000;
        const q = {
          ...defaultQuestion(from, to, time),
          ...(arriveBy ? { arriveBy, earliestDeparture: time - 4 * 3600_000, latestArrival: time } : {}),
          maxItineraries: 99,
        };
        const before = perHub.plan(q, rides);
        const after = shared.plan(q, rides);
        // The searches whose hub legs start at one place (transit then a ride, leaving; a ride then transit,
        // arriving by a time) are answered exactly as before, and so is everything without a hub.
        const seeded = arriveBy ? transitThenRide : rideThenTransit;
        expect(after.filter((i) => !seeded(i)).map(key)).toEqual(before.filter((i) => !seeded(i)).map(key));
        // Seeded by every hub at once, the search offers the best journeys over the hubs: the earliest
        // arrival (latest departure, arriving by a time) of a ride and transit is kept.
        const best = (list: PlannedItinerary[]) => {
          const found = list.filter(seeded);
          combined += found.length;
          return found.length === 0
            ? null
            : arriveBy
              ? Math.max(...found.map((i) => i.departureTime))
              : Math.min(...found.map((i) => i.arrivalTime));
        };
        expect(best(after)).toBe(best(before));
      }
      expect(combined).toBeGreaterThan(20);
    });
  }
});
