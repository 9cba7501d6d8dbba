import type { Message, MessagesQuerySchema, Paged, SendMessageRequest } from '@achterhoek/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { ownConversation } from './access.js';
import { ensureConversation } from './conversation-service.js';
import { checkBody, deliver } from './push-delivery-job.js';
import type { CommunicatorDeps } from './deps.js';
import { MESSAGES } from './errors.js';
import { checkParticipation, isOwnedContext } from './participation.js';
import * as repository from './repository.js';
import { fullName, loadMessages, paged, peopleOf } from './views.js';

/** The messages in one of the caller's conversations, filtered by what the view shows. */
export async function listMessages(
  deps: CommunicatorDeps,
  caller: AuthUser,
  id: number,
  query: z.infer<typeof MessagesQuerySchema>,
): Promise<Paged<Message>> {
  await ownConversation(deps.db, caller, id);
  const page = await repository.listConversationMessages(
    deps.db,
    id,
    query.deliveryMode,
    query.sortDir,
    query.offset,
    query.maxResults,
  );
  return paged(page.totalCount, query.offset, await loadMessages(deps.db, page.rows));
}

/** A message the caller sent or received; any other is "not found". */
export async function getMessage(deps: CommunicatorDeps, caller: AuthUser, id: number): Promise<Message> {
  const row = await repository.findMessage(deps.db, id);
  const envelope = row ? await repository.findEnvelope(deps.db, id, caller.id) : undefined;
  if (!row || !envelope) throw new NotFoundError(MESSAGES.messageNotFound);
  const [message] = await loadMessages(deps.db, [row]);
  if (!message) throw new NotFoundError(MESSAGES.messageNotFound);
  return message;
}

/**
 * `POST /messages`: a chat message from the caller. The caller's own conversation for the sender
 * context gets a sender envelope; each recipient's conversation for their envelope context gets theirs
 * (both created when missing). Every recipient needs a profile (404 otherwise, nothing stored), and
 * nobody writes to themselves. Everything is stored in one transaction (the caller's, when given one).
 *
 * The envelope's context chooses the recipient's conversation, and contexts are guessable URNs. About a
 * trip, ride, booking or shout-out, sender and recipients must take part in it, as the module owning it
 * answers (participation.ts); the real counterpart is never refused, however the conversation began.
 * In any other context a sender may write into a recipient's existing conversation only if they already
 * take part in it (sent into it, or were written to from it) or nobody has written in it yet. Otherwise
 * 403 and nothing is stored. A new context opens a new conversation.
 */
export async function sendMessage(
  deps: CommunicatorDeps,
  caller: AuthUser,
  input: SendMessageRequest,
  /** A delegate writing for the caller (X-Delegator): kept with the message as who really wrote it. */
  actedBy?: AuthUser,
): Promise<{ id: number }> {
  const body = checkBody(input.body);
  const senderContext = input.senderContext ?? input.context;
  const seen = new Set<string>();
  const envelopes = input.envelopes
    .map((envelope) => ({
      id: envelope.recipient.managedIdentity === 'me' ? caller.id : envelope.recipient.managedIdentity,
      context: envelope.context,
    }))
    .filter((envelope) => !seen.has(envelope.id) && seen.add(envelope.id));
  if (envelopes.some((envelope) => envelope.id === caller.id)) {
    throw new BadRequestError(MESSAGES.toSelf, 'VALIDATION', ['body.envelopes']);
  }
  const people = await peopleOf(deps.db, [caller.id, ...envelopes.map((envelope) => envelope.id)]);
  if (envelopes.some((envelope) => !people.has(envelope.id)))
    throw new NotFoundError(MESSAGES.recipientNotFound);
  const senderName = people.has(caller.id) ? fullName(people, caller.id) : caller.fullName;
  const participation = deps.participation ?? {};
  await checkParticipation(
    deps.db,
    participation,
    { senderId: caller.id, context: input.context, senderContext },
    envelopes,
  );

  const id = await inTransaction(deps.db, async (db) => {
    const context = { db, clock: deps.clock };
    const own = await ensureConversation(context, {
      ownerId: caller.id,
      context: senderContext,
      ownerRole: 'GENERIC',
      topic: envelopes.map((envelope) => fullName(people, envelope.id)).join(', '),
    });
    const message = await repository.insertMessage(db, {
      body,
      context: input.context,
      deliveryMode: input.deliveryMode,
      senderId: caller.id,
      senderContext,
      actedBy: actedBy && actedBy.id !== caller.id ? actedBy.id : null,
      createdAt: deps.clock.now(),
    });
    // The sender has read their own message.
    await repository.insertEnvelopes(db, [
      {
        messageId: message.id,
        conversationId: own.id,
        recipientId: caller.id,
        context: senderContext,
        isSender: true,
        ackAt: message.createdAt,
      },
    ]);
    for (const envelope of envelopes.filter((each) => !isOwnedContext(participation, each.context))) {
      const existing = await repository.findConversationByContext(db, envelope.id, envelope.context);
      if (existing && (await repository.personInConversation(db, existing.id, caller.id)) === 'outsider') {
        throw new ForbiddenError(MESSAGES.notInContext);
      }
    }
    const recipients = [];
    for (const envelope of envelopes) {
      const conversation = await ensureConversation(context, {
        ownerId: envelope.id,
        context: envelope.context,
        ownerRole: 'GENERIC',
        topic: senderName,
      });
      recipients.push({ id: envelope.id, context: envelope.context, conversationId: conversation.id });
    }
    await deliver(db, message, recipients, senderName);
    return message.id;
  });
  // Wakes the outbox worker for the pushes. Inside a caller's transaction that has not committed yet the
  // worker finds nothing and picks the pushes up on its next poll.
  deps.afterCommit?.();
  return { id };
}
