import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { rideTemplates } from '../schema.js';

/** A recurrence of rides (its template): the nightly job makes its rides eight weeks ahead. */
export type TemplateRow = typeof rideTemplates.$inferSelect;
export type NewTemplate = typeof rideTemplates.$inferInsert;

// ---------------------------------------------------------------------------------------------------
// Reading

export async function templateById(db: Db, templateId: number): Promise<TemplateRow | undefined> {
  const [template] = await db.select().from(rideTemplates).where(eq(rideTemplates.id, templateId));
  return template;
}

export async function templatesByIds(db: Db, templateIds: number[]): Promise<TemplateRow[]> {
  return db.select().from(rideTemplates).where(inArray(rideTemplates.id, templateIds));
}

/** The recurrence, locked until the caller's transaction ends. */
export async function lockTemplate(db: Db, templateId: number): Promise<TemplateRow | undefined> {
  const [template] = await db
    .select()
    .from(rideTemplates)
    .where(eq(rideTemplates.id, templateId))
    .for('update');
  return template;
}

/** The recurrences made up to before `until` that have not ended before `today` (YYYY-MM-DD). */
export async function templatesDue(db: Db, until: Date, today: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(rideTemplates)
    .where(
      and(
        lt(rideTemplates.generatedUntil, until),
        or(isNull(rideTemplates.horizon), gte(rideTemplates.horizon, today)),
      ),
    );
}

// ---------------------------------------------------------------------------------------------------
// Writing

export async function insertTemplate(db: Db, values: NewTemplate): Promise<TemplateRow> {
  const [template] = await db.insert(rideTemplates).values(values).returning();
  return template!;
}

/** The recurrence's last day (YYYY-MM-DD). */
export async function setTemplateHorizon(db: Db, templateId: number, horizon: string): Promise<void> {
  await db.update(rideTemplates).set({ horizon }).where(eq(rideTemplates.id, templateId));
}

/** The recurrence's rides are made up to `until`. */
export async function setTemplateGeneratedUntil(db: Db, templateId: number, until: Date): Promise<void> {
  await db.update(rideTemplates).set({ generatedUntil: until }).where(eq(rideTemplates.id, templateId));
}

/** The recurrence's first departure moves by `shiftMs` (so do the rides it has still to make). */
export async function shiftTemplateFirstDeparture(
  db: Db,
  templateId: number,
  shiftMs: number,
): Promise<void> {
  await db
    .update(rideTemplates)
    .set({
      firstDepartureTime: sql`${rideTemplates.firstDepartureTime} + ${`${shiftMs / 1000} seconds`}::interval`,
    })
    .where(eq(rideTemplates.id, templateId));
}

export async function deleteTemplate(db: Db, templateId: number): Promise<void> {
  await db.delete(rideTemplates).where(eq(rideTemplates.id, templateId));
}
