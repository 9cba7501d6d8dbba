import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { Page } from '../../../platform/db/page.js';
import { complimentSets, reviews } from '../schema.js';

export type ComplimentSetRow = typeof complimentSets.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Compliments and reviews

export async function listComplimentSets(
  db: Db,
  receiverId: string,
  offset: number,
  limit: number,
): Promise<Page<ComplimentSetRow>> {
  const where = eq(complimentSets.receiverId, receiverId);
  const [total] = await db.select({ count: count() }).from(complimentSets).where(where);
  const rows = await db
    .select()
    .from(complimentSets)
    .where(where)
    .orderBy(desc(complimentSets.publishedAt), desc(complimentSets.id))
    .offset(offset)
    .limit(limit);
  return { totalCount: total?.count ?? 0, rows };
}

/** Inserts a compliment set; undefined when the sender already complimented the receiver in this context. */
export async function insertComplimentSet(
  db: Db,
  values: {
    receiverId: string;
    senderId: string;
    context: string;
    compliments: string[];
    publishedAt: Date;
  },
): Promise<ComplimentSetRow | undefined> {
  const rows = await db
    .insert(complimentSets)
    .values(values)
    .onConflictDoNothing({
      target: [complimentSets.receiverId, complimentSets.senderId, complimentSets.context],
    })
    .returning();
  return rows[0];
}

export async function findComplimentSet(db: Db, id: number): Promise<ComplimentSetRow | undefined> {
  const rows = await db.select().from(complimentSets).where(eq(complimentSets.id, id)).limit(1);
  return rows[0];
}

export async function deleteComplimentSet(db: Db, id: number): Promise<void> {
  await db.delete(complimentSets).where(eq(complimentSets.id, id));
}

export async function listReviews(
  db: Db,
  receiverId: string,
  offset: number,
  limit: number,
): Promise<Page<ReviewRow>> {
  const where = eq(reviews.receiverId, receiverId);
  const [total] = await db.select({ count: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .offset(offset)
    .limit(limit);
  return { totalCount: total?.count ?? 0, rows };
}

/** Inserts a review; undefined when the sender already reviewed the receiver in this context. */
export async function insertReview(
  db: Db,
  values: { receiverId: string; senderId: string; context: string; review: string; publishedAt: Date },
): Promise<ReviewRow | undefined> {
  const rows = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: [reviews.receiverId, reviews.senderId, reviews.context] })
    .returning();
  return rows[0];
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  const rows = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return rows[0];
}

export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}
