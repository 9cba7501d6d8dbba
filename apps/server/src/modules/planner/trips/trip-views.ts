import { bookingRef, legRef, type Trip, tripRef } from '@achterhoek/contracts';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import type { BookingAnswers } from '../../rideshare/index.js';
import { toPlanPlace } from '../shared/index.js';
import { answersOfLeg } from './leg-answers.js';
import { liveFieldsOf } from './live-legs.js';
import type { LegRow, TripRow } from './repository.js';

/**
 * A trip as the API shows it: the booked itinerary with each leg's state, booking and payment, and the
 * answers after the trip (`answers`: from the legs' bookings, see leg-answers.ts).
 */
export function tripView(trip: TripRow, legs: LegRow[], answers: Map<number, BookingAnswers>): Trip {
  return {
    id: trip.id,
    tripRef: tripRef(trip.id),
    state: trip.state,
    from: toPlanPlace({ label: trip.fromLabel, lat: trip.fromLat, lon: trip.fromLon }),
    to: toPlanPlace({ label: trip.toLabel, lat: trip.toLat, lon: trip.toLon }),
    nrSeats: trip.nrSeats,
    arrivalTimeIsPinned: trip.arrivalTimeIsPinned,
    itinerary: {
      ...trip.summary,
      departureTime: isoInAmsterdam(trip.departureTime.getTime()),
      arrivalTime: isoInAmsterdam(trip.arrivalTime.getTime()),
      legs: [...legs]
        .sort((a, b) => a.seq - b.seq)
        .map((leg) => ({
          ...leg.leg,
          startTime: isoInAmsterdam(leg.startTime.getTime()),
          endTime: isoInAmsterdam(leg.endTime.getTime()),
          ...liveFieldsOf(leg),
          legRef: legRef(leg.id),
          state: leg.state,
          ...(leg.bookingId !== null ? { bookingRef: bookingRef(leg.bookingId) } : {}),
          ...(leg.paymentState !== null ? { paymentState: leg.paymentState } : {}),
          ...confirmationOf(leg, answersOfLeg(answers, leg)),
        })),
    },
    ...(trip.cancelReason !== null ? { cancelReason: trip.cancelReason } : {}),
    ...(trip.cancelledByProvider ? { cancelledByProvider: true } : {}),
    creationTime: isoInAmsterdam(trip.createdAt.getTime()),
    ...(trip.connectionRisk ? { connectionAtRisk: trip.connectionRisk } : {}),
    ...(trip.newAdvice ? { newAdvice: trip.newAdvice } : {}),
  };
}

/** The answers after the trip, and whose answer the leg still waits for. */
function confirmationOf(leg: LegRow, said: BookingAnswers) {
  const waits = leg.bookingId !== null && leg.paymentState === 'RESERVED' && leg.state === 'VALIDATING';
  return {
    ...(said.passenger !== null ? { confirmed: said.passenger } : {}),
    ...(said.passengerReason !== null ? { confirmationReason: said.passengerReason } : {}),
    ...(said.driver !== null ? { confirmedByProvider: said.driver } : {}),
    ...(said.driverReason !== null ? { confirmationReasonByProvider: said.driverReason } : {}),
    ...(waits ? { confirmationRequested: said.passenger === null } : {}),
    ...(waits ? { confirmationByProviderRequested: said.driver === null } : {}),
  };
}
