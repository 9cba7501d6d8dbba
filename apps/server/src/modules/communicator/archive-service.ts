import { ARCHIVE_AFTER_DAYS } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The daily job: conversations whose newest message (or, without messages, whose creation) is more than
 * ARCHIVE_AFTER_DAYS before `now` move to the archive tab. `now` is the clock's time of the timer run.
 * Answers how many were archived.
 */
export async function archiveStaleConversations(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ARCHIVE_AFTER_DAYS * DAY_MS);
  return repository.archiveConversationsBefore(db, before, now);
}
