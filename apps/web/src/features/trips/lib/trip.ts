import {
  PRE_TRAVEL_TRIP_STATES,
  type Itinerary,
  type PlanPlace,
  type Trip,
  type TripState,
} from '@achterhoek/contracts';
import { isApiError } from '../../../lib/api-error';

/** Booking is refused once the itinerary's departure has come (spec 000 §5). */
export function departureHasPassed(itinerary: Pick<Itinerary, 'departureTime'>, now: number): boolean {
  return Date.parse(itinerary.departureTime) <= now;
}

/** A trip can be cancelled before it starts: while planning, booking or scheduled (spec 000 §4). */
export function isCancellable(state: TripState): boolean {
  return PRE_TRAVEL_TRIP_STATES.includes(state);
}

/** A trip is past once its arrival has come: a cancelled one then says 'was geannuleerd'. */
export function isPast(trip: Pick<Trip, 'itinerary'>, now: number): boolean {
  return Date.parse(trip.itinerary.arrivalTime) < now;
}

/**
 * The credits cancelling gives back: the fares still reserved for the trip's shared rides (a leg whose
 * payment is RESERVED); what was paid to a driver or given back already is not counted.
 */
export function reservedFare(trip: Pick<Trip, 'itinerary'>): number {
  return trip.itinerary.legs
    .filter((leg) => leg.paymentState === 'RESERVED')
    .reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0);
}

/**
 * What a failed booking tells the passenger (spec 000 §8): 402 that the credits do not cover the fare
 * (with a way to add credits); 409 (a ride filled up or moved) and 422 (the departure passed) in the
 * server's own Dutch words; anything else 'Fout bij het opslaan van de rit.'
 */
export type BookingFailure =
  { kind: 'insufficientCredits' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function bookingFailureOf(error: unknown): BookingFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 402) return { kind: 'insufficientCredits' };
  if ((error.status === 409 || error.status === 422) && error.message.trim() !== '') {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'failed' };
}

/** The message of a refused cancel (422: under way or over) in the server's words; otherwise none. */
export function cancelRefusalOf(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 && error.message.trim() !== '' ? error.message : undefined;
}

/** Only the town of a place label, to keep a card short: the trip cards' own (components/TravelCard). */
export { shortPlace } from '../../../components/TravelCard';

/** A trip's place as the search criteria keep it: its label and coordinates. */
export function searchPlaceOf(place: PlanPlace): { label: string; lat: number; lon: number } {
  const [lon, lat] = place.location.coordinates;
  return { label: place.label, lat, lon };
}

/** A driver's name split for messaging, which addresses people by given and family name. */
export function splitName(fullName: string): { givenName: string; familyName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { givenName: words[0] ?? '', familyName: words.slice(1).join(' ') };
}
