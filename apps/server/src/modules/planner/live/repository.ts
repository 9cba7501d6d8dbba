import { asc, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { simulatedLiveChanges } from '../schema.js';

/** The live wing's queries: the changes the demo's simulator was told to make. */

export type SimulatedChangeRow = typeof simulatedLiveChanges.$inferSelect;

/** Every change kept, by day and trip (there are at most a hundred). */
export async function simulatedChanges(db: Db): Promise<SimulatedChangeRow[]> {
  return db
    .select()
    .from(simulatedLiveChanges)
    .orderBy(asc(simulatedLiveChanges.serviceDate), asc(simulatedLiveChanges.tripId));
}

/** Sets the change of one trip on one day, replacing what was told of it before. */
export async function saveSimulatedChange(tx: Db, row: SimulatedChangeRow): Promise<void> {
  await tx
    .insert(simulatedLiveChanges)
    .values(row)
    .onConflictDoUpdate({
      target: [simulatedLiveChanges.tripId, simulatedLiveChanges.serviceDate],
      set: { delaySeconds: row.delaySeconds, cancelled: row.cancelled, createdAt: row.createdAt },
    });
}

/** Drops the changes of days before `serviceDate` (YYYY-MM-DD): their trips have run. */
export async function dropSimulatedChangesBefore(tx: Db, serviceDate: string): Promise<void> {
  await tx.delete(simulatedLiveChanges).where(lt(simulatedLiveChanges.serviceDate, serviceDate));
}

export async function countSimulatedChanges(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(simulatedLiveChanges);
  return row?.count ?? 0;
}
