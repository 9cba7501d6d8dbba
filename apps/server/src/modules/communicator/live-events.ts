import { LIVE_EVENT_NAMES } from '@achterhoek/contracts';
import { notify, type Db } from '../../platform/db/database.js';
import * as repository from './repository.js';

/** The channel every instance listens on for live events (see live.ts). */
export const LIVE_CHANNEL = 'communicator_events';

/** An event for the live stream of one user; sent with pg_notify so every instance sees it. */
export interface LiveEvent {
  userId: string;
  event: (typeof LIVE_EVENT_NAMES)[keyof typeof LIVE_EVENT_NAMES];
  data: unknown;
}

/**
 * Not an event for the client but for every instance: end the streams a delegate (`actorId`) opened while
 * acting for the user, because that delegation ended.
 */
export interface EndStreams {
  endStreams: true;
  userId: string;
  actorId: string;
}

/**
 * For the delegation module, inside the transaction that ends a delegation: every instance closes the
 * delegate's open streams for that person once it commits, so nothing private reaches them after.
 */
export async function endDelegateStreams(db: Db, userId: string, delegateId: string): Promise<void> {
  const message: EndStreams = { endStreams: true, userId, actorId: delegateId };
  await notify(db, LIVE_CHANNEL, JSON.stringify(message));
}

/**
 * Publishes a live event. Inside a transaction PostgreSQL delivers it at commit, so nobody hears of a
 * message that was rolled back.
 */
export async function publish(db: Db, event: LiveEvent): Promise<void> {
  await notify(db, LIVE_CHANNEL, JSON.stringify(event));
}

/** Tells the user's open streams their new unread count. */
export async function publishUnreadCount(db: Db, userId: string): Promise<void> {
  await publish(db, {
    userId,
    event: LIVE_EVENT_NAMES.unreadCount,
    data: { unreadMessageCount: await repository.unreadCountOf(db, userId) },
  });
}

/**
 * For other modules: tells the user's open pages that one of their trips or rides changed. Given the
 * flow's open transaction it is delivered at commit, so nobody reloads for a change that was rolled back.
 */
export async function publishChange(
  db: Db,
  userId: string,
  change: { tripId: number } | { rideId: number },
): Promise<void> {
  await publish(db, {
    userId,
    event: 'tripId' in change ? LIVE_EVENT_NAMES.tripChanged : LIVE_EVENT_NAMES.rideChanged,
    data: change,
  });
}
