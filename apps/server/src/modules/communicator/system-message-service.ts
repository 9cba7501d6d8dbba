import type { ConversationOwnerRole, DeliveryMode } from '@achterhoek/contracts';
import { inTransaction } from '../../platform/db/transaction.js';
import { ensureConversation } from './conversation-service.js';
import { delegateCopyBody, delegatesOf, delegateTopic } from './delegate-copies.js';
import { checkBody, deliver } from './push-delivery-job.js';
import type { CommunicatorContext } from './deps.js';
import * as repository from './repository.js';

/** The title of system messages (the original's "Netmobiel"). */
export const SYSTEM_TITLE = 'Achterhoek Mobiel';

export interface SystemMessage {
  body: string;
  /** What caused the message (a ride, a trip, a reward). */
  context: string;
  deliveryMode?: DeliveryMode;
  recipients: {
    managedIdentity: string;
    /** The context of the recipient's conversation (looked up or created by owner and this context). */
    conversationContext: string;
    ownerRole: ConversationOwnerRole;
    topic: string;
  }[];
}

/**
 * A message from the system (no sender, no sender envelope), for other modules. Pass the flow's open
 * transaction as `db` to make the message part of it: it is stored only if the whole flow commits.
 * Called with the database, it runs in a transaction of its own. The live events go out and the pushes
 * are handled when it commits (the outbox worker polls; it is not woken). A message to a passenger also
 * goes, shortened, to the delegates who act for them (reference §7.4), in their conversation about that
 * person's travels.
 */
export async function sendSystemMessage(
  context: CommunicatorContext,
  input: SystemMessage,
): Promise<{ id: number }> {
  const body = checkBody(input.body);
  return inTransaction(context.db, async (db) => {
    const inner = { db, clock: context.clock };
    const id = await storeAndDeliver(inner, input, body);
    for (const recipient of input.recipients.filter((candidate) => candidate.ownerRole === 'PASSENGER')) {
      await copyToDelegates(inner, input, body, recipient.managedIdentity);
    }
    return { id };
  });
}

/** The message stored once, each recipient's conversation found or made, and the envelopes delivered. */
async function storeAndDeliver(
  context: CommunicatorContext,
  input: SystemMessage,
  body: string,
): Promise<number> {
  const message = await repository.insertMessage(context.db, {
    body,
    context: input.context,
    deliveryMode: input.deliveryMode ?? 'ALL',
    senderId: null,
    senderContext: null,
    createdAt: context.clock.now(),
  });
  const recipients = [];
  for (const recipient of input.recipients) {
    const conversation = await ensureConversation(context, {
      ownerId: recipient.managedIdentity,
      context: recipient.conversationContext,
      ownerRole: recipient.ownerRole,
      topic: recipient.topic,
      updateTopic: true,
    });
    recipients.push({
      id: recipient.managedIdentity,
      context: recipient.conversationContext,
      conversationId: conversation.id,
    });
  }
  await deliver(context.db, message, recipients, SYSTEM_TITLE);
  return message.id;
}

/** The short copy for the delegates acting for the person, in their conversation about that person. */
async function copyToDelegates(
  context: CommunicatorContext,
  input: SystemMessage,
  body: string,
  personId: string,
): Promise<void> {
  const { delegateIds, personName } = await delegatesOf(context.db, personId);
  if (delegateIds.length === 0) return;
  const copy: SystemMessage = {
    ...input,
    body: delegateCopyBody(personName, body),
    recipients: delegateIds.map((delegateId) => ({
      managedIdentity: delegateId,
      conversationContext: `urn:nb:pf:travels:${personId}`,
      ownerRole: 'DELEGATE',
      topic: delegateTopic(personName),
    })),
  };
  await storeAndDeliver(context, copy, checkBody(copy.body));
}
