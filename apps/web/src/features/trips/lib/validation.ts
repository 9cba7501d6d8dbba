import {
  PASSENGER_NOT_MADE_REASONS,
  type Leg,
  type PassengerNotMadeReason,
  type Trip,
} from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';

/**
 * Where a trip stands in its confirmation after travel (spec 000 §4 trip validation, payment states):
 * - awaitingPassenger: the passenger has still to say whether they rode along ('Bevestig rit');
 * - awaitingDriver: the passenger answered, the driver has not ('De chauffeur moet nog bevestigen.');
 * - disputed: the passenger said no, the driver yes; an admin decides, the fare stays reserved;
 * - paid: decided, the driver was paid; only the driver can still revise it;
 * - released: decided, the fare went back to the passenger, who may undo their confirmation;
 * - none: nothing to confirm (not over yet, cancelled, or no shared leg).
 */
export type TripValidation =
  | { kind: 'awaitingPassenger' }
  | { kind: 'awaitingDriver'; answer: boolean | undefined }
  | { kind: 'disputed' }
  | { kind: 'paid' }
  | { kind: 'released' }
  | { kind: 'none' };

/** The booked shared legs: only they are confirmed afterwards (a bus or a walk needs no answer). */
export function sharedLegsOf(trip: Pick<Trip, 'itinerary'>): Leg[] {
  return trip.itinerary.legs.filter((leg) => leg.bookingRef !== undefined);
}

const isDisputed = (leg: Leg) => leg.confirmed === false && leg.confirmedByProvider === true;

/**
 * The trip's confirmation state from its shared legs. The server marks what it waits for
 * (confirmationRequested, confirmationByProviderRequested) only while a leg's fare is reserved and the
 * answers are open, so those flags decide the open states; the payment decides the closed ones.
 */
export function validationOf(trip: Pick<Trip, 'state' | 'itinerary'>): TripValidation {
  const legs = sharedLegsOf(trip);
  if (trip.state === 'VALIDATING') {
    if (legs.some((leg) => leg.confirmationRequested)) return { kind: 'awaitingPassenger' };
    if (legs.some((leg) => leg.paymentState === 'RESERVED' && isDisputed(leg))) return { kind: 'disputed' };
    const waiting = legs.find((leg) => leg.confirmationByProviderRequested);
    if (waiting) return { kind: 'awaitingDriver', answer: waiting.confirmed };
    return { kind: 'none' };
  }
  if (trip.state === 'COMPLETED') {
    if (legs.some((leg) => leg.paymentState === 'PAID')) return { kind: 'paid' };
    if (legs.some((leg) => leg.paymentState === 'CANCELLED' && leg.state === 'COMPLETED')) {
      return { kind: 'released' };
    }
  }
  return { kind: 'none' };
}

/** True while the passenger's answer is awaited: Home and the trip page then offer 'Bevestig rit'. */
export function awaitsPassengerAnswer(trip: Pick<Trip, 'state' | 'itinerary'>): boolean {
  return validationOf(trip).kind === 'awaitingPassenger';
}

/** The shared leg whose driver the passenger reviews after the trip: the first one with a driver. */
export function reviewedLegOf(trip: Pick<Trip, 'itinerary'>): Leg | undefined {
  return sharedLegsOf(trip).find((leg) => leg.driverId !== undefined && leg.driverName !== undefined);
}

/** Why the passenger did not ride along (spec 000 §4), in the order the page offers them. */
export const passengerReasons = PASSENGER_NOT_MADE_REASONS;

export const passengerReasonIds: Record<PassengerNotMadeReason, MessageId> = {
  TRIP_NOT_NEEDED: 'tripRejected.reason.TRIP_NOT_NEEDED',
  FOUND_OTHER_TRANSPORT: 'tripRejected.reason.FOUND_OTHER_TRANSPORT',
  NO_SHOW: 'tripRejected.reason.NO_SHOW',
};

/**
 * The trip in a page's path: its number, or its reference (urn:nb:pn:trip:7), which the spec's links
 * carry ('/tripConfirmPage/{tripRef}'). NaN when it is neither, so the page says the trip is unknown.
 */
export function tripIdOf(param: string | undefined): number {
  const raw = param?.startsWith('urn:nb:pn:trip:') ? param.slice('urn:nb:pn:trip:'.length) : param;
  return raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}
