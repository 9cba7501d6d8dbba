import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { CommunicatorContext } from './deps.js';
import * as repository from './repository.js';

/** `GET /users/me`: the caller as messaging knows them, with their unread message count. */
export async function getMessagingUser(
  deps: CommunicatorContext,
  caller: AuthUser,
): Promise<{ managedIdentity: string; unreadMessageCount: number }> {
  return { managedIdentity: caller.id, unreadMessageCount: await unreadCountOf(deps, caller.id) };
}

/** How many messages the user received and has not read (their own sent messages do not count). */
export async function unreadCountOf(deps: CommunicatorContext, userId: string): Promise<number> {
  return repository.unreadCountOf(deps.db, userId);
}
