import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatPlanPlace,
  rowIdOfRef,
  NO_CAR_FOR_OFFER_MESSAGE,
  OFFER_STILL_ACTIVE_MESSAGE,
  SHOUT_OUT_CLOSED_MESSAGE,
  type Car,
  type Itinerary,
  type Paged,
  type Ride,
  type ShoutOut,
  type Trip,
  type TripPlan,
} from '@achterhoek/contracts';
import { balanceOf } from '../src/modules/banker/index.js';
import { inTransaction } from '../src/platform/db/transaction.js';
import { DEMO_CARS } from '../src/modules/rideshare/vehicles/demo-registry.js';
import { expectBooksBalance, rowsOf } from './ledger-helpers.js';
import { newUser, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { P, R, systemMessagesOf } from './trip-helpers.js';
import { askShoutOut, LICHTENVOORDE, SUNDAY_2000, WINTERSWIJK_MARKT } from './support/shout-outs.js';

// Drivers answering a passenger's shout-out (reference §1.6, §7.3): a draft via the passenger's pickup and
// drop-off, an offer that is a real ride with a PROPOSED booking, acceptance by booking the offer, and
// cancellation. Gerda asks on Sunday evening from Lichtenvoorde to Winterswijk; Henk and Marieke answer.
const NOW = '2026-11-23T10:00:00+01:00';
const GROENLO = { label: 'Groenlo, Markt', lat: 52.0417, lon: 6.6139 };

describe('offers on shout-outs', () => {
  const { t, clock, db } = useAppAt(NOW);
  const cars = new Map<string, Car>();

  const postShoutOut = async (caller: Caller, overrides: Record<string, unknown> = {}) => {
    const response = await askShoutOut(caller, overrides);
    expect(response.statusCode).toBe(201);
    return response.json() as ShoutOut;
  };
  const draft = (caller: Caller, id: number, query = '') =>
    caller.get(`${P}/shout-outs/${id}/plan${query ? `?${query}` : ''}`);
  // Drafts, then offers the draft; a shout-out that refuses drafts is offered a made-up draft, to see
  // the offer refused too.
  const offer = async (caller: Caller, id: number, overrides: Record<string, unknown> = {}) => {
    const drafted = await draft(caller, id);
    const planRef = drafted.statusCode === 200 ? (drafted.json() as TripPlan).planRef : 'urn:nb:pn:plan:1';
    return caller.post(`${P}/shout-outs/${id}`, {
      planRef,
      vehicleRef: cars.get(caller.sub)!.carRef,
      driverRef: caller.sub,
      ...overrides,
    });
  };
  const view = async (caller: Caller, id: number) =>
    (await caller.get(`${P}/shout-outs/${id}`)).json() as ShoutOut;
  /** Whether a database session waits for a row lock another holds. */
  const someoneWaitsForALock = async () => {
    const result = await db.execute(sql`select count(*)::int as waiting from pg_locks where not granted`);
    return (rowsOf(result) as Array<{ waiting: number }>)[0]!.waiting > 0;
  };
  /** Gerda's shout-out for `travelTime` with an offer from Henk and one from Marieke; answers both. */
  const shoutOutWithTwoOffers = async (travelTime: string) => {
    const shoutOut = await postShoutOut(gerda, { travelTime });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    expect((await offer(marieke, shoutOut.id)).statusCode).toBe(202);
    return { shoutOut, offers: await view(gerda, shoutOut.id) };
  };
  const offerBy = (shoutOut: ShoutOut, driver: Caller): Itinerary =>
    shoutOut.itineraries.find((itinerary) => itinerary.legs[0]!.driverId === driver.sub)!;
  const isCancelled = (itinerary: Itinerary) => itinerary.legs.every((leg) => leg.state === 'CANCELLED');
  const messages = (caller: Caller) => systemMessagesOf(db, caller);
  const current = async (caller: Caller) => (await balanceOf(db, caller.sub)).current;

  const [gerda, henk, marieke, jan] = useDemoUsers(t, 'gerda', 'henk', 'marieke', 'jan');
  beforeAll(async () => {
    for (const [index, driver] of [henk, marieke].entries()) {
      const own = (await driver.get(`${R}/users/me/cars`)).json() as Car[];
      const car =
        own[0] ??
        ((
          await driver.post(`${R}/users/me/cars`, { licensePlate: DEMO_CARS[index + 1]!.licensePlate })
        ).json() as Car);
      cars.set(driver.sub, car);
    }
  });
  // A passenger keeps only a few shout-outs open at once: each test's are closed when it ends.
  afterEach(async () => {
    const open = (await gerda.get(`${P}/plans?maxResults=100`)).json() as { data: ShoutOut[] };
    for (const shoutOut of open.data) {
      expect((await gerda.del(`${P}/plans/${shoutOut.id}`)).statusCode).toBe(204);
    }
  });

  it('drafts the driver’s ride so that the pickup falls at the passenger’s time', async () => {
    const shoutOut = await postShoutOut(gerda);
    const response = await draft(henk, shoutOut.id);
    expect(response.statusCode).toBe(200);
    const plan = response.json() as TripPlan;
    expect(plan.itineraries).toHaveLength(1);
    const legs = plan.itineraries[0]!.legs;
    // From and to default to the passenger's: the whole drive carries her, leaving at her time.
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({ startTime: SUNDAY_2000, shoutOutRef: shoutOut.planRef });
    expect(legs[0]!.fareInCredits).toBe(shoutOut.referenceItinerary.fareInCredits);

    // From his home in Groenlo: first a stretch alone, then the pickup still at 20:00.
    const fromHome = (
      await draft(
        henk,
        shoutOut.id,
        `from=${encodeURIComponent(formatPlanPlace(GROENLO.label, GROENLO.lat, GROENLO.lon))}`,
      )
    ).json() as TripPlan;
    const [alone, carrying] = fromHome.itineraries[0]!.legs;
    expect(alone).toMatchObject({ from: { label: GROENLO.label } });
    expect(alone!.fareInCredits).toBeUndefined();
    expect(alone!.shoutOutRef).toBeUndefined();
    expect(carrying).toMatchObject({ startTime: SUNDAY_2000, shoutOutRef: shoutOut.planRef });
    expect(alone!.endTime).toBe(carrying!.startTime);

    // With a time of his own, the draft leaves then.
    const own = (
      await draft(henk, shoutOut.id, `travelTime=${encodeURIComponent('2026-11-29T19:30:00+01:00')}`)
    ).json() as TripPlan;
    expect(own.itineraries[0]!.departureTime).toBe('2026-11-29T19:30:00+01:00');
  });

  it('drafts an arrival shout-out so that the drop-off is at the time asked', async () => {
    const shoutOut = await postShoutOut(gerda, { useAsArrivalTime: true });
    const plan = (await draft(henk, shoutOut.id)).json() as TripPlan;
    expect(plan.itineraries[0]!.legs.at(-1)!.endTime).toBe(SUNDAY_2000);
    expect(shoutOut.latestArrivalTime).toBe(SUNDAY_2000);
  });

  it('refuses drafts to the passenger herself, for unknown shout-outs and bad places', async () => {
    const shoutOut = await postShoutOut(gerda);
    expect((await draft(gerda, shoutOut.id)).statusCode).toBe(403);
    expect((await draft(henk, 999_999)).statusCode).toBe(404);
    expect((await draft(henk, shoutOut.id, 'from=nowhere')).statusCode).toBe(400);
    expect((await draft(henk, shoutOut.id, 'travelTime=yesterday')).statusCode).toBe(400);
    expect((await henk.get(`${P}/shout-outs/abc/plan`)).statusCode).toBe(400);
    // An offer without its draft or driver is refused and stores nothing.
    for (const body of [{}, { planRef: 'urn:nb:pn:plan:1' }, { driverRef: henk.sub }]) {
      expect((await henk.post(`${P}/shout-outs/${shoutOut.id}`, body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await view(gerda, shoutOut.id)).itineraries).toHaveLength(0);
  });

  it('makes an offer a ride of the driver with a proposed booking, and tells the passenger', async () => {
    const shoutOut = await postShoutOut(gerda);
    const minutesFromAsked = (iso: string) => Math.abs(Date.parse(iso) - Date.parse(SUNDAY_2000)) / 60_000;
    const before = (await messages(gerda)).length;
    const response = await offer(henk, shoutOut.id);
    expect(response.statusCode).toBe(202);

    const seen = await view(gerda, shoutOut.id);
    expect(seen.itineraries).toHaveLength(1);
    const made = seen.itineraries[0]!;
    expect(made.itineraryRef).toMatch(/^urn:nb:pn:itinerary:\d+$/);
    expect(made.legs[0]).toMatchObject({
      traverseMode: 'RIDESHARE',
      driverId: henk.sub,
      driverName: 'Henk Lubbers',
      shoutOutRef: shoutOut.planRef,
      fareInCredits: shoutOut.referenceItinerary.fareInCredits,
    });
    // The booked pickup is the draft's, give or take the minute the ride allows for stopping.
    expect(minutesFromAsked(made.legs[0]!.startTime)).toBeLessThanOrEqual(2);
    expect(made.legs[0]!.bookingRef).toMatch(/^urn:nb:rs:booking:\d+$/);
    expect(isCancelled(made)).toBe(false);

    const ride = (await henk.get(`${R}/rides/${made.legs[0]!.rideRef!}`)).json() as Ride;
    expect(ride.state).toBe('SCHEDULED');
    expect(ride.carRef).toBe(cars.get(henk.sub)!.carRef);
    const booking = await db.execute(
      sql`select state, passenger_trip_plan_ref from rideshare.bookings where id = ${Number(made.legs[0]!.bookingRef!.split(':').at(-1))}`,
    );
    expect((booking as unknown as { rows: unknown[] }).rows[0]).toEqual({
      state: 'PROPOSED',
      passenger_trip_plan_ref: shoutOut.planRef,
    });

    const told = (await messages(gerda)).slice(before);
    expect(told).toEqual([expect.stringContaining('Henk Lubbers biedt je een rit aan op je oproep')]);
  });

  it('shows a driver only their own offers; the passenger sees all', async () => {
    const shoutOut = await postShoutOut(gerda, { travelTime: '2026-11-29T17:00:00+01:00' });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    expect((await offer(marieke, shoutOut.id, {})).statusCode).toBe(202);
    expect((await view(gerda, shoutOut.id)).itineraries).toHaveLength(2);
    const henks = await view(henk, shoutOut.id);
    expect(henks.itineraries.map((itinerary) => itinerary.legs[0]!.driverId)).toEqual([henk.sub]);
    const community = (
      await henk.get(`${P}/shout-outs?location=51.9867,6.5667&depArrRadius=20000&travelRadius=50000`)
    ).json() as Paged<ShoutOut>;
    const listed = community.data.find((item) => item.id === shoutOut.id)!;
    expect(listed.itineraries.map((itinerary) => itinerary.legs[0]!.driverId)).toEqual([henk.sub]);
  });

  it('refuses an offer without a car, as someone else, twice while the first stands, or overlapping', async () => {
    const at = { travelTime: '2026-11-29T14:00:00+01:00' };
    const shoutOut = await postShoutOut(gerda, at);
    const noCar = await offer(henk, shoutOut.id, { vehicleRef: undefined });
    expect(noCar.statusCode).toBe(400);
    expect(noCar.json()).toMatchObject({ message: NO_CAR_FOR_OFFER_MESSAGE });
    expect((await offer(henk, shoutOut.id, { driverRef: marieke.sub })).statusCode).toBe(403);
    expect((await offer(henk, shoutOut.id, { planRef: 'urn:nb:pn:plan:abc' })).statusCode).toBe(400);
    const mariekesDraft = (await draft(marieke, shoutOut.id)).json() as TripPlan;
    expect(
      (
        await henk.post(`${P}/shout-outs/${shoutOut.id}`, {
          planRef: mariekesDraft.planRef,
          vehicleRef: cars.get(henk.sub)!.carRef,
          driverRef: henk.sub,
        })
      ).statusCode,
    ).toBe(403);
    expect((await view(gerda, shoutOut.id)).itineraries).toHaveLength(0);

    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    const again = await offer(henk, shoutOut.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: OFFER_STILL_ACTIVE_MESSAGE });

    // Another shout-out at the same hour: Henk's ride for the first is in the way.
    const other = await postShoutOut(gerda, { ...at, from: WINTERSWIJK_MARKT, to: LICHTENVOORDE });
    const overlapping = await offer(henk, other.id);
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json()).toMatchObject({ message: 'Ride overlaps' });
    expect((await view(gerda, other.id)).itineraries).toHaveLength(0);
  });

  it('accepts one offer in one transaction: trip booked, fare reserved, the other offer rejected, closed', async () => {
    const { shoutOut, offers } = await shoutOutWithTwoOffers('2026-11-30T20:00:00+01:00');
    const henks = offerBy(offers, henk);
    const balance = await current(gerda);
    const mariekeBefore = (await messages(marieke)).length;

    // Only the traveller accepts.
    expect((await jan.post(`${P}/trips`, { itineraryRef: henks.itineraryRef })).statusCode).toBe(403);
    const accepted = await gerda.post(`${P}/trips`, { itineraryRef: henks.itineraryRef });
    expect(accepted.statusCode).toBe(201);
    const trip = accepted.json() as Trip;
    expect(trip.state).toBe('SCHEDULED');
    expect(trip.itinerary.legs[0]).toMatchObject({
      paymentState: 'RESERVED',
      bookingRef: henks.legs[0]!.bookingRef,
    });
    expect(await current(gerda)).toBe(balance - henks.fareInCredits);

    const after = await view(gerda, shoutOut.id);
    expect(after.planState).toBe('FINAL');
    expect(isCancelled(offerBy(after, henk))).toBe(false);
    expect(isCancelled(offerBy(after, marieke))).toBe(true);
    expect((await messages(marieke)).slice(mariekeBefore)).toEqual([
      expect.stringContaining('De passagier heeft voor een ander aanbod gekozen'),
    ]);
    const bookings = await db.execute(
      sql`select state from rideshare.bookings where passenger_trip_plan_ref = ${shoutOut.planRef} order by id`,
    );
    expect((bookings as unknown as { rows: { state: string }[] }).rows.map((row) => row.state)).toEqual([
      'CONFIRMED',
      'CANCELLED',
    ]);

    // Closed: no more offers, no second acceptance; the trip is under Ritten.
    const late = await offer(marieke, shoutOut.id);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ message: SHOUT_OUT_CLOSED_MESSAGE });
    const second = await gerda.post(`${P}/trips`, { itineraryRef: offerBy(after, marieke).itineraryRef });
    expect(second.statusCode).toBe(422);
    const trips = (await gerda.get(`${P}/trips`)).json() as Paged<Trip>;
    expect(trips.data.map((item) => item.id)).toContain(trip.id);
    // The drivers still see what became of their offers.
    expect((await marieke.get(`${P}/shout-outs/${shoutOut.id}`)).statusCode).toBe(200);
    await expectBooksBalance(db);
  });

  it('leaves everything as it was when the passenger has too few credits (402)', async () => {
    const poor = await newUser(t, { givenName: 'Pim', familyName: 'Zonder Geld' });
    const shoutOut = await postShoutOut(poor, { travelTime: '2026-12-01T20:00:00+01:00' });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    const made = (await view(poor, shoutOut.id)).itineraries[0]!;
    const refused = await poor.post(`${P}/trips`, { itineraryRef: made.itineraryRef });
    expect(refused.statusCode).toBe(402);
    const after = await view(poor, shoutOut.id);
    expect(after.planState).toBe('OPEN');
    expect(isCancelled(after.itineraries[0]!)).toBe(false);
    expect(((await poor.get(`${P}/trips`)).json() as Paged<Trip>).totalCount).toBe(0);
    await expectBooksBalance(db);
  });

  it('rejects the standing offers when the passenger cancels, and tells their drivers the reason', async () => {
    const shoutOut = await postShoutOut(gerda, { travelTime: '2026-12-02T20:00:00+01:00' });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    const before = (await messages(henk)).length;
    expect((await henk.del(`${P}/plans/${shoutOut.id}`)).statusCode).toBe(403);
    expect(
      (await gerda.del(`${P}/plans/${shoutOut.id}?reason=${encodeURIComponent('Mijn zoon rijdt')}`))
        .statusCode,
    ).toBe(204);
    const henks = await view(henk, shoutOut.id);
    expect(henks.planState).toBe('CANCELLED');
    expect(isCancelled(henks.itineraries[0]!)).toBe(true);
    expect((await messages(henk)).slice(before)).toEqual([expect.stringContaining('Mijn zoon rijdt')]);
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(422);
    expect(
      (await gerda.post(`${P}/trips`, { itineraryRef: henks.itineraries[0]!.itineraryRef })).statusCode,
    ).toBe(422);
  });

  it('lets a driver who withdrew offer again, and tells the passenger of the withdrawal', async () => {
    const shoutOut = await postShoutOut(gerda, { travelTime: '2026-12-03T20:00:00+01:00' });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    const rideRef = (await view(henk, shoutOut.id)).itineraries[0]!.legs[0]!.rideRef!;
    const before = (await messages(gerda)).length;
    expect((await henk.del(`${R}/rides/${rideRef}?reason=Ziek`)).statusCode).toBe(204);
    expect(isCancelled((await view(gerda, shoutOut.id)).itineraries[0]!)).toBe(true);
    expect((await messages(gerda)).slice(before)).toEqual([
      expect.stringContaining('heeft het aanbod op je oproep ingetrokken'),
    ]);
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
  });

  it('takes one of two offers accepted at the same moment, and pays once', async () => {
    const { shoutOut, offers } = await shoutOutWithTwoOffers('2026-12-04T20:00:00+01:00');
    const balance = await current(gerda);
    const answers = await Promise.all(
      [henk, marieke].map((driver) =>
        gerda.post(`${P}/trips`, { itineraryRef: offerBy(offers, driver).itineraryRef }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const trip = answers.find((answer) => answer.statusCode === 201)!.json() as Trip;
    expect(await current(gerda)).toBe(balance - trip.itinerary.fareInCredits);
    const after = await view(gerda, shoutOut.id);
    expect(after.itineraries.filter((itinerary) => !isCancelled(itinerary))).toHaveLength(1);
    await expectBooksBalance(db);
  });

  it('either books or refuses when the driver withdraws while the passenger accepts', async () => {
    const shoutOut = await postShoutOut(gerda, { travelTime: '2026-12-05T20:00:00+01:00' });
    expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
    const made = (await view(gerda, shoutOut.id)).itineraries[0]!;
    const balance = await current(gerda);
    const [accepted, withdrawn] = await Promise.all([
      gerda.post(`${P}/trips`, { itineraryRef: made.itineraryRef }),
      henk.del(`${R}/rides/${made.legs[0]!.rideRef!}?reason=Ziek`),
    ]);
    expect(withdrawn.statusCode).toBe(204);
    if (accepted.statusCode === 201) {
      // The ride was cancelled after the booking: the trip went with it and the fare came back.
      const trip = (await gerda.get(`${P}/trips/${(accepted.json() as Trip).id}`)).json() as Trip;
      expect(trip.state).toBe('CANCELLED');
    } else {
      expect(accepted.statusCode).toBe(409);
    }
    expect(await current(gerda)).toBe(balance);
    await expectBooksBalance(db);
  });

  // Regression: accepting an offer locked the booking and then waited for its ride, while a driver's
  // cancellation held the ride and waited for the booking; PostgreSQL broke that deadlock by failing the
  // acceptance (500). Every flow now locks the ride before its bookings. Here a second transaction does
  // what the cancellation does, one step at a time, around the acceptance. PGlite has one connection, so
  // two transactions never overlap there.
  it.runIf(process.env.DATABASE_URL)(
    'accepts an offer, never fails, while a cancellation holds the ride and then takes its bookings',
    async () => {
      const shoutOut = await postShoutOut(gerda, { travelTime: '2026-12-06T20:00:00+01:00' });
      expect((await offer(henk, shoutOut.id)).statusCode).toBe(202);
      const made = (await view(gerda, shoutOut.id)).itineraries[0]!;
      const rideId = rowIdOfRef(made.legs[0]!.rideRef!);
      let accepting: ReturnType<typeof gerda.post> | undefined;
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`select id from rideshare.rides where id = ${rideId} for update`);
        accepting = gerda.post(`${P}/trips`, { itineraryRef: made.itineraryRef });
        // Go on once the acceptance waits for a lock (for the ride, this transaction's).
        for (let tries = 0; tries < 10_000 && !(await someoneWaitsForALock()); tries++);
        expect(await someoneWaitsForALock()).toBe(true);
        await tx.execute(sql`select id from rideshare.bookings where ride_id = ${rideId} for update`);
      });
      expect((await accepting!).statusCode).toBe(201);
      await expectBooksBalance(db);
    },
  );

  it('refuses offers and drafts once the shout-out’s time has passed', async () => {
    const shoutOut = await postShoutOut(gerda, { travelTime: '2026-11-24T20:00:00+01:00' });
    clock.set(Date.parse('2026-11-24T22:00:00+01:00'));
    try {
      const draftLate = await draft(henk, shoutOut.id);
      expect(draftLate.statusCode).toBe(422);
      expect(draftLate.json()).toMatchObject({ message: SHOUT_OUT_CLOSED_MESSAGE });
      const offerLate = await offer(henk, shoutOut.id);
      expect(offerLate.statusCode).toBe(422);
      expect(offerLate.json()).toMatchObject({ message: SHOUT_OUT_CLOSED_MESSAGE });
    } finally {
      clock.set(Date.parse(NOW));
    }
  });
});
