import type { Itinerary, PagedShoutOuts, ShoutOut } from '@achterhoek/contracts';
import { DOETINCHEM, rideshareLeg, testItinerary, WINTERSWIJK } from './fakePlans';

const DEPARTURE = '2026-11-29T19:00:00+01:00';
const ARRIVAL = '2026-11-29T19:40:00+01:00';

/** A driver's offer on a shout-out: Henk's ride for the passenger, PROPOSED until the passenger accepts. */
export function testOffer(id: number, overrides: Partial<Itinerary> = {}, legState?: 'CANCELLED'): Itinerary {
  return testItinerary(
    id,
    [
      rideshareLeg(DEPARTURE, ARRIVAL, {
        bookingRef: `urn:nb:rs:booking:${id}`,
        shoutOutRef: 'urn:nb:pn:plan:5',
        ...(legState ? { state: legState } : {}),
      }),
    ],
    overrides,
  );
}

/** Gerda's open shout-out from Winterswijk to Doetinchem on Sunday evening, without offers unless given. */
export function testShoutOut(overrides: Partial<ShoutOut> = {}): ShoutOut {
  return {
    id: 5,
    planRef: 'urn:nb:pn:plan:5',
    planType: 'SHOUT_OUT',
    planState: 'OPEN',
    from: WINTERSWIJK,
    to: DOETINCHEM,
    travelTime: DEPARTURE,
    useAsArrivalTime: false,
    nrSeats: 1,
    maxWalkDistance: 0,
    modalities: ['RIDESHARE'],
    requestDuration: 0,
    traveller: { managedIdentity: 'user-1', name: 'Gerda Wassink' },
    referenceItinerary: testItinerary(0, [rideshareLeg(DEPARTURE, ARRIVAL)]),
    creationTime: '2026-11-25T10:00:00+01:00',
    latestArrivalTime: ARRIVAL,
    itineraries: [],
    ...overrides,
  };
}

export function shoutOutPage(data: ShoutOut[], totalCount = data.length, offset = 0): PagedShoutOuts {
  return { totalCount, offset, count: data.length, data };
}
