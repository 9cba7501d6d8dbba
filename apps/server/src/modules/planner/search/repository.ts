import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Itinerary } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { itineraries, plans } from '../schema.js';

/** The search wing's queries: plans (searches, shout-outs and drafts share the table) and their itineraries. */

export type PlanRow = typeof plans.$inferSelect;
export type NewPlanRow = typeof plans.$inferInsert;
export type ItineraryRow = typeof itineraries.$inferSelect;

export async function insertPlan(tx: Db, values: NewPlanRow): Promise<PlanRow | undefined> {
  const [plan] = await tx.insert(plans).values(values).returning();
  return plan;
}

/**
 * The itineraries of a new plan, ranked in the order given (best first); answers each one's id and rank
 * (not the itineraries, which the caller has: reading them back would parse all of them again).
 */
export async function insertItineraries(
  tx: Db,
  planId: number,
  found: Omit<Itinerary, 'itineraryRef'>[],
): Promise<Array<Pick<ItineraryRow, 'id' | 'rank'>>> {
  return tx
    .insert(itineraries)
    .values(found.map((itinerary, rank) => ({ planId, rank, itinerary })))
    .returning({ id: itineraries.id, rank: itineraries.rank });
}

export async function planById(db: Db, planId: number): Promise<PlanRow | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

/** A plan's itineraries, best first. */
export async function itinerariesOfPlan(db: Db, planId: number): Promise<ItineraryRow[]> {
  return db.select().from(itineraries).where(eq(itineraries.planId, planId)).orderBy(asc(itineraries.rank));
}

/** An itinerary with the plan it belongs to. */
export interface ItineraryWithPlan {
  plan: PlanRow;
  itinerary: ItineraryRow;
}

/**
 * The itinerary `where` picks, with the plan it belongs to; undefined when there is none or its plan is
 * gone. The shout-outs wing reads the offer made with a booking.
 */
export async function itineraryWithPlanWhere(db: Db, where: SQL): Promise<ItineraryWithPlan | undefined> {
  const [row] = await db
    .select({ plan: plans, itinerary: itineraries })
    .from(itineraries)
    .innerJoin(plans, eq(plans.id, itineraries.planId))
    .where(where);
  return row;
}

const itineraryToBook = alias(itineraries, 'itinerary_to_book');

/**
 * An itinerary with its plan, the itinerary's row locked until the transaction ends (one booking of it at
 * a time), in one statement; undefined when there is none or its plan is gone.
 */
export async function lockedItineraryWithPlan(
  tx: Db,
  itineraryId: number,
): Promise<ItineraryWithPlan | undefined> {
  // FOR UPDATE OF takes the table's name as the query calls it, unqualified: hence the alias.
  const [row] = await tx
    .select({ plan: plans, itinerary: itineraryToBook })
    .from(itineraryToBook)
    .innerJoin(plans, eq(plans.id, itineraryToBook.planId))
    .where(eq(itineraryToBook.id, itineraryId))
    .for('update', { of: itineraryToBook });
  return row;
}

/** Removes searches and drivers' drafts made before the moment given; answers how many. */
export async function deleteSearchesBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(plans)
    .where(and(inArray(plans.planType, ['SEARCH', 'SHOUT_OUT_SOLUTION']), lt(plans.createdAt, before)))
    .returning({ id: plans.id });
  return removed.length;
}

export async function deletePlan(db: Db, planId: number): Promise<void> {
  await db.delete(plans).where(eq(plans.id, planId));
}
