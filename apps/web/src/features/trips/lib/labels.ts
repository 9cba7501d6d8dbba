import type { Leg, TripState } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';

/**
 * Each mode's Dutch name: the travel modes' as the planner's results name them (Lopen, Trein, Bus,
 * Meerijden, …), and Fiets and Wachten, which are not travel modes the planner plans.
 */
const modeIds: Record<string, MessageId> = {
  WALK: 'travelMode.WALK',
  RAIL: 'travelMode.RAIL',
  BUS: 'travelMode.BUS',
  RIDESHARE: 'travelMode.RIDESHARE',
  TRAM: 'travelMode.TRAM',
  SUBWAY: 'travelMode.SUBWAY',
  FERRY: 'travelMode.FERRY',
  BICYCLE: 'trips.mode.BICYCLE',
  WAIT: 'trips.mode.WAIT',
};

export function modeMessageId(mode: string): MessageId | undefined {
  return modeIds[mode];
}

/** What became of a shared leg's fare (spec 000 §4): Gereserveerd, Geannuleerd, Betaald. */
export const paymentStateIds: Record<NonNullable<Leg['paymentState']>, MessageId> = {
  RESERVED: 'trips.payment.RESERVED',
  CANCELLED: 'trips.payment.CANCELLED',
  PAID: 'trips.payment.PAID',
};

export const tripStateIds: Record<TripState, MessageId> = {
  PLANNING: 'trips.state.PLANNING',
  BOOKING: 'trips.state.BOOKING',
  SCHEDULED: 'trips.state.SCHEDULED',
  DEPARTING: 'trips.state.DEPARTING',
  IN_TRANSIT: 'trips.state.IN_TRANSIT',
  ARRIVING: 'trips.state.ARRIVING',
  VALIDATING: 'trips.state.VALIDATING',
  COMPLETED: 'trips.state.COMPLETED',
  CANCELLED: 'trips.state.CANCELLED',
};
