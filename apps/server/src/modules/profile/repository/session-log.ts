import { and, eq } from 'drizzle-orm';
import type { UserEvent } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { userEvents, userSessions } from '../schema.js';

// ---------------------------------------------------------------------------------------------------
// Session log

export interface SessionLogEntry {
  profileId: string;
  sessionKey: string;
  userAgent: string;
  ip: string | undefined;
  /** Used only when the session is new: the time of its first event. */
  startedAt: Date;
  events: UserEvent[];
  onBehalfOf: string | undefined;
  /** Set when this is the session's last batch (logout). */
  endedAt: Date | undefined;
}

/** Creates the session on first sight, appends the events, and closes the session on the last batch. */
export async function recordSessionLog(db: Db, entry: SessionLogEntry): Promise<number> {
  return inTransaction(db, async (tx) => {
    await tx
      .insert(userSessions)
      .values({
        profileId: entry.profileId,
        sessionKey: entry.sessionKey,
        userAgent: entry.userAgent,
        ip: entry.ip ?? null,
        startedAt: entry.startedAt,
      })
      .onConflictDoNothing({ target: [userSessions.profileId, userSessions.sessionKey] });
    const [session] = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.profileId, entry.profileId), eq(userSessions.sessionKey, entry.sessionKey)))
      .limit(1);
    if (!session) throw new Error('session row vanished');
    if (entry.events.length > 0) {
      await tx.insert(userEvents).values(
        entry.events.map((event) => ({
          sessionId: session.id,
          event: event.event,
          eventTime: new Date(event.eventTime),
          path: 'path' in event ? event.path : null,
          ctaId: 'ctaId' in event ? (event.ctaId ?? null) : null,
          size: 'size' in event ? event.size : null,
          onBehalfOf: entry.onBehalfOf ?? null,
        })),
      );
    }
    if (entry.endedAt) {
      await tx.update(userSessions).set({ endedAt: entry.endedAt }).where(eq(userSessions.id, session.id));
    }
    return session.id;
  });
}
