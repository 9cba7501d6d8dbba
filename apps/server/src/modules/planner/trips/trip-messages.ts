import { bookingRef, type DeliveryMode, rideRef, tripRef } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { sendSystemMessage } from '../../communicator/index.js';
import { getNotificationOptions } from '../../profile/index.js';
import type { BookingSummary } from '../../rideshare/index.js';
import { ddmmyyyy, deliveryFor, hhmm, onDay, onDayAt } from '../shared/index.js';
import type { TripRow } from './repository.js';

/*
 * The system messages of booking and travelling (reference §7.1, §7.4). They are written inside the
 * transaction of the change they report, so they exist only if it commits; the push that follows is the
 * outbox's work after the commit. A user who turned a kind of notification off still gets the message
 * in their inbox, without the push.
 */

/** The topic of the passenger's conversation about a trip: 'Reis van … naar … op 27-11-2026'. */
export function tripTopic(trip: Pick<TripRow, 'fromLabel' | 'toLabel' | 'departureTime'>): string {
  return `Reis van ${trip.fromLabel} naar ${trip.toLabel} op ${ddmmyyyy(trip.departureTime)}`;
}

export interface MessageContext {
  db: Db;
  clock: Clock;
}

export async function toPassenger(
  ctx: MessageContext,
  trip: TripRow,
  body: string,
  context: string,
  deliveryMode: DeliveryMode,
) {
  await sendSystemMessage(ctx, {
    body,
    context,
    deliveryMode,
    recipients: [
      {
        managedIdentity: trip.travellerId,
        conversationContext: tripRef(trip.id),
        ownerRole: 'PASSENGER',
        topic: tripTopic(trip),
      },
    ],
  });
}

export async function toDriver(
  ctx: MessageContext,
  booking: BookingSummary,
  body: string,
  deliveryMode: DeliveryMode,
) {
  await sendSystemMessage(ctx, {
    body,
    context: bookingRef(booking.bookingId),
    deliveryMode,
    recipients: [
      {
        managedIdentity: booking.driverId,
        conversationContext: rideRef(booking.rideId),
        ownerRole: 'DRIVER',
        topic: booking.rideTopic,
      },
    ],
  });
}

/**
 * A message to the passenger about the trip itself, in the trip's conversation, pushed unless the passenger
 * turned that kind of notification off.
 */
export async function passengerHears(
  ctx: MessageContext,
  trip: TripRow,
  body: string,
  kind: 'tripConfirmations' | 'tripUpdates',
) {
  await toPassenger(ctx, trip, body, tripRef(trip.id), await deliveryFor(ctx.db, trip.travellerId, kind));
}

/** A message to the driver about a booking, in the ride's conversation, pushed unless the driver turned that kind off. */
export async function driverHears(
  ctx: MessageContext,
  booking: BookingSummary,
  body: string,
  kind: 'tripConfirmations' | 'tripUpdates',
) {
  await toDriver(ctx, booking, body, await deliveryFor(ctx.db, booking.driverId, kind));
}

/** The reason a cancellation was given with, as the end of its message (nothing when none was given). */
function reasonGiven(reason: string | undefined): string {
  return reason ? ` Reden: ${reason}` : '';
}

/** A passenger booked a seat: the driver hears who, where and when; the passenger gets the confirmation. */
export async function tellBooked(
  ctx: MessageContext,
  trip: TripRow,
  booking: BookingSummary,
  passengerName: string,
  driverName: string,
  pickup: string,
  dropOff: string,
): Promise<void> {
  await driverHears(
    ctx,
    booking,
    `${passengerName} rijdt mee op ${onDay(ctx, booking.departureTime)}: ophalen om ${hhmm(booking.departureTime)} bij ${pickup}, afzetten bij ${dropOff}.`,
    'tripUpdates',
  );
  await toPassenger(
    ctx,
    trip,
    `Je rit met ${driverName} is geboekt. Je wordt op ${onDayAt(ctx, booking.departureTime)} opgehaald bij ${pickup}.`,
    bookingRef(booking.bookingId),
    await deliveryFor(ctx.db, trip.travellerId, 'tripUpdates'),
  );
}

/** The passenger cancelled: the driver hears that the seat is free again. */
export async function tellDriverPassengerCancelled(
  ctx: MessageContext,
  booking: BookingSummary,
  passengerName: string,
  reason: string | undefined,
): Promise<void> {
  await driverHears(
    ctx,
    booking,
    `${passengerName} rijdt op ${onDay(ctx, booking.departureTime)} toch niet mee; de boeking is geannuleerd.${reasonGiven(reason)}`,
    'tripUpdates',
  );
}

/** The driver cancelled the ride: the passenger hears it and that the credits are back. */
export async function tellPassengerDriverCancelled(
  ctx: MessageContext,
  trip: TripRow,
  driverName: string,
  reason: string | undefined,
): Promise<void> {
  await passengerHears(
    ctx,
    trip,
    `${driverName} heeft de rit van ${onDay(ctx, trip.departureTime)} geannuleerd. Je gereserveerde credits zijn weer vrij.${reasonGiven(reason)}`,
    'tripUpdates',
  );
}

/** The trip is about to leave (reference §7.4: the departure notice). */
export async function tellPassengerDeparting(ctx: MessageContext, trip: TripRow): Promise<void> {
  await passengerHears(
    ctx,
    trip,
    `Je reis naar ${trip.toLabel} vertrekt om ${hhmm(trip.departureTime)}. Goede reis!`,
    'tripUpdates',
  );
}

/** Five minutes before departure, a push only for passengers who keep trip reminders on (spec 000 §9). */
export async function remindPassenger(ctx: MessageContext, trip: TripRow): Promise<void> {
  const options = await getNotificationOptions(ctx.db, trip.travellerId);
  if (options && !options.tripReminders) return;
  await toPassenger(
    ctx,
    trip,
    `Over 5 minuten vertrek je naar ${trip.toLabel} (${hhmm(trip.departureTime)}).`,
    tripRef(trip.id),
    'ALL',
  );
}

/** The trip is over and a fare waits: the passenger is asked to confirm that it took place. */
export async function askPassengerToConfirm(ctx: MessageContext, trip: TripRow): Promise<void> {
  await passengerHears(
    ctx,
    trip,
    `Heb je meegereden naar ${trip.toLabel}? Bevestig je rit, dan krijgt de chauffeur zijn credits.`,
    'tripConfirmations',
  );
}

/** The trip is over and a fare waits: the driver is asked to confirm that the passenger rode along. */
export async function askDriverToConfirm(ctx: MessageContext, booking: BookingSummary): Promise<void> {
  await driverHears(
    ctx,
    booking,
    `Heeft ${booking.passengerName} op ${onDay(ctx, booking.departureTime)} met je meegereden? Bevestig de rit, dan ontvang je de credits.`,
    'tripConfirmations',
  );
}
