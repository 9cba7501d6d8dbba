import type { Itinerary, Leg, PlanPlace, TripPlan } from '@achterhoek/contracts';

const place = (label: string, lat: number, lon: number): PlanPlace => ({
  label,
  location: { type: 'Point', coordinates: [lon, lat] },
});

export const WINTERSWIJK = place('Station Winterswijk', 51.9677, 6.7154);
export const DOETINCHEM = place('Station Doetinchem', 51.9584, 6.2945);

const seconds = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 1000);

/** One leg from `startTime` to `endTime`, walking unless told otherwise. */
export function testLeg(startTime: string, endTime: string, overrides: Partial<Leg> = {}): Leg {
  return {
    traverseMode: 'WALK',
    startTime,
    endTime,
    duration: seconds(startTime, endTime),
    distance: 400,
    from: WINTERSWIJK,
    to: DOETINCHEM,
    legGeometry: { points: '', length: 0 },
    ...overrides,
  };
}

/** Henk's shared ride, as the planner answers it: the driver's name and the fare in credits. */
export function rideshareLeg(startTime: string, endTime: string, overrides: Partial<Leg> = {}): Leg {
  return testLeg(startTime, endTime, {
    traverseMode: 'RIDESHARE',
    distance: 36000,
    driverId: 'user-2',
    driverName: 'Henk Lubbers',
    vehicleName: 'Volkswagen Golf',
    vehicleLicensePlate: 'AH-123-K',
    bookingRequired: true,
    fareInCredits: 36,
    rideRef: 'urn:nb:rs:ride:12',
    ...overrides,
  });
}

/**
 * An itinerary from its legs: times, duration and fare follow from them. `id` makes its itineraryRef
 * (urn:nb:pn:itinerary:{id}).
 */
export function testItinerary(id: number, legs: Leg[], overrides: Partial<Itinerary> = {}): Itinerary {
  const departureTime = legs[0]!.startTime;
  const arrivalTime = legs[legs.length - 1]!.endTime;
  return {
    itineraryRef: `urn:nb:pn:itinerary:${id}`,
    departureTime,
    arrivalTime,
    duration: seconds(departureTime, arrivalTime),
    transfers: Math.max(0, legs.filter((leg) => leg.traverseMode !== 'WALK').length - 1),
    waitingTime: 0,
    walkTime: 0,
    transitTime: 0,
    walkDistance: 0,
    score: 1,
    fareInCredits: legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0),
    averageCo2EmissionRate: 80,
    sustainabilityRating: 3,
    legs,
    ...overrides,
  };
}

/** A stored search (urn:nb:pn:plan:{id}) from Station Winterswijk to Station Doetinchem. */
export function testPlan(itineraries: Itinerary[], overrides: Partial<TripPlan> = {}): TripPlan {
  return {
    planRef: 'urn:nb:pn:plan:41',
    from: WINTERSWIJK,
    to: DOETINCHEM,
    travelTime: '2026-11-26T07:30:00+01:00',
    useAsArrivalTime: false,
    nrSeats: 1,
    maxWalkDistance: 500,
    modalities: ['BUS', 'RAIL', 'RIDESHARE', 'WALK'],
    requestDuration: 120,
    itineraries,
    ...overrides,
  };
}
