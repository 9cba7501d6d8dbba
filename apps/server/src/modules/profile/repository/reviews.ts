import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOfTable, type Page } from '../../../platform/db/page.js';
import { complimentSets, reviews } from '../schema.js';

export type ComplimentSetRow = typeof complimentSets.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Compliments and reviews: what a sender gave a receiver about a context, one per sender, receiver and
// context. Both tables are read and written by the same queries.

/** The queries of one of the two tables of what a sender gave a receiver. */
function givenToReceiver<T extends typeof complimentSets | typeof reviews>(given: T) {
  type Row = T['$inferSelect'];
  // The queries use only the columns both tables have (id, receiver, sender, context, published), and
  // Drizzle's types cannot follow a table chosen by a type parameter: they are written against one table.
  const table = given as typeof reviews;
  return {
    /** What the receiver got, newest first. */
    async list(db: Db, receiverId: string, offset: number, limit: number): Promise<Page<Row>> {
      return pageOfTable(
        db,
        table,
        eq(table.receiverId, receiverId),
        [desc(table.publishedAt), desc(table.id)],
        { offset, maxResults: limit },
      ) as Promise<Page<Row>>;
    },

    /** Inserts a row; undefined when the sender already gave the receiver one in this context. */
    async insert(db: Db, values: T['$inferInsert']): Promise<Row | undefined> {
      const rows = await db
        .insert(table)
        .values(values as typeof reviews.$inferInsert)
        .onConflictDoNothing({ target: [table.receiverId, table.senderId, table.context] })
        .returning();
      return rows[0] as Row | undefined;
    },

    async find(db: Db, id: number): Promise<Row | undefined> {
      const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return rows[0] as Row | undefined;
    },

    async remove(db: Db, id: number): Promise<void> {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

const complimentSetQueries = givenToReceiver(complimentSets);
const reviewQueries = givenToReceiver(reviews);

export const listComplimentSets = complimentSetQueries.list;
export const insertComplimentSet = complimentSetQueries.insert;
export const findComplimentSet = complimentSetQueries.find;
export const deleteComplimentSet = complimentSetQueries.remove;

export const listReviews = reviewQueries.list;
export const insertReview = reviewQueries.insert;
export const findReview = reviewQueries.find;
export const deleteReview = reviewQueries.remove;
