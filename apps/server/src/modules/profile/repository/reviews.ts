import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOf, type Page } from '../../../platform/db/page.js';
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
  return pageOf(
    db.select({ n: count() }).from(complimentSets).$dynamic(),
    db.select().from(complimentSets).$dynamic(),
    eq(complimentSets.receiverId, receiverId),
    [desc(complimentSets.publishedAt), desc(complimentSets.id)],
    { offset, maxResults: limit },
  );
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
  return pageOf(
    db.select({ n: count() }).from(reviews).$dynamic(),
    db.select().from(reviews).$dynamic(),
    eq(reviews.receiverId, receiverId),
    [desc(reviews.publishedAt), desc(reviews.id)],
    { offset, maxResults: limit },
  );
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
