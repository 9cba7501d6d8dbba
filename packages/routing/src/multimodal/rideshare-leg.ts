import { encodePolyline } from '../geo/polyline.js';
import type { RideInsertion } from '../rideshare/types.js';
import type { Leg, Place } from '../transit/types.js';
import { rideshareCo2GramsPerKm } from './co2.js';

/** The agency of shared rides, as the original marked its rideshare legs. */
export const RIDESHARE_AGENCY_ID = 'NB:RS';
export const RIDESHARE_AGENCY_NAME = 'Meerijden';

/**
 * The passenger's leg of a ride insertion. Its geometry is the straight line until the itinerary is
 * chosen for the answer; then the planner draws the driven route (drawing every candidate would cost
 * road searches for itineraries nobody sees).
 */
export function rideshareLeg(insertion: RideInsertion, from: Place, to: Place): Leg {
  const { ride, passenger } = insertion;
  return {
    traverseMode: 'RIDESHARE',
    startTime: passenger.pickupTime,
    endTime: passenger.dropOffTime,
    duration: Math.round(passenger.seconds),
    distance: Math.round(passenger.meters),
    from,
    to,
    agencyId: RIDESHARE_AGENCY_ID,
    agencyName: RIDESHARE_AGENCY_NAME,
    tripId: ride.rideRef,
    legGeometry: { points: encodePolyline([from.lat, to.lat], [from.lon, to.lon]), length: 2 },
    rideshare: {
      rideRef: ride.rideRef,
      driverId: ride.driver.id,
      driverName: ride.driver.name,
      vehicleName: ride.car.name,
      vehicleLicensePlate: ride.car.licensePlate,
    },
    fareInCredits: insertion.fareInCredits,
    co2GramsPerKm: rideshareCo2GramsPerKm(ride.car.co2GramsPerKm, passenger.occupants),
    estimated: insertion.estimated,
  };
}
