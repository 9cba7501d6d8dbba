import type {
  Conversation,
  ConversationLookupQuerySchema,
  ConversationOwnerRole,
  CreateConversationRequestSchema,
  InboxQuerySchema,
  Paged,
} from '@achterhoek/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ownConversation, ownerOf } from './access.js';
import type { CommunicatorContext, CommunicatorDeps } from './deps.js';
import { publishUnreadCount } from './live-events.js';
import * as repository from './repository.js';
import type { ConversationRow } from './repository.js';
import { conversationView, paged, toConversations } from './views.js';

/**
 * One page of the conversations of the owner the caller names (only themselves), as `list` reads them
 * from the repository and `toViews` shows them.
 */
async function ownersPage<R>(
  caller: AuthUser,
  query: { owner: string; offset: number; maxResults: number },
  list: (owner: string, offset: number, limit: number) => Promise<repository.Page<R>>,
  toViews: (rows: R[]) => Promise<Conversation[]>,
): Promise<Paged<Conversation>> {
  const page = await list(ownerOf(caller, query.owner), query.offset, query.maxResults);
  return paged(page.totalCount, query.offset, await toViews(page.rows));
}

/** The caller's inbox: the conversations in use (ACTUAL) or the archived ones, newest activity first. */
export async function getInbox(
  deps: CommunicatorDeps,
  caller: AuthUser,
  query: z.infer<typeof InboxQuerySchema>,
): Promise<Paged<Conversation>> {
  const archived = query.select === 'ARCHIVED';
  return ownersPage(
    caller,
    query,
    (owner, offset, limit) => repository.listInbox(deps.db, owner, archived, offset, limit),
    (rows) => toConversations(deps.db, rows),
  );
}

export async function getConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
): Promise<Conversation> {
  return conversationView(deps.db, await ownConversation(deps.db, caller, id));
}

export async function lookupConversations(
  deps: CommunicatorDeps,
  caller: AuthUser,
  query: z.infer<typeof ConversationLookupQuerySchema>,
): Promise<Paged<Conversation>> {
  return ownersPage(
    caller,
    query,
    (owner, offset, limit) =>
      repository.listConversationsByContext(deps.db, owner, query.context, offset, limit),
    (rows) => Promise.all(rows.map((row) => conversationView(deps.db, row))),
  );
}

/**
 * `POST /conversations`: the caller's conversation about a context. When the caller already has one for
 * that context its id is answered with `created: false` (the route answers 200 instead of 201).
 */
export async function createConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  input: z.infer<typeof CreateConversationRequestSchema>,
): Promise<{ id: number; created: boolean }> {
  const existing = await repository.findConversationByContext(deps.db, caller.id, input.initialContext);
  if (existing) return { id: existing.id, created: false };
  const { row, created } = await repository.insertConversation(deps.db, {
    ownerId: caller.id,
    ownerRole: input.ownerRole,
    topic: input.topic,
    initialContext: input.initialContext,
    createdAt: deps.clock.now(),
  });
  return { id: row.id, created };
}

/**
 * Marks every message in one of the caller's conversations read. The acknowledgement and the new unread
 * count on the live stream go together: the count is published only when the acknowledgement commits.
 */
export async function acknowledgeConversation(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  await ownConversation(deps.db, caller, id);
  await inTransaction(deps.db, async (db) => {
    const acked = await repository.ackConversation(db, id, deps.clock.now());
    if (acked > 0) await publishUnreadCount(db, caller.id);
  });
}

/**
 * Finds the owner's conversation about the context or creates it, for a new message in it: the
 * conversation is un-archived and knows the context. `updateTopic` renames an existing one (system
 * messages keep the topic of e.g. a trip up to date).
 */
export async function ensureConversation(
  context: CommunicatorContext,
  spec: {
    ownerId: string;
    context: string;
    ownerRole: ConversationOwnerRole;
    topic: string;
    updateTopic?: boolean;
  },
): Promise<ConversationRow> {
  const { db } = context;
  const existing = await repository.findConversationByContext(db, spec.ownerId, spec.context);
  if (existing) {
    const topic = spec.updateTopic && existing.topic !== spec.topic ? spec.topic : undefined;
    await repository.touchConversation(db, existing.id, spec.context, topic);
    return existing;
  }
  const { row } = await repository.insertConversation(db, {
    ownerId: spec.ownerId,
    ownerRole: spec.ownerRole,
    topic: spec.topic,
    initialContext: spec.context,
    createdAt: context.clock.now(),
  });
  return row;
}
