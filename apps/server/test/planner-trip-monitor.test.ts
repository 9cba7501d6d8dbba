import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, Trip } from '@achterhoek/contracts';
import { creditDemoDeposit } from '../src/modules/banker/index.js';
import { profiles } from '../src/modules/profile/schema.js';
import { manualClock } from '../src/platform/clock.js';
import { callerFor, demoUser, newUser, userWithProfile } from './profile-helpers.js';
import { useAppAt } from './support/app.js';
import { useCallers } from './support/callers.js';
import { createTestApp } from './test-app.js';
import { addDemoCar, offerRide, P, searchRide, searchTrip, systemMessagesOf } from './trip-helpers.js';
import { MIN } from './support/time.js';

const NOW = '2026-11-23T10:00:00+01:00';

/**
 * The trip monitor on the durable timers: a booked trip is DEPARTING 15 minutes before it leaves, IN_TRANSIT
 * from departure, ARRIVING at arrival, and 15 minutes later VALIDATING while its fare is still reserved,
 * else COMPLETED (reference §1.5). The tests move the clock and run what is due.
 */
describe('the trip monitor', () => {
  const { t, clock } = useAppAt(NOW);
  let car: Car;

  const tripOf = async (id: number) => (await gerda.get(`${P}/trips/${id}`)).json() as Trip;
  const runAt = async (time: number) => {
    clock.set(time);
    await t.app.timers.runDue();
  };
  const messages = () => systemMessagesOf(t.app.database.db, gerda);

  const [driver, gerda] = useCallers(2, () => Promise.all([newUser(t), demoUser(t, 'gerda@example.nl')]));
  beforeAll(async () => {
    car = await addDemoCar(driver, 2);
  });

  it('moves a booked trip through its states, tells the passenger once at each step, then waits for the confirmations', async () => {
    clock.set(Date.parse(NOW));
    const ride = await offerRide(driver, car.carRef, '2026-11-24T12:00:00+01:00');
    const { itinerary } = await searchRide(gerda, '2026-11-24T12:00:00+01:00', ride);
    const trip = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;
    const departure = Date.parse(trip.itinerary.departureTime);
    const arrival = Date.parse(trip.itinerary.arrivalTime);

    await runAt(departure - 16 * MIN);
    expect((await tripOf(trip.id)).state).toBe('SCHEDULED');

    await runAt(departure - 15 * MIN);
    expect((await tripOf(trip.id)).state).toBe('DEPARTING');
    expect((await messages()).filter((body) => body.includes('vertrekt om'))).toHaveLength(1);

    await runAt(departure - 5 * MIN);
    await t.app.timers.runDue();
    expect((await messages()).filter((body) => body.startsWith('Over 5 minuten'))).toHaveLength(1);

    await runAt(departure);
    expect((await tripOf(trip.id)).state).toBe('IN_TRANSIT');
    await runAt(arrival);
    expect((await tripOf(trip.id)).state).toBe('ARRIVING');

    // Fifteen minutes after arrival the fare is still reserved: the trip waits for the confirmations.
    await runAt(arrival + 15 * MIN);
    const validating = await tripOf(trip.id);
    expect(validating.state).toBe('VALIDATING');
    expect(validating.itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')?.paymentState).toBe(
      'RESERVED',
    );
    await runAt(arrival + 3 * 24 * 60 * MIN);
    expect((await tripOf(trip.id)).state).toBe('VALIDATING');
    // One request for this trip (the demo's own trips, over before the test began, were asked at start).
    const requests = (await messages()).filter((body) => body.startsWith('Heb je meegereden naar Station'));
    expect(requests).toHaveLength(1);
    expect((await messages()).filter((body) => body.includes('vertrekt om'))).toHaveLength(1);

    // Under way it can no longer be cancelled.
    const late = await gerda.del(`${P}/trips/${trip.id}`);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ message: 'Deze rit kan niet meer geannuleerd worden.' });
  });

  it('completes a trip without a fare, and leaves out the reminder for a passenger who turned reminders off', async () => {
    clock.set(Date.parse(NOW));
    const { user: passenger } = await userWithProfile(t, {}, { givenName: 'Jan', familyName: 'Oosterink' });
    await t.app.database.db
      .update(profiles)
      .set({
        notificationOptions: {
          tripConfirmations: true,
          tripUpdates: true,
          tripReminders: false,
          messages: true,
          shoutouts: true,
        },
      })
      .where(eq(profiles.id, passenger.sub));
    const plan = await searchTrip(passenger, '2026-11-25T12:00:00+01:00', 'RAIL,BUS,WALK');
    const itinerary = plan.itineraries[0]!;
    expect(itinerary.fareInCredits).toBe(0);
    const trip = (
      await passenger.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })
    ).json() as Trip;
    expect(trip.state).toBe('SCHEDULED');
    await runAt(Date.parse(trip.itinerary.departureTime) - 5 * MIN);
    await runAt(Date.parse(trip.itinerary.arrivalTime) + 15 * MIN);
    expect(((await passenger.get(`${P}/trips/${trip.id}`)).json() as Trip).state).toBe('COMPLETED');
    const told = await systemMessagesOf(t.app.database.db, passenger);
    expect(told.some((body) => body.startsWith('Over 5 minuten'))).toBe(false);
  });
});

describe('a trip’s timer across a restart', () => {
  it('moves the trip on after the server started again', async () => {
    const clock = manualClock(NOW);
    const first = await createTestApp({ keep: true, services: { clock } });
    const driver = await newUser(first);
    const passenger = await newUser(first, { givenName: 'Ingrid', familyName: 'Hulshof' });
    await creditDemoDeposit(first.app.database.db, { managedIdentity: passenger.sub, name: 'Ingrid' }, 100);
    const car = await addDemoCar(driver, 3);
    const ride = await offerRide(driver, car.carRef, '2026-11-24T12:00:00+01:00');
    const { itinerary } = await searchRide(passenger, '2026-11-24T12:00:00+01:00', ride);
    const trip = (
      await passenger.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })
    ).json() as Trip;
    const reuse = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl };
    await first.close();

    const restarted = await createTestApp({ reuse, services: { clock } });
    try {
      clock.set(Date.parse(trip.itinerary.departureTime) - 10 * MIN);
      await restarted.app.timers.runDue();
      const again = callerFor(restarted.app, passenger.token);
      expect(((await again.get(`${P}/trips/${trip.id}`)).json() as Trip).state).toBe('DEPARTING');
    } finally {
      await restarted.close();
    }
  });
});
