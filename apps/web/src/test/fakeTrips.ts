import type { Itinerary, Leg, Paged, Trip } from '@achterhoek/contracts';
import { DOETINCHEM, WINTERSWIJK, rideshareLeg, testItinerary, testLeg } from './fakePlans';

/**
 * Gerda's usual trip on Tuesday 24 November 2026: a walk to the pick-up, Henk's ride to Doetinchem (after
 * a wait of five minutes) and a short walk at the end.
 */
export function testTripLegs(overrides: Partial<Leg> = {}): Leg[] {
  return [
    testLeg('2026-11-24T07:20:00+01:00', '2026-11-24T07:25:00+01:00', {
      to: { ...WINTERSWIJK, label: 'Kotten, Kerk' },
    }),
    rideshareLeg('2026-11-24T07:30:00+01:00', '2026-11-24T08:10:00+01:00', {
      from: { ...WINTERSWIJK, label: 'Kotten, Kerk' },
      to: DOETINCHEM,
      co2EmissionRate: 118,
      ...overrides,
    }),
    testLeg('2026-11-24T08:10:00+01:00', '2026-11-24T08:15:00+01:00', {
      from: DOETINCHEM,
      to: { ...DOETINCHEM, label: 'Doetinchem, Simonsplein' },
    }),
  ];
}

/** The booked trip 7 as the server answers it: scheduled, Henk's leg booked and its fare reserved. */
export function testTrip(overrides: Partial<Trip> = {}, itinerary?: Itinerary): Trip {
  return {
    id: 7,
    tripRef: 'urn:nb:pn:trip:7',
    state: 'SCHEDULED',
    from: WINTERSWIJK,
    to: DOETINCHEM,
    nrSeats: 1,
    arrivalTimeIsPinned: false,
    itinerary:
      itinerary ??
      testItinerary(
        3,
        testTripLegs({
          state: 'SCHEDULED',
          legRef: 'urn:nb:pn:leg:21',
          bookingRef: 'urn:nb:rs:booking:5',
          paymentState: 'RESERVED',
        }),
      ),
    creationTime: '2026-11-23T09:55:00+01:00',
    ...overrides,
  };
}

/** A page of trips as the list answers it. */
export function tripPage(trips: Trip[], offset = 0, totalCount = trips.length): Paged<Trip> {
  return { totalCount, offset, count: trips.length, data: trips };
}

/**
 * Trip 7 after travel (spec 000 §4): VALIDATING unless told otherwise, Henk's leg booked with its fare
 * reserved, and the leg's confirmation fields as given (what the server says it waits for).
 */
export function tripAfterTravel(leg: Partial<Leg>, state: Trip['state'] = 'VALIDATING'): Trip {
  return testTrip(
    { state },
    testItinerary(
      3,
      testTripLegs({
        state,
        legRef: 'urn:nb:pn:leg:21',
        bookingRef: 'urn:nb:rs:booking:5',
        paymentState: 'RESERVED',
        ...leg,
      }),
    ),
  );
}
