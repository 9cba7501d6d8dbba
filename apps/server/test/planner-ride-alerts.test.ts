import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car, RideAlert } from '@achterhoek/contracts';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { manualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import { depositCredits } from './ledger-helpers.js';
import { newUser, type Caller } from './profile-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';
import { DOETINCHEM, offerRide, P, R, WINTERSWIJK } from './trip-helpers.js';

// Ride alerts (beyond the original): a passenger keeps a search that found nothing; a ride offered later
// that the search would now find is announced to them once, with a link to book it.
const NOW = '2026-11-23T10:00:00+01:00';
const FRIDAY_1200 = '2026-11-27T12:00:00+01:00';

describe('ride alerts', () => {
  let t: TestApp;
  let db: Db;
  const clock = manualClock(NOW);
  let driver: Caller;
  let passenger: Caller;
  let other: Caller;
  let car: Car;

  const keep = (caller: Caller, overrides: Record<string, unknown> = {}) =>
    caller.post(`${P}/ride-alerts`, {
      from: WINTERSWIJK,
      to: DOETINCHEM,
      travelTime: FRIDAY_1200,
      ...overrides,
    });
  /** A ride offered, and the outbox's work after its commit done (the alerts searched). */
  const offerAndAnnounce = async (...args: Parameters<typeof offerRide>) => {
    const ride = await offerRide(...args);
    await t.app.outbox.runDue();
    return ride;
  };
  const alerts = async (caller: Caller) =>
    ((await caller.get(`${P}/ride-alerts`)).json() as { data: RideAlert[] }).data;
  async function announcements(caller: Caller): Promise<{ body: string; context: string }[]> {
    const result = await db.execute(sql`
      select m.body, m.context from communicator.messages m
      join communicator.envelopes e on e.message_id = m.id
      where e.recipient_id = ${caller.sub} and m.context like 'urn:nb:pn:alertmatch:%'
      order by m.id`);
    return (result as unknown as { rows: { body: string; context: string }[] }).rows;
  }

  beforeAll(async () => {
    // The outbox is driven by the test (runDue), so a ride's alerts are searched only when it says so.
    t = await createTestApp({ env: { OUTBOX_INTERVAL_MS: '0' }, services: { clock } });
    db = t.app.database.db;
    [driver, passenger, other] = await Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      newUser(t, { givenName: 'Anouk', familyName: 'Te Brake' }),
      newUser(t, { givenName: 'Bram', familyName: 'Ten Dam' }),
    ]);
    await depositCredits(db, { managedIdentity: passenger.sub, name: 'Anouk Te Brake' }, 100);
    car = (
      await driver.post(`${R}/users/me/cars`, { licensePlate: DEMO_CARS[2]!.licensePlate })
    ).json() as Car;
  });
  afterAll(async () => t.close());

  it('announces a matching ride once, with the itinerary to book, and not a ride on another day', async () => {
    const response = await keep(passenger);
    expect(response.statusCode).toBe(201);
    const alert = response.json() as RideAlert;
    expect(response.headers.location).toBe(`/api/planner/ride-alerts/${alert.id}`);
    expect(alert).toMatchObject({ travelTime: FRIDAY_1200, nrSeats: 1, matches: 0 });

    // A ride a day later does not serve it.
    await offerAndAnnounce(driver, car.carRef, '2026-11-28T12:00:00+01:00');
    expect(await announcements(passenger)).toHaveLength(0);

    const ride = await offerAndAnnounce(driver, car.carRef, '2026-11-27T11:55:00+01:00');
    const told = await announcements(passenger);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Er is een rit aangeboden die past bij je ritmelding');
    const [, planId, itineraryId] = /^urn:nb:pn:alertmatch:(\d+)\.(\d+)$/.exec(told[0]!.context)!;
    // The link leads to the passenger's own stored search, whose itinerary travels with the ride.
    const plan = (await passenger.get(`${P}/plans/${planId}`)).json() as {
      itineraries: { itineraryRef: string; legs: { rideRef?: string }[] }[];
    };
    const itinerary = plan.itineraries.find((item) => item.itineraryRef.endsWith(`:${itineraryId}`))!;
    expect(itinerary.legs.some((leg) => leg.rideRef === ride.rideRef)).toBe(true);
    expect((await passenger.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).statusCode).toBe(
      201,
    );
    expect((await alerts(passenger))[0]!.matches).toBe(1);

    // Another driver's ride at the same time is announced too — the first ride is not announced again.
    const second = await newUser(t, { givenName: 'Sanne', familyName: 'Wolters' });
    const secondCar = (
      await second.post(`${R}/users/me/cars`, { licensePlate: DEMO_CARS[1]!.licensePlate })
    ).json() as Car;
    await offerAndAnnounce(second, secondCar.carRef, '2026-11-27T11:50:00+01:00');
    const after = await announcements(passenger);
    expect(after).toHaveLength(2);
    expect(after[1]!.context).not.toBe(after[0]!.context);
    expect((await alerts(passenger))[0]!.matches).toBe(2);
  });

  it('announces the rides of a recurrence, also those the nightly job adds weeks later', async () => {
    const weekly = await newUser(t, { givenName: 'Wim', familyName: 'Weekers' });
    const weeklyCar = (
      await weekly.post(`${R}/users/me/cars`, { licensePlate: DEMO_CARS[0]!.licensePlate })
    ).json() as Car;
    const soon = (await keep(passenger, { travelTime: '2026-12-09T12:00:00+01:00' })).json() as RideAlert;
    // Beyond the eight weeks of rides a recurrence is made for at once.
    const later = (await keep(passenger, { travelTime: '2027-01-27T12:00:00+01:00' })).json() as RideAlert;
    const before = (await announcements(passenger)).length;
    await offerAndAnnounce(weekly, weeklyCar.carRef, '2026-11-25T11:55:00+01:00', {
      recurrence: { interval: 1, unit: 'WEEK', daysOfWeekMask: 4 },
    });
    const matchesOf = async (id: number) =>
      (await alerts(passenger)).find((alert) => alert.id === id)!.matches;
    expect(await matchesOf(soon.id)).toBe(1);
    expect(await matchesOf(later.id)).toBe(0);

    // Eight weeks before the later Wednesday the nightly job makes its ride, and the alert hears of it.
    clock.set(Date.parse('2027-01-20T03:00:00+01:00'));
    try {
      await t.app.timers.runDue();
      await t.app.outbox.runDue();
      expect(await matchesOf(later.id)).toBe(1);
    } finally {
      clock.set(Date.parse(NOW));
    }
    expect((await announcements(passenger)).length).toBe(before + 2);
  });

  it('lists only the passenger’s own alerts still to come, and removes only their own', async () => {
    const alert = (await keep(other, { travelTime: '2026-11-24T08:00:00+01:00' })).json() as RideAlert;
    expect((await alerts(other)).map((item) => item.id)).toEqual([alert.id]);
    expect((await alerts(passenger)).map((item) => item.id)).not.toContain(alert.id);
    expect((await passenger.del(`${P}/ride-alerts/${alert.id}`)).statusCode).toBe(403);
    expect((await other.del(`${P}/ride-alerts/999999`)).statusCode).toBe(404);

    clock.set(Date.parse('2026-11-24T09:00:00+01:00'));
    try {
      // Its travel time has passed: it has expired.
      expect(await alerts(other)).toHaveLength(0);
    } finally {
      clock.set(Date.parse(NOW));
    }
    expect((await other.del(`${P}/ride-alerts/${alert.id}`)).statusCode).toBe(204);
    expect(await alerts(other)).toHaveLength(0);
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const before = (await alerts(other)).length;
    for (const body of [
      { from: undefined },
      { travelTime: '2026-11-20T10:00:00+01:00' },
      { to: { label: 'Amsterdam', location: { type: 'Point', coordinates: [4.9, 52.37] } } },
      { nrSeats: 0 },
    ]) {
      expect((await keep(other, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await other.del(`${P}/ride-alerts/abc`)).statusCode).toBe(400);
    expect(await alerts(other)).toHaveLength(before);
  });
});
