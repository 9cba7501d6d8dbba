import { PUSH_SUBSCRIPTIONS_MAX_PER_USER, type PushSubscriptionRequestSchema } from '@achterhoek/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { CommunicatorContext } from './deps.js';
import * as repository from './repository.js';

/** The native wrapper's Firebase token: stored with its time, not used for delivery (Web Push is). */
export async function setFcmToken(deps: CommunicatorContext, caller: AuthUser, token: string): Promise<void> {
  await repository.saveFcmToken(deps.db, caller.id, token, deps.clock.now());
}

/**
 * A browser's Web Push subscription for the caller. Registering it again updates its keys; an endpoint
 * another user registered stays theirs (the web app removes it at logout, so the next user of that
 * browser can register it). A person keeps at most PUSH_SUBSCRIPTIONS_MAX_PER_USER: an eleventh replaces
 * the one registered longest ago.
 */
export async function savePushSubscription(
  deps: CommunicatorContext,
  caller: AuthUser,
  input: z.infer<typeof PushSubscriptionRequestSchema>,
): Promise<void> {
  await inTransaction(deps.db, (db) =>
    repository.savePushSubscription(
      db,
      caller.id,
      {
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        createdAt: deps.clock.now(),
      },
      PUSH_SUBSCRIPTIONS_MAX_PER_USER,
    ),
  );
}

/** Forgets one of the caller's subscriptions; someone else's endpoint is left alone. */
export async function deletePushSubscription(
  deps: CommunicatorContext,
  caller: AuthUser,
  endpoint: string,
): Promise<void> {
  await repository.deletePushSubscription(deps.db, caller.id, endpoint);
}
