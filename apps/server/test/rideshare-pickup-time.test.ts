import { describe, expect, it } from 'vitest';
import {
  formatPlanPlace,
  rowIdOfRef,
  type Booking,
  type Paged,
  type Ride,
  type Trip,
  type TripPlan,
} from '@achterhoek/contracts';
import { manualClock } from '../src/platform/clock.js';

import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { P, R, sharedLeg, systemMessagesOf } from './trip-helpers.js';

// One pickup time everywhere (issue 27): the time the search offers for a shared ride is the time the
// booking, the trip, the driver's message and the driver's route show, and the driver sees where and when
// each passenger gets in and out. Monday; Henk's demo ride leaves Winterswijk, Markt on Tuesday at 07:30.
const NOW = '2026-11-23T10:00:00+01:00';
const hhmm = (iso: string) => iso.slice(11, 16);

describe('rideshare: the offered pickup time is the booked one', () => {
  const t = useTestApp({ services: { clock: manualClock(NOW) }, env: { SEED_DEMO_TRIPS: 'true' } });
  const [gerda, henk] = useDemoUsers(t, 'gerda', 'henk');

  it("books Henk's demo ride at the minute the search offered, in every view of it", async () => {
    const query = new URLSearchParams({
      from: formatPlanPlace('Winterswijk, Markt', 51.9722, 6.7196),
      to: formatPlanPlace('Doetinchem, Simonsplein', 51.9652, 6.2889),
      travelTime: '2026-11-24T07:30:00+01:00',
      modalities: 'RIDESHARE,WALK',
      maxWalkDistance: '1000',
    });
    const plan = (await gerda.get(`${P}/search/plan?${query.toString()}`)).json() as TripPlan;
    const itinerary = plan.itineraries.find((candidate) =>
      candidate.legs.some((leg) => leg.driverId === henk.sub),
    )!;
    expect(itinerary, 'the search offers Henk’s ride').toBeDefined();
    const offered = itinerary.legs.find((leg) => leg.traverseMode === 'RIDESHARE')!;
    const rideBefore = (await henk.get(`${R}/rides/${rowIdOfRef(offered.rideRef!)}`)).json() as Ride;
    expect(hhmm(rideBefore.departureTime)).toBe('07:30');
    expect(hhmm(offered.startTime)).toBe('07:30');

    const booked = await gerda.post(`${P}/trips`, { itineraryRef: itinerary.itineraryRef });
    expect(booked.statusCode).toBe(201);
    const trip = booked.json() as Trip;
    const tripLeg = sharedLeg(trip);
    expect(tripLeg.startTime).toBe(offered.startTime);
    expect(trip.itinerary.departureTime).toBe(itinerary.departureTime);

    const booking = (await henk.get(`${R}/bookings/${rowIdOfRef(tripLeg.bookingRef!)}`)).json() as Booking;
    expect(booking.departureTime).toBe(offered.startTime);
    expect(booking.arrivalTime).toBe(offered.endTime);
    // The driver's view of the booking names the pickup and drop-off places.
    expect(booking.pickup.label).toBe('Winterswijk, Markt');
    expect(booking.dropOff.label).toBe('Doetinchem, Simonsplein');

    const ride = (await henk.get(`${R}/rides/${rowIdOfRef(offered.rideRef!)}`)).json() as Ride;
    expect(ride.departureTime).toBe(rideBefore.departureTime);
    expect(ride.bookings[0]).toMatchObject({
      departureTime: offered.startTime,
      arrivalTime: offered.endTime,
    });
    // The stretch Gerda rides on starts when she gets in.
    const withGerda = ride.legs.find((leg) => leg.bookingIds.includes(booking.id))!;
    expect(withGerda.startTime).toBe(offered.startTime);
    expect(withGerda.endTime).toBe(offered.endTime);

    const toHenk = (await systemMessagesOf(t.app.database.db, henk)).at(-1)!;
    expect(toHenk).toContain('ophalen om 07:30');
    const toGerda = (await systemMessagesOf(t.app.database.db, gerda)).at(-1)!;
    expect(toGerda).toContain('om 07:30 opgehaald');
  });

  it('shows the demo trips at the times of the rides Henk drove', async () => {
    const trips = ((await gerda.get(`${P}/trips?state=VALIDATING`)).json() as Paged<Trip>).data;
    expect(trips).toHaveLength(2);
    for (const trip of trips) {
      const leg = sharedLeg(trip);
      const ride = (await henk.get(`${R}/rides/${rowIdOfRef(leg.rideRef!)}`)).json() as Ride;
      expect(trip.itinerary.departureTime).toBe(ride.departureTime);
      expect(leg.startTime).toBe(ride.departureTime);
      expect(ride.bookings[0]!.departureTime).toBe(ride.departureTime);
    }
    expect(trips.map((trip) => hhmm(trip.itinerary.departureTime)).sort()).toEqual(['10:00', '14:00']);
  });
});
