import type { Leg, TripState } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';

/** Each travel mode's Dutch name (the original's: Lopen, Trein, Bus, Fiets, Meerijden), and Wachten. */
const modeIds: Record<string, MessageId> = {
  WALK: 'trips.mode.WALK',
  RAIL: 'trips.mode.RAIL',
  BUS: 'trips.mode.BUS',
  BICYCLE: 'trips.mode.BICYCLE',
  RIDESHARE: 'trips.mode.RIDESHARE',
  TRAM: 'trips.mode.TRAM',
  SUBWAY: 'trips.mode.SUBWAY',
  FERRY: 'trips.mode.FERRY',
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
