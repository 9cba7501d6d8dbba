import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LIVE_RIDE_ALERTS,
  PLACE_LABEL_MAX_LENGTH,
  RIDE_ALERTS_FULL_MESSAGE,
  RIDE_ALERTS_SEARCHED_PER_RIDE,
  type Car,
  type PagedRideAlerts,
  type RideAlert,
} from '@achterhoek/contracts';
import { candidateAlerts } from '../src/modules/planner/shout-outs/ride-alert-announcement-job.js';
import type { PlannerContext } from '../src/modules/planner/shared/deps.js';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { depositCredits } from './ledger-helpers.js';
import { newUser, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers } from './support/callers.js';
import { addDemoCar, DOETINCHEM, offerRide, P, place, R, WINTERSWIJK } from './trip-helpers.js';

// Ride alerts (beyond the original): a passenger keeps a search that found nothing; a ride offered later
// that the search would now find is announced to them once, with a link to book it.
const NOW = '2026-11-23T10:00:00+01:00';
const FRIDAY_1200 = '2026-11-27T12:00:00+01:00';

describe('ride alerts', () => {
  // The outbox is driven by the test (runDue), so a ride's alerts are searched only when it says so.
  const { t, clock, db } = useAppAt(NOW, { env: { OUTBOX_INTERVAL_MS: '0' } });
  const [driver, passenger, other] = useCallers(3, () =>
    Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      newUser(t, { givenName: 'Anouk', familyName: 'Te Brake' }),
      newUser(t, { givenName: 'Bram', familyName: 'Ten Dam' }),
    ]),
  );
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
    await depositCredits(db, { managedIdentity: passenger.sub, name: 'Anouk Te Brake' }, 100);
    car = await addDemoCar(driver, 2);
  });

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
    const secondCar = await addDemoCar(second, 1);
    await offerAndAnnounce(second, secondCar.carRef, '2026-11-27T11:50:00+01:00');
    const after = await announcements(passenger);
    expect(after).toHaveLength(2);
    expect(after[1]!.context).not.toBe(after[0]!.context);
    expect((await alerts(passenger))[0]!.matches).toBe(2);
  });

  it('announces the rides of a recurrence, also those the nightly job adds weeks later', async () => {
    const weekly = await newUser(t, { givenName: 'Wim', familyName: 'Weekers' });
    const weeklyCar = await addDemoCar(weekly, 0);
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

  /** A new person with a car of their own, to offer rides with. */
  async function newDriver(givenName: string, plate = DEMO_CARS[3]!.licensePlate) {
    const person = await newUser(t, { givenName, familyName: 'Test' });
    const personCar = (await person.post(`${R}/users/me/cars`, { licensePlate: plate })).json() as Car;
    return { person, car: personCar };
  }
  const plansOf = async (caller: Caller) =>
    Number(
      (
        (await db.execute(
          sql`select count(*)::int as n from planner.plans where traveller_id = ${caller.sub}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    );

  it('answers a ride offer without searching the alerts: they are searched after the commit, by the outbox', async () => {
    const waiting = await newUser(t, { givenName: 'Wout', familyName: 'Wachter' });
    const alert = (await keep(waiting, { travelTime: '2026-12-02T12:00:00+01:00' })).json() as RideAlert;
    const { person, car: theirCar } = await newDriver('Olga');
    const searchesBefore = await plansOf(waiting);

    const ride = await offerRide(person, theirCar.carRef, '2026-12-02T11:55:00+01:00');
    // The offer's answer came before any search for the alert: no plan stored for it, nothing announced,
    // and the work waits in the outbox.
    expect(await plansOf(waiting)).toBe(searchesBefore);
    expect((await alerts(waiting)).find((item) => item.id === alert.id)!.matches).toBe(0);
    const queued = (await db.execute(
      sql`select payload from platform.outbox where topic = 'planner.ride-offered' and done_at is null`,
    )) as unknown as { rows: { payload: { id: number } }[] };
    expect(queued.rows.map((row) => row.payload.id)).toContain(Number(ride.rideRef.split(':').pop()));

    await t.app.outbox.runDue();
    expect((await alerts(waiting)).find((item) => item.id === alert.id)!.matches).toBe(1);
  });

  it('narrows the alerts a ride could serve by time and by the ride’s reach before any search', async () => {
    const asker = await newUser(t, { givenName: 'Nina', familyName: 'Nabij' });
    const at = '2026-12-03T12:00:00+01:00';
    const near = (await keep(asker, { travelTime: at })).json() as RideAlert;
    // Only its destination lies on the ride's way: a ride to Doetinchem can take her the last stretch.
    const halfway = (
      await keep(asker, { travelTime: at, from: place('Arnhem Centraal', 51.984781, 5.901003) })
    ).json() as RideAlert;
    const far = (
      await keep(asker, {
        travelTime: at,
        from: place('Arnhem Centraal', 51.984781, 5.901003),
        to: place('Zutphen', 52.144831, 6.194139),
      })
    ).json() as RideAlert;
    const otherDay = (await keep(asker, { travelTime: '2026-12-05T12:00:00+01:00' })).json() as RideAlert;

    const departure = Date.parse('2026-12-03T11:55:00+01:00');
    const found = await candidateAlerts({ db, clock } as unknown as PlannerContext, {
      id: 2_000_000_000,
      driverId: 'someone-else',
      departureTime: departure,
      arrivalTime: departure + 40 * 60_000,
      from: { lat: 51.967654, lon: 6.715404 },
      to: { lat: 51.958362, lon: 6.294481 },
      maxDetourMeters: 5_000,
    });
    const ids = found.map((alert) => alert.id);
    expect(ids).toContain(near.id);
    expect(ids).toContain(halfway.id);
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(otherDay.id);
  });

  it(`searches at most ${RIDE_ALERTS_SEARCHED_PER_RIDE} alerts for one ride`, async () => {
    const at = '2026-12-04T12:00:00+01:00';
    const askers = [
      await newUser(t, { givenName: 'Eva', familyName: 'Een' }),
      await newUser(t, { givenName: 'Twan', familyName: 'Twee' }),
    ];
    for (const asker of askers) {
      for (let index = 0; index < RIDE_ALERTS_SEARCHED_PER_RIDE / 2 + 1; index += 1) {
        expect((await keep(asker, { travelTime: at })).statusCode).toBe(201);
      }
    }
    const { person, car: theirCar } = await newDriver('Bart', DEMO_CARS[4]!.licensePlate);
    await offerAndAnnounce(person, theirCar.carRef, '2026-12-04T11:55:00+01:00');
    let told = 0;
    for (const asker of askers) told += (await announcements(asker)).length;
    expect(told).toBe(RIDE_ALERTS_SEARCHED_PER_RIDE);
  });

  it(`keeps at most ${MAX_LIVE_RIDE_ALERTS} alerts still to come per passenger, and lists them in pages`, async () => {
    const keen = await newUser(t, { givenName: 'Karin', familyName: 'Kwik' });
    const tooFar = (await keep(keen, { travelTime: '2026-12-10T09:00:00+01:00' })).json() as RideAlert;
    for (let index = 1; index < MAX_LIVE_RIDE_ALERTS; index += 1) {
      const day = String(1 + index).padStart(2, '0');
      expect((await keep(keen, { travelTime: `2026-12-${day}T09:00:00+01:00` })).statusCode).toBe(201);
    }
    const refused = await keep(keen, { travelTime: '2026-12-28T09:00:00+01:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ status: 422, message: RIDE_ALERTS_FULL_MESSAGE });

    const first = (await keen.get(`${P}/ride-alerts`)).json() as PagedRideAlerts;
    expect(first).toMatchObject({ totalCount: MAX_LIVE_RIDE_ALERTS, offset: 0, count: 10 });
    const rest = (await keen.get(`${P}/ride-alerts?offset=10&maxResults=50`)).json() as PagedRideAlerts;
    expect(rest).toMatchObject({ totalCount: MAX_LIVE_RIDE_ALERTS, offset: 10, count: 10 });
    expect(rest.data.some((alert) => alert.travelTime.startsWith('2026-12-28'))).toBe(false);
    expect((await keen.get(`${P}/ride-alerts?maxResults=51`)).statusCode).toBe(400);

    // Removing one makes room for another.
    expect((await keen.del(`${P}/ride-alerts/${tooFar.id}`)).statusCode).toBe(204);
    expect((await keep(keen, { travelTime: '2026-12-28T09:00:00+01:00' })).statusCode).toBe(201);
  });

  it('refuses an over-long place label, a time beyond a year and stores nothing', async () => {
    const labeller = await newUser(t, { givenName: 'Lotte', familyName: 'Lang' });
    const long = (length: number) => ({ ...WINTERSWIJK, label: 'x'.repeat(length) });
    for (const body of [
      { from: long(1_000_000) },
      { to: long(PLACE_LABEL_MAX_LENGTH + 1) },
      { travelTime: '9999-12-31T12:00:00+01:00' },
      { travelTime: '2027-11-24T12:00:00+01:00' },
    ]) {
      expect((await keep(labeller, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await alerts(labeller)).toHaveLength(0);
    expect((await keep(labeller, { from: long(PLACE_LABEL_MAX_LENGTH) })).statusCode).toBe(201);
  });
});
