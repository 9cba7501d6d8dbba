import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_RIDE_PLAN_OPTIONS, type Charity, type Paged } from '@achterhoek/contracts';
import { demoUser, newUser, type Caller } from '../profile-helpers.js';
import { TEST_PUBLIC_URL, type TestApp } from '../test-app.js';
import { personWithCredits } from '../treasury-helpers.js';
import { addDemoCar, offerRide, searchRide } from '../trip-helpers.js';

// The data and settings of the kill -9 test (kill-nine.test.ts).

/** Passengers in the burst. */
export const PASSENGERS = 6;
const HOUR = 3_600_000;

/** The server's environment: the test apps' settings (createTestApp), as a real process reads them. */
export function serverEnv(dataDir: string, databaseUrl: string | undefined): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'true',
    SEED_DEMO_TRIPS: 'false',
    PAYMENT_PROVIDER: 'simulator',
    API_RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
  };
}

/** A database of its own on the PostgreSQL server of DATABASE_URL (`faults_…`), or none for PGlite. */
export async function ownDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface Prepared {
  driver: Caller;
  /** Whom the passengers write to: a demo user (a recipient needs a profile). */
  recipient: string;
  passengers: Caller[];
  /** Each passenger's itineraries on the two rides, to book. */
  itineraries: string[][];
  charityId: number;
}

/**
 * The data before the burst, made in this process on the folder or database the server will use: a
 * driver with two rides of two seats tomorrow, and passengers with credits and an IBAN who searched both.
 */
export async function prepare(t: TestApp): Promise<Prepared> {
  const driver = await newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' });
  const car = await addDemoCar(driver, 2);
  const tomorrow = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR);
  const times = [tomorrow, new Date(tomorrow.getTime() + 3 * HOUR)].map((time) => time.toISOString());
  const rides = [];
  for (const when of times) {
    rides.push(
      await offerRide(driver, car.carRef, when, {
        ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxPassengers: 2, selectedCarRef: car.carRef },
      }),
    );
  }
  const passengers: Caller[] = [];
  const itineraries: string[][] = [];
  for (let i = 0; i < PASSENGERS; i++) {
    const passenger = await personWithCredits(t, 500);
    passengers.push(passenger);
    const found = [];
    for (const [index, ride] of rides.entries()) {
      found.push((await searchRide(passenger, times[index]!, ride)).itinerary.itineraryRef!);
    }
    itineraries.push(found);
  }
  const charities = (await passengers[0]!.get('/api/banker/charities')).json() as Paged<Charity>;
  const recipient = (await demoUser(t, 'henk@example.nl')).sub;
  return { driver, recipient, passengers, itineraries, charityId: charities.data.find((c) => !c.closed)!.id };
}
