import { LIVE_EVENT_NAMES, MESSAGE_BODY_MAX_LENGTH } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalidFields } from '../../platform/errors.js';
import { enqueue } from '../../platform/outbox.js';
import { publish, publishUnreadCount } from './live-events.js';
import * as repository from './repository.js';
import type { MessageRow } from './repository.js';

/** The outbox topic of a push for one envelope. */
export const PUSH_TOPIC = 'communicator.push';

/**
 * A message body as stored: trimmed, not empty, at most MESSAGE_BODY_MAX_LENGTH characters. Checked here
 * too because system messages from other modules do not pass the request schema.
 */
export function checkBody(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw invalidFields([{ field: 'body.body', message: 'body is empty' }]);
  if (body.length > MESSAGE_BODY_MAX_LENGTH)
    throw invalidFields([{ field: 'body.body', message: `at most ${MESSAGE_BODY_MAX_LENGTH} characters` }]);
  return body;
}

/**
 * The recipients' side of a new message, inside the sending transaction: envelopes in their
 * conversations, live events (delivered at commit) and a push per recipient through the outbox, unless
 * the message is for the chat view only (MESSAGE).
 */
export async function deliver(
  db: Db,
  message: MessageRow,
  recipients: { id: string; context: string; conversationId: number }[],
  title: string,
): Promise<void> {
  await repository.insertEnvelopes(
    db,
    recipients.map((recipient) => ({
      messageId: message.id,
      conversationId: recipient.conversationId,
      recipientId: recipient.id,
      context: recipient.context,
      isSender: false,
    })),
  );
  for (const recipient of recipients) {
    await publish(db, {
      userId: recipient.id,
      event: LIVE_EVENT_NAMES.messageReceived,
      data: { messageId: message.id, conversationId: recipient.conversationId, title, body: message.body },
    });
    await publishUnreadCount(db, recipient.id);
    if (message.deliveryMode !== 'MESSAGE') {
      await enqueue(db, PUSH_TOPIC, { messageId: message.id, recipientId: recipient.id }, message.createdAt);
    }
  }
}
