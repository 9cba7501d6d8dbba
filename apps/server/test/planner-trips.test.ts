import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  type BankerUser,
  type Car,
  type CreateRideRequest,
  type Itinerary,
  type Paged,
  type Reward,
  type Ride,
  type ShoutOut,
  type SystemAccounts,
  type Trip,
  type TripPlan,
  type Withdrawal,
} from '@achterhoek/contracts';
import { balanceOf, creditDemoDeposit, seedDemoBanking } from '../src/modules/banker/index.js';
import { SEEDED_INCENTIVES } from '../src/modules/banker/incentive-service.js';
import { DEMO_START_CREDITS } from '../src/modules/banker/demo-credits.js';
import { DEMO_ANONYMOUS_DONATION } from '../src/modules/banker/demo-charities.js';
import {
  DEMO_DRIVER_EARNED,
  DEMO_DRIVER_IBAN,
  DEMO_PENDING_IBAN,
  DEMO_PENDING_WITHDRAWAL,
  DEMO_PREMIUM_BUDGET,
  DEMO_RESERVE_IBAN,
} from '../src/modules/banker/demo-banking.js';
import { manualClock, type ManualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import { demoUser, newUser, type Caller } from './profile-helpers.js';
import { expectBooksBalance, rowCounts } from './ledger-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';
import {
  addDemoCar,
  offerRide,
  P,
  R,
  searchRide,
  searchTrip,
  sharedLeg,
  systemMessagesOf,
} from './trip-helpers.js';
import { MIN } from './support/time.js';
import { useTestApp } from './support/app.js';
import { useCallers } from './support/callers.js';

// The app's clock stands on a Monday morning; the rides leave on the days after it, at midday (clear of
// the demo driver's 07:30 and 17:00 rides on the same route).
const NOW = '2026-11-23T10:00:00+01:00';
const TUESDAY_1200 = '2026-11-24T12:00:00+01:00';
const WEDNESDAY_1200 = '2026-11-25T12:00:00+01:00';
const THURSDAY_1200 = '2026-11-26T12:00:00+01:00';

describe('booking trips', () => {
  let t: TestApp;
  let db: Db;
  let clock: ManualClock;
  let driver: Caller;
  let gerda: Caller;
  let stranger: Caller;
  let car: Car;

  const offer = (when: string, overrides: Partial<CreateRideRequest> = {}) =>
    offerRide(driver, car.carRef, when, overrides);
  const search = searchRide;
  const book = (caller: Caller, itinerary: Itinerary) =>
    caller.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef });
  const rideOf = async (ride: Ride) => (await driver.get(`${R}/rides/${ride.id}`)).json() as Ride;
  /**
   * What the person can spend: the current account and the premium one (a fare takes the premium credits
   * first, reference §3.2, and a cancellation puts them back), so Gerda's demo welcome reward does not
   * change what a booking costs her.
   */
  const current = async (caller: Caller) => {
    const balance = await balanceOf(db, caller.sub);
    return balance.current + balance.premium;
  };

  const messagesOf = (caller: Caller) => systemMessagesOf(db, caller);
  const countRows = () =>
    rowCounts(db, {
      trips: 'planner.trips',
      bookings: 'rideshare.bookings',
      transactions: 'banker.transactions',
    });
  beforeAll(async () => {
    clock = manualClock(NOW);
    // With the demo's own trips: Gerda starts with two trips waiting for confirmation.
    t = await createTestApp({ services: { clock }, env: { SEED_DEMO_TRIPS: 'true' } });
    db = t.app.database.db;
    [driver, gerda, stranger] = await Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      demoUser(t, 'gerda@example.nl'),
      newUser(t, { givenName: 'Anouk', familyName: 'Te Brake' }),
    ]);
    car = await addDemoCar(driver, 2);
  });
  afterAll(async () => t.close());

  it('lets the demo passenger start with a shout-out that a driver has offered a ride on', async () => {
    const open = (await gerda.get(`${P}/plans`)).json() as Paged<ShoutOut>;
    expect(open.totalCount).toBe(1);
    const [shoutOut] = open.data;
    expect(shoutOut).toMatchObject({ planState: 'OPEN', from: { label: 'Terborg, Markt' } });
    expect(shoutOut!.itineraries).toHaveLength(1);
    expect(shoutOut!.itineraries[0]!.legs[0]).toMatchObject({ driverName: 'Marieke ter Horst' });
  });

  it('lets the demo passenger start with bought credits, a paid trip, two waiting for confirmation and one today', async () => {
    const statements = (await gerda.get('/api/banker/users/me/statements')).json() as Paged<{
      description: string;
      amount: number;
    }>;
    expect(statements.data).toContainEqual(
      expect.objectContaining({ description: 'Storting (demo)', amount: DEMO_START_CREDITS }),
    );
    // Part of them is reserved for the two demo trips she made before the demo started.
    const reserved = (await gerda.get(`${P}/trips?state=VALIDATING`)).json() as Paged<Trip>;
    expect(reserved.totalCount).toBe(2);
    const fares = reserved.data.reduce((sum, trip) => sum + trip.itinerary.fareInCredits, 0);
    expect(fares).toBeGreaterThan(0);
    // Last week's trip with Henk both confirmed: its fare is paid.
    const completed = (await gerda.get(`${P}/trips?state=COMPLETED`)).json() as Paged<Trip>;
    expect(completed.totalCount).toBe(1);
    const paidFare = completed.data[0]!.itinerary.fareInCredits;
    expect(completed.data[0]!.itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')).toMatchObject({
      paymentState: 'PAID',
      driverName: 'Henk Lubbers',
    });
    // And today's train-plus-ride trip, whose train the demo's live feed makes late, has its fare reserved.
    const upcoming = (await gerda.get(`${P}/trips?state=SCHEDULED`)).json() as Paged<Trip>;
    expect(upcoming.totalCount).toBe(1);
    const upcomingFare = upcoming.data[0]!.itinerary.fareInCredits;
    expect(upcomingFare).toBeGreaterThan(0);
    expect((await balanceOf(db, gerda.sub)).current).toBe(
      DEMO_START_CREDITS - fares - paidFare - upcomingFare,
    );
    // What is left pays Henk's demo ride (the route of her demo trips) twice more: the README's demo.
    const henksFare = Math.max(...reserved.data.map((trip) => trip.itinerary.fareInCredits));
    expect(await current(gerda)).toBeGreaterThanOrEqual(2 * henksFare);
    for (const trip of reserved.data) {
      expect(trip.itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')).toMatchObject({
        paymentState: 'RESERVED',
        driverName: 'Henk Lubbers',
        confirmationRequested: true,
      });
    }
  });

  it('starts credits out ready: Henk’s earned credits and IBAN, the reserve’s IBAN, a premium budget, one payout waiting', async () => {
    const [henk, marieke, ingrid] = await Promise.all([
      demoUser(t, 'henk@example.nl'),
      demoUser(t, 'marieke@example.nl'),
      demoUser(t, 'ingrid@example.nl'),
    ]);
    // Henk can ask for a payout at once: at least 50 credits and an IBAN with its holder.
    const henksAccount = ((await henk.get('/api/banker/users/me')).json() as BankerUser).personalAccount;
    expect(henksAccount.credits).toBeGreaterThanOrEqual(50);
    expect(henksAccount).toMatchObject(DEMO_DRIVER_IBAN);
    const henksLines = (await henk.get('/api/banker/users/me/statements')).json() as Paged<{
      description: string;
    }>;
    expect(henksLines.data).toContainEqual(
      expect.objectContaining({ description: 'Verdiend met meerijders (demo)', amount: DEMO_DRIVER_EARNED }),
    );
    // Marieke asked for one, its credits reserved from her current account.
    const mariekes = (await marieke.get('/api/banker/users/me/withdrawals')).json() as Paged<Withdrawal>;
    expect(mariekes.data).toEqual([
      expect.objectContaining({
        status: 'REQUESTED',
        amountCredits: DEMO_PENDING_WITHDRAWAL,
        ...DEMO_PENDING_IBAN,
      }),
    ]);
    // …and she gave to the demo's community bus anonymously (issue 29).
    expect(await current(marieke)).toBe(
      DEMO_START_CREDITS - DEMO_PENDING_WITHDRAWAL - DEMO_ANONYMOUS_DONATION,
    );
    // The treasurer sees the reserve with the association's IBAN and a premium budget to hand out.
    const system = ((await ingrid.get('/api/banker/accounts?purpose=SYSTEM')).json() as SystemAccounts).data;
    expect(system.find((account) => account.ncan === 'banking-reserve')).toMatchObject(DEMO_RESERVE_IBAN);
    // Less Gerda's welcome reward ('profile-starter'), paid from it; 'Beloningen' shows it to her.
    const starter = SEEDED_INCENTIVES.find((incentive) => incentive.code === 'profile-starter')!.amount;
    expect(system.find((account) => account.ncan === 'premiums')).toMatchObject({
      credits: DEMO_PREMIUM_BUDGET - starter,
    });
    // Henk's bonus for last week's paid trip ('shared-ride-done', from his own premium credits) is his.
    const henksRewards = (await henk.get('/api/banker/users/me/rewards')).json() as Paged<Reward>;
    expect(henksRewards.data).toEqual([
      expect.objectContaining({
        paidOut: true,
        amount: expect.any(Number),
        incentive: expect.objectContaining({ code: 'shared-ride-done' }),
      }),
    ]);
    expect(henksRewards.data[0]!.amount).toBeGreaterThan(0);
    const gerdasRewards = (await gerda.get('/api/banker/users/me/rewards')).json() as Paged<Reward>;
    expect(gerdasRewards.data).toEqual([
      expect.objectContaining({
        amount: starter,
        paidOut: true,
        incentive: expect.objectContaining({ code: 'profile-starter' }),
      }),
    ]);
    expect((await balanceOf(db, gerda.sub)).premium).toBe(starter);
    expect(system.find((account) => account.ncan === 'reservations')!.credits).toBeGreaterThanOrEqual(
      DEMO_PENDING_WITHDRAWAL,
    );
    await expectBooksBalance(db);

    // Seeding again moves nothing and asks nothing twice.
    const before = await countRows();
    const party = (caller: Caller, name: string) => ({ managedIdentity: caller.sub, name });
    await seedDemoBanking(
      db,
      { exchangeRateCents: t.config.exchangeRateCents, clock },
      { driver: party(henk, 'Henk Lubbers'), requester: party(marieke, 'Marieke ter Horst') },
    );
    expect(await countRows()).toEqual(before);
    expect(
      ((await marieke.get('/api/banker/users/me/withdrawals')).json() as Paged<Withdrawal>).totalCount,
    ).toBe(1);
  });

  it('stores the search: every itinerary carries a reference, and the plan is the traveller’s own', async () => {
    const ride = await offer(TUESDAY_1200);
    const { plan, itinerary } = await search(gerda, TUESDAY_1200, ride);
    expect(plan.planRef).toMatch(/^urn:nb:pn:plan:\d+$/);
    expect(itinerary.itineraryRef).toMatch(/^urn:nb:pn:itinerary:\d+$/);
    const stored = await gerda.get(`${P}/plans/${plan.planRef}`);
    expect(stored.statusCode).toBe(200);
    expect((stored.json() as TripPlan).itineraries).toEqual(plan.itineraries);
    expect((await stranger.get(`${P}/plans/${plan.planRef}`)).statusCode).toBe(403);
    expect((await gerda.get(`${P}/plans/99999`)).statusCode).toBe(404);
    await driver.del(`${R}/rides/${ride.id}`);
  });

  it('books a shared ride in one go: the trip, the booking on the ride, the fare reserved, both sides told', async () => {
    const ride = await offer(TUESDAY_1200);
    const { itinerary } = await search(gerda, TUESDAY_1200, ride);
    const before = await current(gerda);
    const fare = itinerary.fareInCredits;
    expect(fare).toBeGreaterThan(0);

    const response = await book(gerda, itinerary);
    expect(response.statusCode).toBe(201);
    const trip = response.json() as Trip;
    expect(response.headers.location).toBe(`/api/planner/trips/${trip.id}`);
    expect(trip).toMatchObject({ state: 'SCHEDULED', tripRef: `urn:nb:pn:trip:${trip.id}`, nrSeats: 1 });
    const shared = sharedLeg(trip);
    expect(shared).toMatchObject({ state: 'SCHEDULED', paymentState: 'RESERVED', rideRef: ride.rideRef });
    expect(shared.bookingRef).toMatch(/^urn:nb:rs:booking:\d+$/);
    expect(await current(gerda)).toBe(before - fare);

    // The driver sees the booking on the ride, with the passenger and the fare reserved.
    const booked = await rideOf(ride);
    expect(booked.bookings).toHaveLength(1);
    expect(booked.bookings[0]).toMatchObject({
      state: 'CONFIRMED',
      passenger: { managedIdentity: gerda.sub },
      fareInCredits: fare,
      paymentState: 'RESERVED',
      passengerTripRef: trip.tripRef,
    });
    expect((await messagesOf(driver)).filter((body) => body.includes('rijdt mee'))).toHaveLength(1);
    expect(
      (await messagesOf(gerda)).some((body) =>
        body.startsWith('Je rit met Dinand Klein Gunnewiek is geboekt'),
      ),
    ).toBe(true);

    // Booking the same itinerary again (a double tap) answers the same trip and reserves nothing more.
    // Its answer is read back from the database: the first answer, built from the rows as written, is the same.
    const again = await book(gerda, itinerary);
    expect(again.json() as Trip).toEqual(trip);
    expect(await current(gerda)).toBe(before - fare);
    expect((await rideOf(ride)).bookings).toHaveLength(1);

    // The trip is the traveller's: listed for her, hidden from anybody else.
    const mine = (await gerda.get(`${P}/trips?since=${encodeURIComponent(NOW)}`)).json() as Paged<Trip>;
    expect(mine.data.map((item) => item.id)).toContain(trip.id);
    expect((await gerda.get(`${P}/trips/${trip.tripRef}`)).statusCode).toBe(200);
    expect((await stranger.get(`${P}/trips/${trip.id}`)).statusCode).toBe(403);
    expect((await stranger.del(`${P}/trips/${trip.id}`)).statusCode).toBe(403);
    expect(((await stranger.get(`${P}/trips`)).json() as Paged<Trip>).totalCount).toBe(0);

    // Gerda cancels: the fare comes back, the booking is cancelled, the driver is told once.
    const cancelled = await gerda.del(`${P}/trips/${trip.id}?reason=${encodeURIComponent('Toch ziek')}`);
    expect(cancelled.statusCode).toBe(204);
    expect(await current(gerda)).toBe(before);
    const after = (await gerda.get(`${P}/trips/${trip.id}`)).json() as Trip;
    expect(after).toMatchObject({ state: 'CANCELLED', cancelReason: 'Toch ziek' });
    expect(after.itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')).toMatchObject({
      state: 'CANCELLED',
      paymentState: 'CANCELLED',
    });
    expect((await rideOf(ride)).bookings[0]).toMatchObject({ state: 'CANCELLED', paymentState: 'CANCELLED' });
    expect((await gerda.del(`${P}/trips/${trip.id}`)).statusCode).toBe(204);
    expect(await current(gerda)).toBe(before);
    expect((await messagesOf(driver)).filter((body) => body.includes('toch niet mee'))).toHaveLength(1);
    expect(
      ((await gerda.get(`${P}/trips?skipCancelled=true`)).json() as Paged<Trip>).data,
    ).not.toContainEqual(expect.objectContaining({ id: trip.id }));
    await driver.del(`${R}/rides/${ride.id}?reason=klaar`);
  });

  it('refuses a passenger without enough credits with 402 and stores nothing', async () => {
    const ride = await offer(WEDNESDAY_1200);
    const { itinerary } = await search(stranger, WEDNESDAY_1200, ride);
    const before = await countRows();
    const response = await book(stranger, itinerary);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: 'Je hebt onvoldoende credits voor deze rit' });
    expect(await countRows()).toEqual(before);
    expect((await rideOf(ride)).bookings).toEqual([]);
    expect(await messagesOf(stranger)).toEqual([]);
    await driver.del(`${R}/rides/${ride.id}`);
  });

  it('lets only one of two passengers take the last seat; the other hears the ride is full; the books balance', async () => {
    const ride = await offer(THURSDAY_1200, {
      ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxPassengers: 1, selectedCarRef: car.carRef },
    });
    const [first, second] = await Promise.all([newUser(t), newUser(t)]);
    for (const passenger of [first!, second!]) {
      await creditDemoDeposit(db, { managedIdentity: passenger.sub, name: 'Passagier' }, 100);
    }
    const [a, b] = await Promise.all([
      search(first!, THURSDAY_1200, ride),
      search(second!, THURSDAY_1200, ride),
    ]);
    const answers = await Promise.all([book(first!, a.itinerary), book(second!, b.itinerary)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      message: 'Deze rit is inmiddels vol of gewijzigd. Zoek opnieuw naar een rit.',
    });
    expect((await rideOf(ride)).bookings.filter((booking) => booking.state === 'CONFIRMED')).toHaveLength(1);
    const balances = [await current(first!), await current(second!)].sort((x, y) => x - y);
    expect(balances).toEqual([100 - a.itinerary.fareInCredits, 100].sort((x, y) => x - y));
    await expectBooksBalance(db);
  });

  it('answers 400 to bad input and stores nothing', async () => {
    const before = await countRows();
    for (const body of [
      {},
      { itineraryRef: 'abc' },
      { itineraryRef: 'urn:nb:pn:trip:1' },
      { itineraryRef: -3 },
    ]) {
      const response = await gerda.post(`${P}/trips`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await gerda.get(`${P}/trips?maxResults=0`)).statusCode).toBe(400);
    expect((await gerda.get(`${P}/trips?state=LOST`)).statusCode).toBe(400);
    expect((await gerda.get(`${P}/trips/abc`)).statusCode).toBe(400);
    expect((await gerda.post(`${P}/trips`, { itineraryRef: 'urn:nb:pn:itinerary:999999' })).statusCode).toBe(
      404,
    );
    expect(await countRows()).toEqual(before);
  });

  it('refuses another traveller’s itinerary, and a departure already past', async () => {
    const ride = await offer('2026-11-27T12:00:00+01:00');
    const { itinerary } = await search(gerda, '2026-11-27T12:00:00+01:00', ride);
    expect((await book(stranger, itinerary)).statusCode).toBe(403);
    clock.set(Date.parse(itinerary.departureTime) + MIN);
    try {
      const late = await book(gerda, itinerary);
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({ message: 'De vertrektijd van deze rit is al verstreken' });
    } finally {
      clock.set(Date.parse(NOW));
    }
    await driver.del(`${R}/rides/${ride.id}`);
  });

  it('cancels the passengers’ trips when the driver cancels the ride: fares released, passengers told', async () => {
    const ride = await offer('2026-11-30T12:00:00+01:00');
    const { itinerary } = await search(gerda, '2026-11-30T12:00:00+01:00', ride);
    const before = await current(gerda);
    const trip = (await book(gerda, itinerary)).json() as Trip;
    expect(await current(gerda)).toBe(before - itinerary.fareInCredits);

    const cancelled = await driver.del(`${R}/rides/${ride.id}?reason=${encodeURIComponent('Auto kapot')}`);
    expect(cancelled.statusCode).toBe(204);
    expect(await current(gerda)).toBe(before);
    const after = (await gerda.get(`${P}/trips/${trip.id}`)).json() as Trip;
    expect(after).toMatchObject({
      state: 'CANCELLED',
      cancelledByProvider: true,
      cancelReason: 'Auto kapot',
    });
    const told = (await messagesOf(gerda)).filter((body) => body.includes('heeft de rit van'));
    expect(told).toHaveLength(1);
    expect(told[0]).toContain('Auto kapot');
    await expectBooksBalance(db);
  });

  it('offers a ride only to passengers whose luggage it takes and, when they need help, whose driver assists', async () => {
    const when = '2026-12-01T12:00:00+01:00';
    const ride = await offer(when, {
      ridePlanOptions: {
        ...DEFAULT_RIDE_PLAN_OPTIONS,
        ableToAssist: false,
        luggageOptions: ['HANDLUGGAGE', 'GROCERIES'],
        selectedCarRef: car.carRef,
      },
    });
    const offered = async (extra: Record<string, string>) =>
      (await searchTrip(gerda, when, 'RIDESHARE,WALK', extra)).itineraries.some((itinerary) =>
        itinerary.legs.some((leg) => leg.rideRef === ride.rideRef),
      );
    expect(await offered({ luggageOptions: 'HANDLUGGAGE,GROCERIES' })).toBe(true);
    expect(await offered({ luggageOptions: 'PET' })).toBe(false);
    expect(await offered({ needsAssistance: 'true' })).toBe(false);
    expect((await gerda.get(`${P}/search/plan?luggageOptions=SUITCASE`)).statusCode).toBe(400);
    await driver.del(`${R}/rides/${ride.id}`);
  });

  it('removes searches after a week; a trip booked from one keeps its itinerary', async () => {
    const ride = await offer('2026-12-02T12:00:00+01:00');
    const { plan, itinerary } = await searchRide(gerda, '2026-12-02T12:00:00+01:00', ride);
    const trip = (await book(gerda, itinerary)).json() as Trip;
    clock.set(Date.parse(NOW) + 8 * 24 * 3600_000);
    try {
      await t.app.timers.runDue();
      expect((await gerda.get(`${P}/plans/${plan.planRef}`)).statusCode).toBe(404);
      const kept = (await gerda.get(`${P}/trips/${trip.id}`)).json() as Trip;
      expect(kept.itinerary.legs.map((leg) => leg.traverseMode)).toEqual(
        itinerary.legs.map((leg) => leg.traverseMode),
      );
    } finally {
      clock.set(Date.parse(NOW));
    }
  });
});

/** iCalendar folds lines at 75 octets; the assertions read them whole. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('trips and rides in the calendar', () => {
  const t = useTestApp({ services: { clock: manualClock(NOW) } });
  const [driver, gerda, stranger] = useCallers(3, () =>
    Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      demoUser(t, 'gerda@example.nl'),
      newUser(t),
    ]),
  );

  it('answers a trip and a ride as iCalendar files, to their own traveller and driver only', async () => {
    const car = await addDemoCar(driver, 2);
    const ride = await offerRide(driver, car.carRef, TUESDAY_1200);
    const { itinerary } = await searchRide(gerda, TUESDAY_1200, ride);
    const trip = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;

    const file = await gerda.get(`${P}/trips/${trip.id}/calendar`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/calendar');
    expect(unfold(file.body)).toContain('BEGIN:VEVENT');
    expect(unfold(file.body)).toContain('SUMMARY:Reis naar Station Doetinchem');
    expect(unfold(file.body)).toContain(`UID:${trip.tripRef}@achterhoek-mobiel`);
    expect(unfold(file.body)).toContain('Meerijden met Dinand Klein Gunnewiek');
    expect((await stranger.get(`${P}/trips/${trip.id}/calendar`)).statusCode).toBe(403);

    const rideFile = await driver.get(`${R}/rides/${ride.id}/calendar`);
    expect(rideFile.statusCode).toBe(200);
    expect(unfold(rideFile.body)).toContain('SUMMARY:Autorit naar Station Doetinchem');
    expect(unfold(rideFile.body)).toContain('1 passagier');
    expect((await gerda.get(`${R}/rides/${ride.id}/calendar`)).statusCode).toBe(403);
  });

  it('serves a private feed at a secret address until it is revoked or renewed', async () => {
    // No feed yet is the page's empty state, not an error: 200 with null.
    const none = await gerda.get(`${P}/users/me/calendar-feed`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const made = await gerda.post(`${P}/users/me/calendar-feed`);
    expect(made.statusCode).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/\/api\/planner\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(((await gerda.get(`${P}/users/me/calendar-feed`)).json() as { url: string }).url).toBe(url);

    // No token needed: the address is the secret. It holds Gerda's trip and nobody else's ride.
    const feedPath = new URL(url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(unfold(feed.body)).toContain('SUMMARY:Reis naar Station Doetinchem');
    expect(unfold(feed.body)).not.toContain('Autorit');

    const renewed = ((await gerda.post(`${P}/users/me/calendar-feed`)).json() as { url: string }).url;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    expect((await gerda.del(`${P}/users/me/calendar-feed`)).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: new URL(renewed).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${P}/calendar/kort` })).statusCode).toBe(400);
  });
});
