import type { Booking, Car, Ride } from '@achterhoek/contracts';

/** Henk's car as the server sends it. */
export function testCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 7,
    carRef: 'urn:nb:rs:car:7',
    licensePlate: 'AH-123-K',
    countryCode: 'NL',
    brand: 'VOLKSWAGEN',
    model: 'GOLF',
    nrSeats: 5,
    ...overrides,
  };
}

const point = (lat: number, lon: number) => ({
  type: 'Point' as const,
  coordinates: [lon, lat] as [number, number],
});

/** The ride as the server answers a new offer. */
export function testRide(overrides: Partial<Ride> = {}): Ride {
  return {
    id: 12,
    rideRef: 'urn:nb:rs:ride:12',
    state: 'SCHEDULED',
    driver: { managedIdentity: 'user-1', givenName: 'Henk', familyName: 'Lubbers' },
    carRef: testCar().carRef,
    car: { brand: 'VOLKSWAGEN', model: 'GOLF', licensePlate: 'AH-123-K', nrSeats: 5 },
    ableToAssist: true,
    luggageOptions: ['HANDLUGGAGE'],
    maxDetourMeters: 20000,
    maxDetourSeconds: 1200,
    nrSeatsAvailable: 3,
    fromPlace: { label: 'Station Winterswijk', location: point(51.9677, 6.7154) },
    toPlace: { label: 'Station Doetinchem', location: point(51.9584, 6.2945) },
    departureTime: '2026-11-24T07:30:00+01:00',
    arrivalTime: '2026-11-24T08:10:00+01:00',
    arrivalTimePinned: false,
    duration: 2400,
    estimatedDrivingTime: 2400,
    distance: 36000,
    estimated: true,
    bookings: [],
    legs: [],
    ...overrides,
  };
}

/** Gerda's booking 3 on ride 12, confirmed, its fare reserved; her trip 7 is what she booked it with. */
export function testBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 3,
    bookingRef: 'urn:nb:rs:booking:3',
    rideRef: 'urn:nb:rs:ride:12',
    state: 'CONFIRMED',
    passenger: { managedIdentity: 'user-2', givenName: 'Gerda', familyName: 'Wassink' },
    pickup: { label: 'Kotten', location: point(51.95, 6.75) },
    dropOff: { label: 'Doetinchem', location: point(51.96, 6.29) },
    departureTime: '2026-11-24T07:40:00+01:00',
    arrivalTime: '2026-11-24T08:15:00+01:00',
    nrSeats: 1,
    fareInCredits: 36,
    passengerTripRef: 'urn:nb:pn:trip:7',
    paymentState: 'RESERVED',
    ...overrides,
  };
}
