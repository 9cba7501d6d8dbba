import {
  rowIdOfRef,
  type Booking,
  type ConversationOwnerRole,
  type Message,
  type MessagingPerson,
} from '@achterhoek/contracts';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { itineraryDetailPath, rideDetailPath, tripDetailPath } from '../../../lib/paths';

/** "Henk Lubbers". */
export function personFullName(person: Pick<MessagingPerson, 'givenName' | 'familyName'>): string {
  return `${person.givenName} ${person.familyName}`.trim();
}

/** Whether the message was sent by this user. */
export function isOwnMessage(message: Message, me: string): boolean {
  return message.sender?.managedIdentity === me;
}

/** The user's own envelope of a message, if the user received it. */
export function ownEnvelope(message: Message, me: string) {
  return message.envelopes.find((envelope) => envelope.recipient.managedIdentity === me);
}

/**
 * Where 'Ongelezen berichten' goes, in messages ordered oldest to newest: before the first message the
 * user received and has not acknowledged yet (own envelope without ackTime); -1 when all are read.
 */
export function firstUnreadIndex(messages: readonly Message[], me: string): number {
  return messages.findIndex((message) => {
    if (isOwnMessage(message, me)) return false;
    const envelope = ownEnvelope(message, me);
    return envelope !== undefined && envelope.ackTime === null;
  });
}

/** The person a reply to this message goes to: its sender, or for an own message its first recipient. */
export function counterpartOf(message: Message, me: string): MessagingPerson | null {
  if (!message.sender) return null;
  if (message.sender.managedIdentity !== me) return message.sender;
  return message.envelopes.find((e) => e.recipient.managedIdentity !== me)?.recipient ?? null;
}

/**
 * The default reply target, in messages ordered oldest to newest: the counterpart of the latest message
 * from a person (system messages have no sender and are skipped); null when there is none.
 */
export function defaultReplyTarget(messages: readonly Message[], me: string): MessagingPerson | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message?.sender) continue;
    const target = counterpartOf(message, me);
    if (target) return target;
  }
  return null;
}

/**
 * Where tapping a system message leads, by the kind of its context (spec 000 §2 Messaging): a ride, a
 * trip plan (shout-out, `plan` or `tripplan`; the driver's or the passenger's page by the conversation's
 * owner role), a trip, or a reward. A ride alert's match (`alertmatch:{planId}.{itineraryId}`) opens the
 * announced itinerary, ready to book. Null for anything else.
 */
export function systemMessagePath(context: string, ownerRole: ConversationOwnerRole): string | null {
  const match = /^urn:nb:([a-z]+):([a-z-]+):(.+)$/.exec(context);
  if (!match) return null;
  const [, service, kind, rawId] = match;
  const id = encodeURIComponent(rawId ?? '');
  if (service === 'rs' && kind === 'ride') return `/rideDetailPage/${id}`;
  if (service === 'pn' && (kind === 'plan' || kind === 'tripplan'))
    return ownerRole === 'DRIVER' ? `/shout-out-driver/${id}` : `/shout-out-passenger/${id}`;
  if (service === 'pn' && kind === 'alertmatch') {
    const ids = /^(\d+)\.(\d+)$/.exec(rawId ?? '');
    return ids ? itineraryDetailPath(Number(ids[1]), Number(ids[2])) : null;
  }
  if (service === 'pn' && kind === 'trip') return `/tripDetailPage/${id}`;
  if (service === 'bn' && kind === 'reward') return '/rewardOverviewPage';
  return null;
}

/**
 * The booking a system message is about (`urn:nb:rs:booking:{id}`: every trip message to a driver, 'Bevestig
 * de rit' included), or null. Its page is known only once the booking is fetched (bookingMessagePath).
 */
export function bookingIdOfContext(context: string): number | null {
  const match = /^urn:nb:rs:booking:(\d+)$/.exec(context);
  return match ? Number(match[1]) : null;
}

/**
 * Where a message about a booking leads: the driver to the booking's ride (its detail, with the bookings
 * and the confirmations), a passenger to the trip they booked it with; null when there is none.
 */
export function bookingMessagePath(
  booking: Pick<Booking, 'rideRef' | 'passengerTripRef'>,
  ownerRole: ConversationOwnerRole,
): string | null {
  if (ownerRole === 'DRIVER') return rideDetailPath(rowIdOfRef(booking.rideRef));
  return booking.passengerTripRef ? tripDetailPath(rowIdOfRef(booking.passengerTripRef)) : null;
}

/** The inbox's last-message time: HH:mm today, otherwise DD-MM-YYYY (Europe/Amsterdam). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const instant = dayjs(iso);
  if (!instant.isValid()) return iso;
  const local = instant.tz(APP_TIME_ZONE);
  const today = dayjs(now).tz(APP_TIME_ZONE);
  return local.isSame(today, 'day') ? local.format('HH:mm') : local.format('DD-MM-YYYY');
}
