import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import {
  deleteOidcModel,
  deleteOidcModelsOfGrant,
  findOidcModel,
  setOidcModelConsumed,
  upsertOidcModel,
  type OidcModelKey,
} from './repository.js';

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
      await upsertOidcModel(db, {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('id', id);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('userCode', userCode);
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await setOidcModelConsumed(db, this.model, id, clock.now());
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcModel(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcModelsOfGrant(db, grantId);
    }

    /** The stored payload, unless it expired by the app's clock; a consumed one says when (in seconds). */
    private async findWhere(key: OidcModelKey, value: string): Promise<AdapterPayload | undefined> {
      const row = await findOidcModel(db, this.model, key, value);
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= clock.nowMs())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}
