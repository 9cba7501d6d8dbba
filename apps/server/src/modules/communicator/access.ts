import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { MESSAGES } from './errors.js';
import * as repository from './repository.js';
import type { ConversationRow } from './repository.js';

/** `me` or the caller's own id; anybody else is 403: a user reads only their own conversations. */
export function ownerOf(caller: AuthUser, owner: string): string {
  if (owner === 'me' || owner === caller.id) return caller.id;
  throw new ForbiddenError(MESSAGES.ownerOnly);
}

/** One of the caller's conversations. */
export async function ownConversation(db: Db, caller: AuthUser, id: number): Promise<ConversationRow> {
  const row = await repository.findConversation(db, id);
  // Someone else's conversation is "not found": its existence is not the caller's business.
  if (!row || row.ownerId !== caller.id) throw new NotFoundError(MESSAGES.conversationNotFound);
  return row;
}
