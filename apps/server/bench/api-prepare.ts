/**
 * The data of `npm run bench:api`, made before the server under test starts (in this process, on the same
 * data folder and database): the demo data as `npm start` seeds it, passengers with credits, rides with
 * seats between the demo towns, and everybody signed in through the real login (`loginAs`, the provider's
 * pages as a browser walks them, on the origin the server will listen at).
 */
import { formatPlanPlace } from '@achterhoek/contracts';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { createPasswordHasher, signUp } from '../src/modules/identity/index.js';
import { ensureUser, systemAccountId } from '../src/modules/banker/account-service.js';
import { post } from '../src/modules/banker/ledger.js';
import { cars, rides } from '../src/modules/rideshare/schema.js';
import { loginAs } from '../test/oidc-client.js';
import { serverEnv, type ServerEnvironment } from './api-server.js';

/** The demo towns' centres, where the bench's rides start and end and its passengers search. */
export const TOWNS: ReadonlyArray<readonly [string, number, number]> = [
  ['Winterswijk', 51.9722, 6.7196],
  ['Doetinchem', 51.9652, 6.2889],
  ['Lichtenvoorde', 51.9866, 6.5664],
  ['Aalten', 51.9256, 6.5806],
  ['Groenlo', 52.0417, 6.6153],
];
const HOUR = 3600_000;
/** Rides leave every half hour from 07:00 to 19:00 (Dutch winter time) on the day after the bench starts. */
const SLOTS = 25;
const SEATS_PER_RIDE = 4;

export interface BenchUsers {
  /** Authorization headers. */
  gerda: string;
  henk: string;
  passengers: string[];
  /** The departures of the bench's rides, as search questions that find one (the first: Winterswijk → Doetinchem, 07:00). */
  questions: string[];
}

function tomorrowAt(hourUtc: number): number {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return day.getTime() + 24 * HOUR + hourUtc * HOUR;
}

/** A town-to-town question that leaves at the given time. */
export function planQuery(from: (typeof TOWNS)[number], to: (typeof TOWNS)[number], when: number): string {
  return new URLSearchParams({
    from: formatPlanPlace(from[0], from[1], from[2]),
    to: formatPlanPlace(to[0], to[1], to[2]),
    travelTime: new Date(when).toISOString(),
    useAsArrivalTime: 'false',
  }).toString();
}

export async function prepareData(options: ServerEnvironment & { passengers: number }): Promise<BenchUsers> {
  // Up to 52 sign-ins from one address in a minute: above the login's limit per address.
  const config = loadConfig({
    ...serverEnv(options),
    LOG_LEVEL: 'silent',
    TIMER_INTERVAL_MS: '0',
    AUTH_RATE_LIMIT: '1000',
  });
  const app = await buildApp(config);
  const origin = `http://127.0.0.1:${options.port}`;
  try {
    const db = app.database.db;
    const bearer = async (email: string) =>
      `Bearer ${(await loginAs(app, config.oidcClientId, email, DEMO_PASSWORD, origin)).access_token}`;
    const reserve = await systemAccountId(db, 'banking-reserve');
    const passwords = createPasswordHasher(config.passwordWorkFactor);
    const passengers: string[] = [];
    for (let i = 0; i < options.passengers; i++) {
      const email = `bench-passenger-${i}@example.nl`;
      const made = await signUp(db, passwords, {
        email,
        password: DEMO_PASSWORD,
        givenName: 'Bench',
        familyName: `Passagier ${i}`,
      });
      if (!made.ok) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(made.errors)}`);
      const user = await ensureUser(db, { managedIdentity: made.account.id, name: `Bench ${i}` });
      await post(db, {
        description: 'Storting (benchmark)',
        idempotencyKey: `bench-api-credits-${i}`,
        movements: [{ debit: reserve, credit: user.personalAccountId, amount: 100_000, purpose: 'DEPOSIT' }],
      });
      passengers.push(await bearer(email));
    }

    // One made-up driver per ordered pair of towns, a ride every half hour of tomorrow's day.
    const questions: string[] = [];
    const pairs = TOWNS.flatMap((from) => TOWNS.filter((to) => to !== from).map((to) => [from, to] as const));
    for (const [index, [from, to]] of pairs.entries()) {
      const [car] = await db
        .insert(cars)
        .values({
          driverId: `bench-api-driver-${index}`,
          licensePlate: `BA-${index}`,
          plate: `BA${index}`,
          brand: 'BENCH',
          model: 'CAR',
          nrSeats: 5,
        })
        .returning({ id: cars.id });
      const meters = Math.round(Math.hypot((to[1] - from[1]) * 111_000, (to[2] - from[2]) * 68_000) * 1.3);
      const seconds = Math.round(meters / 17);
      const batch = Array.from({ length: SLOTS }, (_, slot) => {
        const departure = tomorrowAt(6 + slot / 2);
        questions.push(planQuery(from, to, departure));
        return {
          driverId: `bench-api-driver-${index}`,
          driverGivenName: 'Bench',
          driverFamilyName: `Chauffeur ${index}`,
          carId: car!.id,
          fromLabel: from[0],
          fromLat: from[1],
          fromLon: from[2],
          toLabel: to[0],
          toLat: to[1],
          toLon: to[2],
          departureTime: new Date(departure),
          arrivalTime: new Date(departure + seconds * 1000),
          arrivalTimePinned: false,
          directMeters: meters,
          directSeconds: seconds,
          distanceMeters: meters,
          durationSeconds: seconds,
          estimated: true,
          maxDetourMeters: 20_000,
          maxDetourSeconds: 1200,
          nrSeatsAvailable: SEATS_PER_RIDE,
          ableToAssist: true,
          luggageOptions: ['HANDLUGGAGE' as const],
          legs: [{ meters, seconds, startTime: departure, endTime: departure + seconds * 1000 }],
        };
      });
      await db.insert(rides).values(batch);
    }
    return {
      gerda: await bearer('gerda@example.nl'),
      henk: await bearer('henk@example.nl'),
      passengers,
      questions,
    };
  } finally {
    await app.close();
  }
}
