import {
  MAX_OPEN_SHOUT_OUTS,
  MAX_SHOUT_OUT_NOTICES_PER_HOUR,
  SHOUT_OUTS_FULL_MESSAGE,
} from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { UnprocessableError } from '../../../platform/errors.js';
import { lockPersonFor } from '../shared/index.js';
import {
  deleteNoticesBefore,
  insertNotices,
  noticeCountsSince,
  openShoutOutCount,
} from './repository/index.js';

const HOUR_MS = 3600_000;

/**
 * A passenger has at most MAX_OPEN_SHOUT_OUTS open shout-outs whose time is still to come (422 beyond).
 * Counted in the transaction that stores the new one, with the passenger's shout-outs serialised, so the
 * limit holds with several server instances.
 */
export async function checkOpenShoutOutLimit(tx: Db, travellerId: string, now: number): Promise<void> {
  await lockPersonFor(tx, 'shout-outs', travellerId);
  const open = await openShoutOutCount(tx, travellerId, new Date(now));
  if ((open ?? 0) >= MAX_OPEN_SHOUT_OUTS) {
    throw new UnprocessableError(SHOUT_OUTS_FULL_MESSAGE, 'SHOUT_OUTS_FULL');
  }
}

/**
 * Of the drivers near a new shout-out, those who may still be messaged about it: a driver gets at most
 * MAX_SHOUT_OUT_NOTICES_PER_HOUR such messages in an hour (the others still find the shout-out in their
 * list). Records the messages about to be sent. New shout-outs' notices are serialised by one lock, so
 * the count holds with several server instances.
 */
export async function driversToNotify(
  tx: Db,
  planId: number,
  drivers: string[],
  now: number,
): Promise<string[]> {
  if (drivers.length === 0) return [];
  await lockPersonFor(tx, 'shout-out-notices', 'everyone');
  const since = new Date(now - HOUR_MS);
  await deleteNoticesBefore(tx, drivers, since);
  const counts = await noticeCountsSince(tx, drivers, since);
  const sent = new Map(counts.map((row) => [row.driverId, row.count]));
  const told = drivers.filter((driver) => (sent.get(driver) ?? 0) < MAX_SHOUT_OUT_NOTICES_PER_HOUR);
  if (told.length > 0) {
    await insertNotices(tx, planId, told, new Date(now));
  }
  return told;
}
