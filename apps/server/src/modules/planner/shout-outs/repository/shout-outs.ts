import {
  and,
  asc,
  count as countRows,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database.js';
import { anyRowOf } from '../../../../platform/db/any-row.js';
import { pageOfTable, type Page } from '../../../../platform/db/page.js';
import {
  itineraryWithPlanWhere,
  type ItineraryRow,
  type ItineraryWithPlan,
  type NewPlanRow,
  type PlanRow,
} from '../../search/index.js';
import { countWhere } from '../../shared/index.js';
import { itineraries, plans, shoutOutNotices } from '../../schema.js';

type NewItineraryRow = typeof itineraries.$inferInsert;

/** The shout-out wing's queries: shout-outs (plans), the drivers' offers on them (itineraries), ride alerts. */

/** The offer made with a booking, with its shout-out. */
export async function offerOfBooking(tx: Db, bookingId: number): Promise<ItineraryWithPlan | undefined> {
  return itineraryWithPlanWhere(tx, eq(itineraries.bookingId, bookingId));
}

/** A plan, locked for update until the transaction ends. */
export async function lockPlan(tx: Db, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
  return plan;
}

/** The offers on a shout-out other than the one given. */
export async function otherOffersOf(db: Db, planId: number, itineraryId: number): Promise<ItineraryRow[]> {
  return db
    .select()
    .from(itineraries)
    .where(and(eq(itineraries.planId, planId), ne(itineraries.id, itineraryId)));
}

/** Writes the given fields onto one plan. */
export async function updatePlan(db: Db, planId: number, values: Partial<NewPlanRow>): Promise<void> {
  await db.update(plans).set(values).where(eq(plans.id, planId));
}

/** How many shout-outs of the traveller are open and still to travel at the moment given. */
export async function openShoutOutCount(tx: Db, travellerId: string, now: Date): Promise<number | undefined> {
  return countWhere(
    tx,
    plans,
    and(
      eq(plans.travellerId, travellerId),
      eq(plans.planType, 'SHOUT_OUT'),
      eq(plans.planState, 'OPEN'),
      gte(plans.travelTime, now),
    ),
  );
}

/** Forgets the drivers' shout-out notices sent before the moment given. */
export async function deleteNoticesBefore(tx: Db, drivers: string[], since: Date): Promise<void> {
  await tx
    .delete(shoutOutNotices)
    .where(and(inArray(shoutOutNotices.driverId, drivers), lt(shoutOutNotices.sentAt, since)));
}

/** How many shout-out notices each of the drivers was sent since the moment given (drivers sent none left out). */
export async function noticeCountsSince(
  tx: Db,
  drivers: string[],
  since: Date,
): Promise<{ driverId: string; count: number }[]> {
  return tx
    .select({ driverId: shoutOutNotices.driverId, count: sql<number>`count(*)::int` })
    .from(shoutOutNotices)
    .where(and(inArray(shoutOutNotices.driverId, drivers), gte(shoutOutNotices.sentAt, since)))
    .groupBy(shoutOutNotices.driverId);
}

export async function insertNotices(tx: Db, planId: number, drivers: string[], sentAt: Date): Promise<void> {
  await tx.insert(shoutOutNotices).values(drivers.map((driverId) => ({ driverId, planId, sentAt })));
}

/** What GET /plans asks of the caller's own shout-outs. */
export interface OwnShoutOutsQuery {
  inProgress: boolean;
  since?: string | undefined;
  until?: string | undefined;
  sortDir: 'ASC' | 'DESC';
  offset: number;
  maxResults: number;
}

/** One page of the caller's own shout-outs (open ones only when asked) by travel time, and how many in all. */
export async function ownShoutOutsPage(
  db: Db,
  caller: string,
  query: OwnShoutOutsQuery,
): Promise<Page<PlanRow>> {
  const conditions: SQL[] = [eq(plans.travellerId, caller), eq(plans.planType, 'SHOUT_OUT')];
  if (query.inProgress) conditions.push(eq(plans.planState, 'OPEN'));
  if (query.since) conditions.push(gte(plans.travelTime, new Date(query.since)));
  if (query.until) conditions.push(lte(plans.travelTime, new Date(query.until)));
  const order = query.sortDir === 'DESC' ? desc(plans.travelTime) : asc(plans.travelTime);
  return pageOfTable(db, plans, and(...conditions), [order, asc(plans.id)], query);
}

/** What GET /shout-outs filters on in the database (the distances are the service's). */
export interface CommunityShoutOutsQuery {
  since?: string | undefined;
  until?: string | undefined;
  inProgressOnly: boolean;
}

/** The community's shout-outs, the caller's own left out, open and still to come when asked, by travel time. */
export async function communityShoutOutsByTime(
  db: Db,
  caller: string,
  now: number,
  query: CommunityShoutOutsQuery,
): Promise<PlanRow[]> {
  const conditions: SQL[] = [eq(plans.planType, 'SHOUT_OUT'), ne(plans.travellerId, caller)];
  if (query.inProgressOnly) {
    conditions.push(eq(plans.planState, 'OPEN'), gte(plans.travelTime, new Date(now)));
  }
  if (query.since) conditions.push(gte(plans.travelTime, new Date(query.since)));
  if (query.until) conditions.push(lte(plans.travelTime, new Date(query.until)));
  return db
    .select()
    .from(plans)
    .where(and(...conditions))
    .orderBy(asc(plans.travelTime), asc(plans.id));
}

/** The drivers' offers on some shout-outs, best rank first, then in the order they came. */
export async function offersOfPlans(db: Db, planIds: number[]): Promise<ItineraryRow[]> {
  return db
    .select()
    .from(itineraries)
    .where(inArray(itineraries.planId, planIds))
    .orderBy(asc(itineraries.rank), asc(itineraries.id));
}

/** Whether the driver made (or drew up) an offer on the plan. */
export async function hasOfferBy(db: Db, planId: number, driverId: string): Promise<boolean> {
  return anyRowOf(db, itineraries, and(eq(itineraries.planId, planId), eq(itineraries.driverId, driverId)));
}

/** A shout-out by its id, with `lock` locked for update; undefined for a search or an unknown id. */
export async function shoutOutById(db: Db, planId: number, lock = false): Promise<PlanRow | undefined> {
  const query = db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.planType, 'SHOUT_OUT')));
  const [plan] = lock ? await query.for('update') : await query;
  return plan;
}

/** The itinerary of a driver's draft (a draft has one). */
export async function draftItineraryOf(db: Db, planId: number): Promise<ItineraryRow | undefined> {
  const [draftRow] = await db.select().from(itineraries).where(eq(itineraries.planId, planId));
  return draftRow;
}

/** How many offers a shout-out has had. */
export async function offerCount(tx: Db, planId: number): Promise<number> {
  const [{ offers }] = (await tx
    .select({ offers: countRows() })
    .from(itineraries)
    .where(eq(itineraries.planId, planId))) as [{ offers: number }];
  return offers;
}

export async function insertOffer(tx: Db, values: NewItineraryRow): Promise<void> {
  await tx.insert(itineraries).values(values);
}

/** The bookings of a driver's offers on a shout-out (null for an offer without one). */
export async function offerBookingsOf(
  tx: Db,
  planId: number,
  driverId: string,
): Promise<{ bookingId: number | null }[]> {
  return tx
    .select({ bookingId: itineraries.bookingId })
    .from(itineraries)
    .where(and(eq(itineraries.planId, planId), eq(itineraries.driverId, driverId)));
}

/** Stores a driver's draft as the plan's one itinerary. */
export async function insertDraftItinerary(tx: Db, values: NewItineraryRow): Promise<ItineraryRow[]> {
  return tx.insert(itineraries).values(values).returning();
}

/** Whether the person drew up a draft offer for the shout-out. */
export async function hasDraftBy(db: Db, shoutOutId: number, personId: string): Promise<boolean> {
  const draftsOfPerson = and(
    eq(plans.shoutOutId, shoutOutId),
    eq(plans.travellerId, personId),
    eq(plans.planType, 'SHOUT_OUT_SOLUTION'),
  );
  return anyRowOf(db, plans, draftsOfPerson);
}
