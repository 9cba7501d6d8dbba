import type { Message } from '@achterhoek/contracts';

/**
 * The caller's conversation of a message (landing `msgId`): the conversation of the caller's own
 * envelope, or the sender's conversation when the caller sent it; null when neither applies.
 */
export function callersConversationId(message: Message, me: string): number | null {
  const envelope = message.envelopes.find((e) => e.recipient.managedIdentity === me);
  if (envelope) return envelope.conversationId;
  if (message.sender?.managedIdentity === me) return message.senderConversationId;
  return null;
}
