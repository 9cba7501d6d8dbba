import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { timesAfter } from '../db/times-after.js';
import { smsMessages } from '../schema.js';
import type { SmsGateway } from './sms-gateway.js';

type SmsRow = typeof smsMessages.$inferSelect;

/**
 * Keeps an SMS to be sent, inside the caller's transaction: if the transaction fails, no message about it
 * goes out. `dispatchSms` sends it once the transaction committed.
 */
export async function keepSms(db: Db, clock: Clock, to: string, body: string): Promise<number> {
  const [row] = await db
    .insert(smsMessages)
    .values({ to, body, status: 'PENDING', createdAt: clock.now() })
    .returning({ id: smsMessages.id });
  return row!.id;
}

/**
 * The times of the messages kept for a number since a moment, oldest first (for a cap per number). It
 * first takes a transaction lock on the number, so two transactions counting for the same number (on any
 * instance) count one after the other and a cap cannot be passed by asking at once.
 */
export async function smsTimesToSince(db: Db, to: string, since: Date): Promise<Date[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-to:${to}`}))`);
  return timesAfter(db, smsMessages, smsMessages.createdAt, eq(smsMessages.to, to), since);
}

/**
 * Sends a kept SMS through the gateway and records the outcome (SENT with the provider's id, KEPT when the
 * gateway only keeps messages, FAILED with the reason — the user can ask for a new code). Never throws.
 */
export async function dispatchSms(
  db: Db,
  gateway: SmsGateway,
  id: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  if (!row || row.status !== 'PENDING') return;
  try {
    const providerId = await gateway.send(row.to, row.body);
    await db
      .update(smsMessages)
      .set({ provider: gateway.name, providerId, status: providerId === null ? 'KEPT' : 'SENT' })
      .where(eq(smsMessages.id, id));
    log?.info({ smsId: id, provider: gateway.name, to: maskPhone(row.to) }, 'sms handled');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db
      .update(smsMessages)
      .set({ provider: gateway.name, status: 'FAILED', error: reason })
      .where(eq(smsMessages.id, id));
    log?.warn({ smsId: id, provider: gateway.name, reason }, 'sms not sent');
  }
}

/** The newest SMS messages first (admins). */
export async function recentSms(db: Db, limit: number): Promise<SmsRow[]> {
  return db.select().from(smsMessages).orderBy(desc(smsMessages.id)).limit(limit);
}

/** A phone number in the log shows only its last three digits. */
function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;
}
