import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EstimatedRoadRouter } from '@achterhoek/routing';
import { DEFAULT_RIDE_PLAN_OPTIONS, type Paged, type Ride } from '@achterhoek/contracts';
import { eq, sql } from 'drizzle-orm';
import { manualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import { topUpRecurringRides } from '../src/modules/rideshare/recurring-rides-job.js';
import { rides, rideTemplates } from '../src/modules/rideshare/schema.js';
import { DemoVehicleRegistry } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { createTestApp, secondInstanceDatabase, type TestApp } from './test-app.js';
import { callerFor, newUser, type Caller } from './profile-helpers.js';
import { addDemoCar } from './trip-helpers.js';
import { DAY } from './support/time.js';

const R = '/api/rideshare';
const NOW = '2026-11-23T10:00:00+01:00';

const offer = (carRef: string, when: string) => ({
  from: { label: 'Winterswijk', location: { type: 'Point', coordinates: [6.7196, 51.9722] } },
  to: { label: 'Aalten', location: { type: 'Point', coordinates: [6.5806, 51.9256] } },
  travelTime: { when, arriving: false },
  recurrence: { interval: 1, unit: 'DAY' },
  ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: carRef },
});

describe('the nightly job of recurring rides with two instances on one database', () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof secondInstanceDatabase>> | undefined;
  let secondDb: Db;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ services: { clock }, env: { SEED_DEMO: 'false' } });
    second = await secondInstanceDatabase(t);
    secondDb = second.db;
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  it('makes each new day’s ride once when both run it at the same moment', async () => {
    const driver = await newUser(t);
    const car = await addDemoCar(driver, 2);
    const first = (
      await driver.post(`${R}/rides`, offer(car.carRef, '2026-11-24T08:00:00+01:00'))
    ).json() as Ride;
    expect(first.recurrence).toEqual({ interval: 1, unit: 'DAY' });
    const ctx = {
      db: t.app.database.db,
      clock,
      roads: new EstimatedRoadRouter(),
      registry: new DemoVehicleRegistry(),
    };
    const count = async () =>
      ((await driver.get(`${R}/rides?maxResults=1`)).json() as Paged<Ride>).totalCount;
    const before = await count();

    // A week later, seven more days have come within the eight weeks.
    clock.set(Date.parse(NOW) + 7 * DAY);
    const made = await Promise.all([
      topUpRecurringRides(ctx, t.app.database.db, clock.nowMs()),
      topUpRecurringRides({ ...ctx, db: secondDb }, secondDb, clock.nowMs()),
    ]);
    expect(made[0] + made[1]).toBe(7);
    expect(await count()).toBe(before + 7);
    const [duplicates] = await t.app.database.db.select({ count: sql<number>`count(*)::int` }).from(
      t.app.database.db
        .select({ departure: rides.departureTime })
        .from(rides)
        .innerJoin(rideTemplates, eq(rideTemplates.id, rides.templateId))
        .where(eq(rides.driverId, driver.sub))
        .groupBy(rides.departureTime)
        .having(sql`count(*) > 1`)
        .as('twice'),
    );
    expect(duplicates!.count).toBe(0);
    // Run again: nothing new.
    expect(await topUpRecurringRides(ctx, t.app.database.db, clock.nowMs())).toBe(0);

    // Moved half an hour later for this and the following rides: the rides made later follow.
    const listed = ((await driver.get(`${R}/rides?maxResults=100&sortDir=DESC`)).json() as Paged<Ride>).data;
    const lastWeek = listed.find((ride) => ride.departureTime.startsWith('2027-01-20'))!;
    const moved = await driver.put(`${R}/rides/${lastWeek.id}?scope=this-and-following`, {
      carRef: car.carRef,
      ableToAssist: true,
      maxDetourMeters: 20000,
      maxDetourSeconds: 1200,
      nrSeatsAvailable: 3,
      fromPlace: lastWeek.fromPlace,
      toPlace: lastWeek.toPlace,
      arrivalTimePinned: false,
      departureTime: '2027-01-20T08:30:00+01:00',
    });
    expect(moved.statusCode).toBe(204);
    clock.set(Date.parse(NOW) + 8 * DAY);
    expect(await topUpRecurringRides(ctx, t.app.database.db, clock.nowMs())).toBe(1);
    const newest = ((await driver.get(`${R}/rides?maxResults=1&sortDir=DESC`)).json() as Paged<Ride>)
      .data[0]!;
    expect(newest.departureTime).toBe('2027-01-26T08:30:00+01:00');
  });
});

describe('a ride’s timer across a restart', () => {
  it('moves the ride on after the server started again', async () => {
    const clock = manualClock(NOW);
    const first = await createTestApp({ keep: true, services: { clock }, env: { SEED_DEMO: 'false' } });
    const driver: Caller = await newUser(first);
    const car = await addDemoCar(driver, 3);
    const ride = (
      await driver.post(`${R}/rides`, {
        ...offer(car.carRef, '2026-11-24T08:00:00+01:00'),
        recurrence: undefined,
      })
    ).json() as Ride;
    const reuse = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl };
    await first.close();

    const restarted = await createTestApp({ reuse, services: { clock }, env: { SEED_DEMO: 'false' } });
    try {
      clock.set(Date.parse(ride.departureTime) - 10 * 60_000);
      await restarted.app.timers.runDue();
      const again = callerFor(restarted.app, driver.token);
      expect(((await again.get(`${R}/rides/${ride.id}`)).json() as Ride).state).toBe('DEPARTING');
    } finally {
      await restarted.close();
    }
  });
});
