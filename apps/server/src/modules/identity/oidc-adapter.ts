import { and, eq, lt } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { oidcModels } from './schema.js';

/**
 * Stores oidc-provider's sessions, grants, codes and tokens in PostgreSQL, so logins survive a restart
 * and several server instances share them. When a row expires and when it was consumed is read from the
 * app's clock, like every other stored time; the provider checks its own tokens' lifetimes itself.
 */
export function createOidcAdapter(db: Db, clock: Clock): new (model: string) => Adapter {
  return class PostgresOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(clock.nowMs() + expiresIn * 1000) : null;
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(oidcModels)
        .values(row)
        .onConflictDoUpdate({
          target: [oidcModels.model, oidcModels.id],
          set: { payload, grantId: row.grantId, userCode: row.userCode, uid: row.uid, expiresAt },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.id, id));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.userCode, userCode));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcModels.uid, uid));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcModels)
        .set({ consumedAt: clock.now() })
        .where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcModels).where(and(eq(oidcModels.model, this.model), eq(oidcModels.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const rows = await db
        .select({
          payload: oidcModels.payload,
          expiresAt: oidcModels.expiresAt,
          consumedAt: oidcModels.consumedAt,
        })
        .from(oidcModels)
        .where(and(eq(oidcModels.model, this.model), condition))
        .limit(1);
      const row = rows[0];
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= clock.nowMs())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/** Removes rows expired by `now`; run periodically so the table does not grow without bound. */
export async function deleteExpiredOidcModels(db: Db, now: Date): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
}
