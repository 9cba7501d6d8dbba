import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RIDE_PLAN_OPTIONS, type Ride } from '@achterhoek/contracts';
import { manualClock } from '../../src/platform/clock.js';
import { enqueue } from '../../src/platform/outbox.js';
import { expectLedgerInvariants } from '../ledger-helpers.js';
import { callerFor, newUser, type Caller } from '../profile-helpers.js';
import { createTestApp, secondInstanceApp, type TestApp } from '../test-app.js';
import { personWithCredits } from '../treasury-helpers.js';
import { addDemoCar, offerRide, P, searchRide, systemMessagesOf } from '../trip-helpers.js';

// Issue 32: two server instances of one deployment on one PostgreSQL database, each with its own pool,
// timers, outbox and clock. The last seat booked on both at once is sold once, a timer due on both fires
// once, and outbox work is done once. (A live event sent on one instance reaches a stream on the other,
// or the stream is told to `resync`: communicator-live.test.ts and delegation-live.test.ts prove that.)
// PGlite is one database inside one process: a second instance of it cannot exist.
const NOW = '2026-11-23T10:00:00+01:00';
const DEPARTURES = [
  '2026-11-24T08:00:00+01:00',
  '2026-11-24T10:00:00+01:00',
  '2026-11-24T12:00:00+01:00',
  '2026-11-24T14:00:00+01:00',
];

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const clocks = [manualClock(NOW), manualClock(NOW)] as const;
  let first: TestApp;
  let second: TestApp;
  let driver: Caller;
  const rides: Ride[] = [];

  beforeAll(async () => {
    first = await createTestApp({ services: { clock: clocks[0] } });
    second = await secondInstanceApp(first, { services: { clock: clocks[1] } });
    driver = await newUser(first, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' });
    const car = await addDemoCar(driver, 2);
    for (const when of DEPARTURES) {
      rides.push(
        await offerRide(driver, car.carRef, when, {
          ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxPassengers: 1, selectedCarRef: car.carRef },
        }),
      );
    }
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('sells the last seat of a ride once when two passengers book it on both instances at once', async () => {
    const here = await personWithCredits(first, 500);
    const there = callerFor(second.app, (await personWithCredits(first, 500)).token);
    for (const [index, ride] of rides.entries()) {
      const [a, b] = await Promise.all([
        searchRide(here, DEPARTURES[index]!, ride),
        searchRide(there, DEPARTURES[index]!, ride),
      ]);
      const answers = await Promise.all([
        here.post(`${P}/trips`, { itineraryRef: a.itinerary.itineraryRef }),
        there.post(`${P}/trips`, { itineraryRef: b.itinerary.itineraryRef }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), ride.rideRef).toEqual([201, 409]);
    }
    await expectLedgerInvariants(first.app.database.db);
  });

  it('fires a ride’s departure timer once when both instances run their due timers at once', async () => {
    // Ten minutes before the first ride leaves, it is DEPARTING and its driver is told so: once.
    const departing = Date.parse(DEPARTURES[0]!) - 10 * 60_000;
    for (const clock of clocks) clock.set(departing);
    await Promise.all([first.app.timers.runDue(), second.app.timers.runDue()]);
    const told = (await systemMessagesOf(first.app.database.db, driver)).filter((body) =>
      body.includes('vertrekt om'),
    );
    expect(told).toHaveLength(1);
    const states = await Promise.all(
      rides.map(async (ride) => ((await driver.get(`/api/rideshare/rides/${ride.id}`)).json() as Ride).state),
    );
    expect(states).toEqual(['DEPARTING', 'SCHEDULED', 'SCHEDULED', 'SCHEDULED']);
  });

  it('does each piece of outbox work once when both instances work the outbox at once', async () => {
    const done = new Map<number, number>();
    const handler = async (payload: unknown) => {
      const { n } = payload as { n: number };
      done.set(n, (done.get(n) ?? 0) + 1);
      // Let the other instance claim while this one is busy.
      await new Promise((resolve) => setImmediate(resolve));
    };
    first.app.outbox.handle('faults.two-instances', handler);
    second.app.outbox.handle('faults.two-instances', handler);
    const db = first.app.database.db;
    for (let n = 0; n < 40; n++) await enqueue(db, 'faults.two-instances', { n }, clocks[0].now());
    await Promise.all([first.app.outbox.runDue(), second.app.outbox.runDue()]);
    expect(done.size).toBe(40);
    expect([...done.values()].every((count) => count === 1)).toBe(true);
  });
});
