import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  formatPlanPlace,
  type Car,
  type CreateRideRequest,
  type Itinerary,
  type Ride,
  type Trip,
  type TripPlan,
} from '@achterhoek/contracts';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import type { Db } from '../src/platform/db/database.js';
import type { Caller } from './profile-helpers.js';

export const R = '/api/rideshare';
export const P = '/api/planner';

/** A place as the API takes it: a label and a GeoJSON point. */
export const place = (label: string, lat: number, lon: number) => ({
  label,
  location: { type: 'Point' as const, coordinates: [lon, lat] as [number, number] },
});
export const WINTERSWIJK = place('Station Winterswijk', 51.967654, 6.715404);
export const DOETINCHEM = place('Station Doetinchem', 51.958362, 6.294481);

/** The driver adds the car number `index` of the demo vehicle register; answers the car as added. */
export async function addDemoCar(driver: Caller, index: number): Promise<Car> {
  return (
    await driver.post(`${R}/users/me/cars`, { licensePlate: DEMO_CARS[index]!.licensePlate })
  ).json() as Car;
}

/** The shared-ride leg of a trip (the trips of these tests have one). */
export const sharedLeg = (trip: Trip) => trip.itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')!;

/** The driver offers a single ride Winterswijk → Doetinchem leaving at `when`. */
export async function offerRide(
  driver: Caller,
  carRef: string,
  when: string,
  overrides: Partial<CreateRideRequest> = {},
): Promise<Ride> {
  const response = await driver.post(`${R}/rides`, {
    from: WINTERSWIJK,
    to: DOETINCHEM,
    travelTime: { when, arriving: false },
    ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef },
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Ride;
}

/** Searches Winterswijk → Doetinchem at `when` with the modes given (default: shared rides and walking). */
export async function searchTrip(
  caller: Caller,
  when: string,
  modalities = 'RIDESHARE,WALK',
  extra: Record<string, string> = {},
): Promise<TripPlan> {
  const query = new URLSearchParams({
    from: formatPlanPlace(WINTERSWIJK.label, 51.967654, 6.715404),
    to: formatPlanPlace(DOETINCHEM.label, 51.958362, 6.294481),
    travelTime: when,
    modalities,
    maxWalkDistance: '1000',
    ...extra,
  });
  const response = await caller.get(`${P}/search/plan?${query.toString()}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TripPlan;
}

/** The search's itinerary that travels with `ride`. */
export async function searchRide(
  caller: Caller,
  when: string,
  ride: Ride,
): Promise<{ plan: TripPlan; itinerary: Itinerary }> {
  const plan = await searchTrip(caller, when);
  const itinerary = plan.itineraries.find((candidate) =>
    candidate.legs.some((leg) => leg.rideRef === ride.rideRef),
  );
  expect(itinerary, 'the search offers the ride').toBeDefined();
  return { plan, itinerary: itinerary! };
}

/** The bodies of the system messages a user received, oldest first. */
export async function systemMessagesOf(db: Db, caller: Caller): Promise<string[]> {
  const result = await db.execute(sql`
    select m.body from communicator.messages m
    join communicator.envelopes e on e.message_id = m.id
    where e.recipient_id = ${caller.sub} and m.sender_id is null
    order by m.id`);
  return (result as unknown as { rows: { body: string }[] }).rows.map((row) => row.body);
}
