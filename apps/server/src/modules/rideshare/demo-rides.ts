import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  MONDAY_TO_FRIDAY_MASK,
  carRef,
  type CreateRideRequest,
} from '@achterhoek/contracts';
import type { RoadRouting } from '@achterhoek/routing';
import { userOfPerson, type NamedPerson } from '../../platform/auth/user-of-person.js';
import { manualClock, type Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { amsterdamIsoAt } from '../../platform/local-time.js';
import { addCar } from './car-service.js';
import { createRide } from './ride-offer-service.js';
import { carIdOfDriverByLicensePlate } from './repository/index.js';
import { DEMO_CARS, DemoVehicleRegistry } from './vehicles/demo-registry.js';

/** A demo driver: one of the demo's people, known by name and address. */
export type DemoDriver = NamedPerson;

const place = (label: string, lat: number, lon: number): CreateRideRequest['from'] => ({
  label,
  location: { type: 'Point', coordinates: [lon, lat] },
});

// Town centres of the demo region (the about page says the region is a demo).
const WINTERSWIJK = place('Winterswijk, Markt', 51.9722, 6.7196);
const DOETINCHEM = place('Doetinchem, Simonsplein', 51.9652, 6.2889);
const LICHTENVOORDE = place('Lichtenvoorde, Markt', 51.9866, 6.5664);
const AALTEN = place('Aalten, Markt', 51.9256, 6.5806);

/** The Amsterdam wall-clock time `hh:mm` on the day after `now` (the demo's rides start tomorrow). */
function tomorrowAt(now: number, hh: number, mm: number): string {
  return amsterdamIsoAt(now, 1, hh, mm);
}

type DemoRide = Omit<CreateRideRequest, 'ridePlanOptions'>;

/** A weekly ride of the demo: leaving at the time given, every week on the days of the mask. */
function weeklyRide(
  from: DemoRide['from'],
  to: DemoRide['to'],
  when: string,
  daysOfWeekMask: number,
): DemoRide {
  return {
    from,
    to,
    travelTime: { when, arriving: false },
    recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask },
  };
}

/**
 * The demo's rides, so a newcomer who signs in as Gerda finds shared rides at once: Henk drives from
 * Winterswijk to Doetinchem on workday mornings and back in the afternoon; Marieke from Lichtenvoorde to
 * Aalten on Tuesday and Thursday mornings. Each has a car from the demo vehicle register. Made through the
 * same functions as a driver's own offer, so they follow every rule a real ride does.
 */
export async function seedDemoRides(
  db: Db,
  roads: RoadRouting,
  clock: Clock,
  drivers: DemoDriver[],
): Promise<number> {
  const registry = new DemoVehicleRegistry();
  const ctx = { db, clock, roads, registry };
  const now = clock.nowMs();
  const offers: Array<{ email: string; plate: string; rides: DemoRide[] }> = [
    {
      email: 'henk@example.nl',
      plate: DEMO_CARS[0]!.licensePlate,
      rides: [
        weeklyRide(WINTERSWIJK, DOETINCHEM, tomorrowAt(now, 7, 30), MONDAY_TO_FRIDAY_MASK),
        weeklyRide(DOETINCHEM, WINTERSWIJK, tomorrowAt(now, 17, 0), MONDAY_TO_FRIDAY_MASK),
      ],
    },
    {
      email: 'marieke@example.nl',
      plate: DEMO_CARS[1]!.licensePlate,
      // Tuesday (bit 1) and Thursday (bit 3).
      rides: [weeklyRide(LICHTENVOORDE, AALTEN, tomorrowAt(now, 9, 0), 2 + 8)],
    },
  ];
  let made = 0;
  for (const offer of offers) {
    const driver = drivers.find((candidate) => candidate.email === offer.email);
    if (!driver) continue;
    const car = await addCar(db, registry, driver.id, { countryCode: 'NL', licensePlate: offer.plate });
    const user = userOfPerson(driver);
    for (const ride of offer.rides) {
      await createRide(ctx, user, {
        ...ride,
        ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef(car.id) },
      });
      made += 1;
    }
  }
  return made;
}

/** `days` days before now at hh:mm Amsterdam time, as an ISO string with the offset of that day. */
function daysAgoAt(now: number, days: number, hh: number, mm: number): string {
  return amsterdamIsoAt(now, -days, hh, mm);
}

/** A ride of the demo that has already been driven: which ride, when it left, and whether it is settled. */
export interface DemoPastRide {
  rideRef: string;
  departure: string;
  /** Both said it took place and the fare was paid (Henk's bonus under Beloningen); else both are asked. */
  settled: boolean;
}

/**
 * Three one-off rides Henk drove before the demo started, Winterswijk to Doetinchem, each offered the day
 * before it as a driver would have: last week's (six days ago at 09:00), already confirmed and paid, and
 * the two of yesterday at 10:00 and the day before at 14:00, still waiting. The planner books Gerda on them
 * (as she would have), so the demo opens with a paid trip and two waiting for both to confirm.
 */
export async function seedDemoPastRides(
  db: Db,
  roads: RoadRouting,
  clock: Clock,
  drivers: DemoDriver[],
): Promise<DemoPastRide[]> {
  const henk = drivers.find((driver) => driver.email === 'henk@example.nl');
  if (!henk) return [];
  const carId = await carIdOfDriverByLicensePlate(db, henk.id, DEMO_CARS[0]!.licensePlate);
  if (carId === undefined) return [];
  const user = userOfPerson(henk);
  const now = clock.nowMs();
  const made: DemoPastRide[] = [];
  const driven = [
    { departure: daysAgoAt(now, 6, 9, 0), settled: true },
    { departure: daysAgoAt(now, 2, 14, 0), settled: false },
    { departure: daysAgoAt(now, 1, 10, 0), settled: false },
  ];
  for (const { departure, settled } of driven) {
    const offeredAt = manualClock(Date.parse(departure) - 24 * 3600_000);
    const ride = await createRide({ db, clock: offeredAt, roads }, user, {
      from: WINTERSWIJK,
      to: DOETINCHEM,
      travelTime: { when: departure, arriving: false },
      ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef(carId) },
    });
    made.push({ rideRef: ride.rideRef, departure, settled });
  }
  return made;
}

const WINTERSWIJK_STATION = place('Station Winterswijk', 51.967654, 6.715404);
const MEDDO = place('Meddo, Kerk', 52.0097, 6.7744);

/**
 * Henk's one-off ride from Winterswijk station to Meddo at `departure` (ISO), offered just now, meeting a
 * train that the demo's live feed makes late. His detour limit of two minutes is what picking the passenger
 * up takes, so he cannot wait: a late train puts the passenger's connection at risk. Answers the ride's reference, or undefined without Henk or his car.
 */
export async function seedDemoStationRide(
  db: Db,
  roads: RoadRouting,
  clock: Clock,
  henk: DemoDriver,
  departure: string,
): Promise<string | undefined> {
  const carId = await carIdOfDriverByLicensePlate(db, henk.id, DEMO_CARS[0]!.licensePlate);
  if (carId === undefined) return undefined;
  const ride = await createRide({ db, clock, roads }, userOfPerson(henk), {
    from: WINTERSWIJK_STATION,
    to: MEDDO,
    travelTime: { when: departure, arriving: false },
    ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxTimeDetour: 2, selectedCarRef: carRef(carId) },
  });
  return ride.rideRef;
}
