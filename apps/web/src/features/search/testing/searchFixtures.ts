import type { CreatePlaceRequest } from '@achterhoek/contracts';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import type { TripPlace } from '../lib/searchCriteria';
import { rideshareLeg, testItinerary, testLeg } from '../../../test/fakePlans';

/**
 * Test data the search feature's tests share: one trip from Winterswijk to Doetinchem on Thursday
 * 26 November 2026, what the planner is asked for it, the train and the shared ride that answer it, and
 * Station Winterswijk saved as the favourite 'Station'. Tests only; the app never imports it.
 */

/** Where the trip goes: the stations of Winterswijk and Doetinchem. */
export const winterswijkToDoetinchem = {
  from: { label: 'Station Winterswijk', lat: 51.9677, lon: 6.7154 },
  to: { label: 'Station Doetinchem', lat: 51.9584, lon: 6.2945 },
};

/** Stores the trip as Gerda's search criteria for the tab, at 07:30, departing or `arriving`. */
export function storeSearchCriteria(arriving = false) {
  sessionStorage.setItem(
    sessionStorageKeys.searchCriteria,
    JSON.stringify({
      version: 1,
      owner: 'user-1',
      ...winterswijkToDoetinchem,
      travelTime: { when: '2026-11-26T07:30:00+01:00', arriving },
      picked: null,
    }),
  );
}

/** What the planner is asked for that trip, arriving at 07:30, with the default preferences (spec 000 §9). */
export const defaultPlanQuery = {
  from: 'Station Winterswijk::51.9677,6.7154',
  to: 'Station Doetinchem::51.9584,6.2945',
  travelTime: '2026-11-26T07:30:00+01:00',
  useAsArrivalTime: 'true',
  nrSeats: '1',
  modalities: 'BUS,RAIL,RIDESHARE,WALK',
  maxWalkDistance: '500',
  firstLegRideshare: 'true',
  lastLegRideshare: 'true',
  luggageOptions: 'HANDLUGGAGE,GROCERIES',
  needsAssistance: 'false',
};

/** By train, with a walk to the station first: leaves 07:05, arrives 07:52, the best score. */
export const train = testItinerary(
  1,
  [
    testLeg('2026-11-26T07:05:00+01:00', '2026-11-26T07:12:00+01:00'),
    testLeg('2026-11-26T07:12:00+01:00', '2026-11-26T07:52:00+01:00', { traverseMode: 'RAIL' }),
  ],
  { score: 9 },
);

/** Henk's shared ride: the fastest, leaves last (07:30, arrives 08:05). */
export const ride = testItinerary(
  2,
  [rideshareLeg('2026-11-26T07:30:00+01:00', '2026-11-26T08:05:00+01:00')],
  {
    score: 5,
  },
);

/** Station Winterswijk saved as the favourite 'Station': what the app sends to keep it. */
export const stationFavourite = {
  ref: 'station:wtv',
  label: 'Station Winterswijk',
  name: 'Station',
  category: 'station',
  favorite: true,
  street: null,
  houseNumber: null,
  postalCode: null,
  locality: 'Winterswijk',
  countryCode: 'NL',
  stateCode: 'GE',
  location: { type: 'Point', coordinates: [6.7245, 51.9706] },
} satisfies CreatePlaceRequest;

/** Station Winterswijk as the place the app keeps when it is chosen from the suggestions. */
export const stationPlace = {
  label: 'Station Winterswijk',
  lat: 51.9706,
  lon: 6.7245,
  locality: 'Winterswijk',
  ref: 'station:wtv',
  category: 'station',
} satisfies TripPlace;
