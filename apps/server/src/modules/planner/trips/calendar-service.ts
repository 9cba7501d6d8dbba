import { randomBytes } from 'node:crypto';
import { CALENDAR_FEED_DAYS_BACK, type CalendarFeed, type Leg, tripRef } from '@achterhoek/contracts';
import type { CalendarEntry } from '../../../platform/calendar.js';
import type { Db } from '../../../platform/db/database.js';
import { NotFoundError } from '../../../platform/errors.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { isDelegationActive } from '../../delegation/index.js';
import { rideCalendarEntries } from '../../rideshare/index.js';
import {
  calendarFeedByToken,
  calendarFeedOfUser,
  deleteCalendarFeed,
  legsOf,
  tripsArrivingAfter,
  upsertCalendarFeed,
  type CalendarFeedRow,
  type LegRow,
  type TripRow,
} from './repository.js';
import { ownTrip } from './trip-service.js';

const MODE_NAMES: Record<Leg['traverseMode'], string> = {
  WALK: 'Lopen',
  RIDESHARE: 'Meerijden',
  BUS: 'Bus',
  RAIL: 'Trein',
  TRAM: 'Tram',
  SUBWAY: 'Metro',
  FERRY: 'Veerboot',
};

/** A leg as a line of the event's description: '07:32 Meerijden met Henk Jansen: Winterswijk → Lichtenvoorde'. */
function legLine(leg: LegRow): string {
  const time = isoInAmsterdam(leg.startTime.getTime()).slice(11, 16);
  const with_ = leg.leg.driverName
    ? ` met ${leg.leg.driverName}`
    : leg.leg.routeShortName
      ? ` ${leg.leg.routeShortName}`
      : '';
  return `${time} ${MODE_NAMES[leg.leg.traverseMode]}${with_}: ${leg.leg.from.label} → ${leg.leg.to.label}`;
}

function tripEntry(trip: TripRow, legs: LegRow[], origin: string): CalendarEntry {
  return {
    uid: `${tripRef(trip.id)}@achterhoek-mobiel`,
    summary: `Reis naar ${trip.toLabel}`,
    description: legs.map(legLine).join('\n'),
    location: trip.fromLabel,
    start: trip.departureTime,
    end: trip.arrivalTime,
    cancelled: trip.state === 'CANCELLED',
    url: `${origin}/tripDetailPage/${trip.id}`,
  };
}

/** One trip as a calendar entry, for its traveller only (403 otherwise, as reading it). */
export async function tripCalendarEntry(
  db: Db,
  caller: string,
  tripId: number,
  origin: string,
): Promise<CalendarEntry> {
  const trip = await ownTrip(db, caller, tripId);
  return tripEntry(trip, await legsOf(db, tripId), origin);
}

function feedView(row: CalendarFeedRow, origin: string): CalendarFeed {
  return {
    url: `${origin}/api/planner/calendar/${row.token}.ics`,
    createdAt: isoInAmsterdam(row.createdAt.getTime()),
  };
}

export async function calendarFeedOf(db: Db, userId: string, origin: string): Promise<CalendarFeed | null> {
  const row = await calendarFeedOfUser(db, userId);
  // Having no feed yet is the page's normal empty state, not an error: the answer is null.
  return row ? feedView(row, origin) : null;
}

/**
 * Makes the user's feed, or replaces its address with a new one (the old one stops working at once).
 * Made by a delegate acting for the user (`actedBy`), the feed keeps who made it: it answers only while
 * that delegation is active (decision 0023), so it does not outlive the delegation.
 */
export async function renewCalendarFeed(
  db: Db,
  userId: string,
  origin: string,
  now: Date,
  actedBy: string | null = null,
): Promise<CalendarFeed> {
  const token = randomBytes(24).toString('base64url');
  const row = await upsertCalendarFeed(db, { userId, token, createdAt: now, actedBy });
  return feedView(row!, origin);
}

export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await deleteCalendarFeed(db, userId);
}

/**
 * The feed behind a token: the user's trips and the rides they drive, from 30 days back and all that
 * are planned, cancelled ones marked so (a calendar then removes or strikes them). 404 for an unknown
 * or revoked token, saying nothing of whether it ever existed, and for a feed a delegate made once that
 * delegation is no longer active.
 */
export async function calendarFeedEntries(
  db: Db,
  token: string,
  origin: string,
  now: Date,
): Promise<CalendarEntry[]> {
  const feed = await calendarFeedByToken(db, token);
  if (!feed) throw new NotFoundError('No such calendar feed');
  if (feed.actedBy !== null && !(await isDelegationActive(db, feed.actedBy, feed.userId))) {
    throw new NotFoundError('No such calendar feed');
  }
  const since = new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * 24 * 3600_000);
  const ownTrips = await tripsArrivingAfter(db, feed.userId, since);
  const entries: CalendarEntry[] = [];
  for (const trip of ownTrips) entries.push(tripEntry(trip, await legsOf(db, trip.id), origin));
  entries.push(...(await rideCalendarEntries(db, feed.userId, since, origin)));
  return entries;
}
