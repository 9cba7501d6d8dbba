import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, Paged, Ride, Trip, UserReport } from '@achterhoek/contracts';
import { balanceOf, creditDemoDeposit } from '../src/modules/banker/index.js';
import { depositCredits, expectBooksBalance } from './ledger-helpers.js';
import { demoUser, newUser, type Caller } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers } from './support/callers.js';
import { addDemoCar, offerRide, P, R, searchRide, sharedLeg, systemMessagesOf } from './trip-helpers.js';
import { MIN, DAY } from './support/time.js';

// After the trip (reference §1.5, §7.1): both sides say whether it took place; the fare is paid, given
// back or disputed; undone; settled by an admin. The clock starts on a Monday; each test books its own
// trip on a later day at midday and moves the clock past it.
const NOW = Date.parse('2026-11-23T10:00:00+01:00');

describe('confirming trips and settling their fares', () => {
  const { t, clock, db } = useAppAt(NOW);
  let car: Car;
  let day = 1;

  const current = async (caller: Caller) => (await balanceOf(db, caller.sub)).current;
  const tripOf = async (id: number) => (await gerda.get(`${P}/trips/${id}`)).json() as Trip;
  const rideOf = async (id: number) => (await driver.get(`${R}/rides/${id}`)).json() as Ride;
  const runAt = async (time: number) => {
    clock.set(time);
    await t.app.timers.runDue();
  };

  /** Gerda books a midday ride of the driver on the next free day; the clock then stands after it. */
  async function tripWaitingForConfirmations(passenger = gerda) {
    clock.set(NOW);
    const when = new Date(NOW + day++ * DAY + 2 * 60 * MIN).toISOString();
    const ride = await offerRide(driver, car.carRef, when);
    const { itinerary } = await searchRide(passenger, when, ride);
    const booked = await passenger.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef });
    expect(booked.statusCode).toBe(201);
    const trip = booked.json() as Trip;
    await runAt(Date.parse(trip.itinerary.arrivalTime) + 20 * MIN);
    const bookingId = Number(sharedLeg(trip).bookingRef!.split(':').pop());
    return { trip, ride, bookingId, fare: itinerary.fareInCredits };
  }
  const passengerSays = (caller: Caller, tripId: number, yes: boolean, reason = 'NO_SHOW') =>
    caller.put(`${P}/trips/${tripId}/confirm/${yes}${yes ? '' : `?reason=${reason}`}`);
  const driverSays = (bookingId: number, yes: boolean, reason = 'NO_SHOW') =>
    driver.put(`${R}/bookings/${bookingId}/confirm/${yes}${yes ? '' : `?reason=${reason}`}`);

  /** Credits on the current or the premium account, as a deposit or a reward would give them. */
  const give = (caller: Caller, amount: number, account: 'current' | 'premium') =>
    depositCredits(db, { managedIdentity: caller.sub, name: 'Test' }, amount, account === 'premium');

  const [driver, gerda, admin, stranger] = useCallers(4, () =>
    Promise.all([
      newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' }),
      demoUser(t, 'gerda@example.nl'),
      demoUser(t, 'beheer@example.nl'),
      newUser(t),
    ]),
  );
  beforeAll(async () => {
    car = await addDemoCar(driver, 2);
    await give(gerda, 1000, 'current');
    await give(driver, 20, 'premium');
  });

  it('asks both sides after the trip, pays the driver the fare and the premium bonus when both say yes', async () => {
    // The demo's own trips were asked about at start; this trip adds one request for each side.
    const asked = async (caller: Caller, start: string) =>
      (await systemMessagesOf(db, caller)).filter((body) => body.startsWith(start)).length;
    const askedBefore = [await asked(gerda, 'Heb je meegereden'), await asked(driver, 'Heeft Gerda Wassink')];
    const { trip, ride, bookingId, fare } = await tripWaitingForConfirmations();
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    expect(sharedLeg(await tripOf(trip.id))).toMatchObject({
      paymentState: 'RESERVED',
      confirmationRequested: true,
      confirmationByProviderRequested: true,
    });
    expect((await rideOf(ride.id)).state).toBe('VALIDATING');
    expect([await asked(gerda, 'Heb je meegereden'), await asked(driver, 'Heeft Gerda Wassink')]).toEqual([
      askedBefore[0]! + 1,
      askedBefore[1]! + 1,
    ]);

    const driverBefore = await balanceOf(db, driver.sub);
    const gerdaBefore = await current(gerda);
    expect((await passengerSays(gerda, trip.id, true)).statusCode).toBe(204);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    expect(sharedLeg(await tripOf(trip.id))).toMatchObject({
      confirmed: true,
      confirmationByProviderRequested: true,
    });
    expect((await driverSays(bookingId, true)).statusCode).toBe(204);

    const paid = await tripOf(trip.id);
    expect(paid.state).toBe('COMPLETED');
    expect(sharedLeg(paid)).toMatchObject({
      paymentState: 'PAID',
      confirmed: true,
      confirmedByProvider: true,
    });
    expect((await rideOf(ride.id)).state).toBe('COMPLETED');
    expect((await rideOf(ride.id)).bookings[0]).toMatchObject({
      paymentState: 'PAID',
      confirmedByPassenger: true,
    });
    const bonus = Math.min(Math.round(fare / 2), 15);
    const driverAfter = await balanceOf(db, driver.sub);
    expect(driverAfter.current).toBe(driverBefore.current + fare + bonus);
    expect(driverAfter.premium).toBe(driverBefore.premium - bonus);
    expect(await current(gerda)).toBe(gerdaBefore);
    const statements = (await driver.get('/api/banker/users/me/statements')).json() as Paged<{
      description: string;
    }>;
    // Every line in plain Dutch: the bonus says 'Bonus', no line a bookkeeping word.
    expect(statements.data.some((line) => /^Bonus voor de rit van .+ naar .+$/.test(line.description))).toBe(
      true,
    );
    for (const line of statements.data) expect(line.description).not.toMatch(/courant|vrijgave/i);

    // Paid: the passenger cannot undo it, the driver can; the payment and the bonus go back and both
    // sides are asked again.
    const refused = await gerda.put(`${P}/trips/${trip.id}/unconfirm`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'De rit is reeds afgerekend. Vraag de chauffeur om de bevestiging ongedaan te maken.',
    });
    expect((await driver.put(`${R}/bookings/${bookingId}/unconfirm`)).statusCode).toBe(204);
    expect(await balanceOf(db, driver.sub)).toEqual(driverBefore);
    const reopened = await tripOf(trip.id);
    expect(reopened.state).toBe('VALIDATING');
    expect(sharedLeg(reopened)).toMatchObject({ paymentState: 'RESERVED', confirmationRequested: true });
    expect(sharedLeg(reopened).confirmed).toBeUndefined();
    expect((await rideOf(ride.id)).state).toBe('VALIDATING');

    // The completed trips count in the reports of both.
    expect((await passengerSays(gerda, trip.id, true)).statusCode).toBe(204);
    expect((await driverSays(bookingId, true)).statusCode).toBe(204);
    expect((await tripOf(trip.id)).state).toBe('COMPLETED');
    const report = (await stranger.get(`${P}/users/${gerda.sub}/report`)).json() as UserReport;
    expect(report.asPassenger.RIDESHARE).toBeGreaterThanOrEqual(1);
    expect(((await driver.get(`${P}/users/me/report`)).json() as UserReport).asDriver).toBeGreaterThanOrEqual(
      1,
    );
    await expectBooksBalance(db);
  });

  it('gives the fare back when the driver says no; the passenger may take her answer back and it is reserved again', async () => {
    const { trip, bookingId, fare } = await tripWaitingForConfirmations();
    const before = await current(gerda);
    expect((await passengerSays(gerda, trip.id, true)).statusCode).toBe(204);
    expect((await driverSays(bookingId, false, 'NO_TRIP')).statusCode).toBe(204);
    const released = await tripOf(trip.id);
    expect(released.state).toBe('COMPLETED');
    expect(sharedLeg(released)).toMatchObject({
      paymentState: 'CANCELLED',
      confirmationReasonByProvider: 'NO_TRIP',
    });
    expect(await current(gerda)).toBe(before + fare);

    const refused = await driver.put(`${R}/bookings/${bookingId}/unconfirm`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'De rit is reeds afgewezen. Vraag de passagier om de bevestiging ongedaan te maken.',
    });
    expect((await gerda.put(`${P}/trips/${trip.id}/unconfirm`)).statusCode).toBe(204);
    expect(await current(gerda)).toBe(before);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    expect(sharedLeg(await tripOf(trip.id))).toMatchObject({ paymentState: 'RESERVED' });
    await expectBooksBalance(db);
  });

  it('refuses to reserve again when the passenger no longer has the credits', async () => {
    const poor = await newUser(t, { givenName: 'Jan', familyName: 'Oosterink' });
    await creditDemoDeposit(db, { managedIdentity: poor.sub, name: 'Jan' }, 60);
    const first = await tripWaitingForConfirmations(poor);
    expect((await passengerSays(poor, first.trip.id, false, 'TRIP_NOT_NEEDED')).statusCode).toBe(204);
    expect((await driverSays(first.bookingId, false, 'NO_SHOW')).statusCode).toBe(204);
    // The credits that came back are spent on another trip.
    await tripWaitingForConfirmations(poor);
    clock.set(Date.parse(first.trip.itinerary.arrivalTime) + 30 * MIN);
    const short = await poor.put(`${P}/trips/${first.trip.id}/unconfirm`);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      message: 'Je hebt onvoldoende credits om deze rit opnieuw te reserveren',
    });
    expect(((await poor.get(`${P}/trips/${first.trip.id}`)).json() as Trip).state).toBe('COMPLETED');
  });

  it('keeps a disputed fare reserved until an admin settles it; both sides are told', async () => {
    const { trip, bookingId, fare } = await tripWaitingForConfirmations();
    expect((await passengerSays(gerda, trip.id, false, 'NO_SHOW')).statusCode).toBe(204);
    expect((await driverSays(bookingId, true)).statusCode).toBe(204);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    expect(
      (await systemMessagesOf(db, gerda)).some((body) => body.startsWith('Jullie zijn het niet eens')),
    ).toBe(true);

    // Still disputed after the six days: the final check leaves it to the admin.
    await runAt(clock.nowMs() + 7 * DAY);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');

    expect((await gerda.get(`${P}/disputes`)).statusCode).toBe(403);
    const open = (await admin.get(`${P}/disputes`)).json() as Paged<{
      trip: Trip;
      traveller: { name: string };
    }>;
    expect(open.data.map((dispute) => dispute.trip.id)).toContain(trip.id);
    expect(open.data.find((dispute) => dispute.trip.id === trip.id)?.traveller.name).toBe('Gerda Wassink');

    expect((await gerda.put(`${P}/trips/${trip.id}/settle/favors-traveller`)).statusCode).toBe(403);
    const before = await current(gerda);
    expect((await admin.put(`${P}/trips/${trip.id}/settle/favors-traveller`)).statusCode).toBe(204);
    expect((await tripOf(trip.id)).state).toBe('COMPLETED');
    expect(await current(gerda)).toBe(before + fare);
    expect((await admin.put(`${P}/trips/${trip.id}/settle/favors-provider`)).statusCode).toBe(422);
    expect((await systemMessagesOf(db, driver)).some((body) => body.startsWith('De beheerder heeft'))).toBe(
      true,
    );
    await expectBooksBalance(db);
  });

  it('settles a dispute for the driver: paid', async () => {
    const { trip, bookingId } = await tripWaitingForConfirmations();
    await passengerSays(gerda, trip.id, false, 'NO_SHOW');
    await driverSays(bookingId, true);
    expect((await admin.put(`${P}/trips/${trip.id}/settle/favors-provider`)).statusCode).toBe(204);
    expect(sharedLeg(await tripOf(trip.id))).toMatchObject({
      paymentState: 'PAID',
      confirmationReason: 'DISPUTED',
    });
  });

  it('reminds whoever has not answered every two days, and decides at six days: no driver answer is a no', async () => {
    const { trip, fare } = await tripWaitingForConfirmations();
    const before = await current(gerda);
    const start = clock.nowMs();
    await runAt(start + 2 * DAY + MIN);
    expect(
      (await systemMessagesOf(db, gerda)).filter((body) => body.startsWith('Herinnering')),
    ).not.toHaveLength(0);
    const driverReminders = (await systemMessagesOf(db, driver)).filter((body) =>
      body.startsWith('Herinnering'),
    );
    expect(driverReminders.length).toBeGreaterThan(0);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    await runAt(start + 6 * DAY + MIN);
    expect((await tripOf(trip.id)).state).toBe('COMPLETED');
    expect(sharedLeg(await tripOf(trip.id)).paymentState).toBe('CANCELLED');
    expect(await current(gerda)).toBe(before + fare);
  });

  it('decides at six days for the driver when only he answered yes: a missing passenger answer counts as yes', async () => {
    const { trip, bookingId } = await tripWaitingForConfirmations();
    expect((await driverSays(bookingId, true)).statusCode).toBe(204);
    await runAt(clock.nowMs() + 6 * DAY + MIN);
    expect(sharedLeg(await tripOf(trip.id)).paymentState).toBe('PAID');
  });

  it('pays once when both sides answer at the same moment', async () => {
    const { trip, bookingId, fare } = await tripWaitingForConfirmations();
    const before = (await balanceOf(db, driver.sub)).current;
    const answers = await Promise.all([passengerSays(gerda, trip.id, true), driverSays(bookingId, true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(sharedLeg(await tripOf(trip.id)).paymentState).toBe('PAID');
    const gained = (await balanceOf(db, driver.sub)).current - before;
    expect(gained).toBeGreaterThanOrEqual(fare);
    expect(gained).toBeLessThanOrEqual(fare + 15);
    await expectBooksBalance(db);
  });

  it('lets only the traveller confirm a trip and only the driver a booking, and refuses bad answers', async () => {
    const { trip, bookingId } = await tripWaitingForConfirmations();
    expect((await passengerSays(stranger, trip.id, true)).statusCode).toBe(403);
    expect((await gerda.put(`${R}/bookings/${bookingId}/confirm/true`)).statusCode).toBe(403);
    expect((await gerda.put(`${P}/trips/${trip.id}/confirm/false`)).statusCode).toBe(400);
    expect((await gerda.put(`${P}/trips/${trip.id}/confirm/false?reason=NO_TRIP`)).statusCode).toBe(400);
    expect((await gerda.put(`${P}/trips/${trip.id}/confirm/misschien`)).statusCode).toBe(400);
    expect((await driver.put(`${R}/bookings/${bookingId}/confirm/false`)).statusCode).toBe(400);
    expect(sharedLeg(await tripOf(trip.id)).confirmed).toBeUndefined();

    // Before the trip is over there is nothing to confirm.
    clock.set(NOW);
    const when = new Date(NOW + day++ * DAY + 2 * 60 * MIN).toISOString();
    const ride = await offerRide(driver, car.carRef, when);
    const { itinerary } = await searchRide(gerda, when, ride);
    const early = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;
    const tooEarly = await passengerSays(gerda, early.id, true);
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json()).toMatchObject({ message: 'Deze rit kan nu niet bevestigd worden.' });
  });
});
