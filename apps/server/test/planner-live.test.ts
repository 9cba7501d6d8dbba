import { beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';
import { listen, openStream } from './live-helpers.js';
import { demoUser, newUser } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import { useCallers } from './support/callers.js';
import { addDemoCar, offerRide, P, searchRide } from './trip-helpers.js';

// Open trip and ride pages update live: the stream tells the passenger of their trip and the driver of
// their ride whenever a booking comes or goes.
describe('live changes of trips and rides', () => {
  let baseUrl: string;

  const t = useTestApp({ services: { clock: manualClock('2026-11-23T10:00:00+01:00') } });
  const [driver, gerda] = useCallers(2, () => Promise.all([newUser(t), demoUser(t, 'gerda@example.nl')]));
  beforeAll(async () => {
    baseUrl = await listen(t);
  });

  it('tells the driver and the passenger when a trip is booked and when it is cancelled', async () => {
    const car = await addDemoCar(driver, 2);
    const ride = await offerRide(driver, car.carRef, '2026-11-24T12:00:00+01:00');
    const { itinerary } = await searchRide(gerda, '2026-11-24T12:00:00+01:00', ride);
    const driverStream = await openStream(baseUrl, driver.token);
    const passengerStream = await openStream(baseUrl, gerda.token);
    try {
      const trip = (await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef })).json() as Trip;
      const rideChanged = (event: { event: string; data: unknown }) =>
        event.event === 'ride-changed' && (event.data as { rideId: number }).rideId === ride.id;
      const tripChanged = (event: { event: string; data: unknown }) =>
        event.event === 'trip-changed' && (event.data as { tripId: number }).tripId === trip.id;
      await driverStream.waitFor(rideChanged);
      await passengerStream.waitFor(tripChanged);

      expect((await gerda.del(`${P}/trips/${trip.id}`)).statusCode).toBe(204);
      await driverStream.waitFor(
        (event) => rideChanged(event) && driverStream.events.filter(rideChanged).length === 2,
      );
      await passengerStream.waitFor(
        (event) => tripChanged(event) && passengerStream.events.filter(tripChanged).length === 2,
      );
    } finally {
      driverStream.close();
      passengerStream.close();
    }
  });
});
