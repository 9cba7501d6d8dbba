import type { Message } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import { callersConversationId } from './pendingConversation';

const base: Message = {
  id: 1,
  body: 'hoi',
  context: 'urn:nb:rs:ride:1',
  createdTime: '2025-03-01T10:00:00+01:00',
  deliveryMode: 'ALL',
  sender: { managedIdentity: 'henk', givenName: 'Henk', familyName: 'Lubbers' },
  senderContext: 'urn:nb:rs:ride:1',
  senderConversationId: 5,
  envelopes: [
    {
      recipient: { managedIdentity: 'gerda', givenName: 'Gerda', familyName: 'Wassink' },
      context: 'urn:nb:rs:ride:1',
      conversationId: 8,
      ackTime: null,
    },
  ],
};

describe('the caller’s conversation of a message', () => {
  it('is the own envelope’s conversation for a recipient', () => {
    expect(callersConversationId(base, 'gerda')).toBe(8);
  });
  it('is the sender’s conversation for the sender', () => {
    expect(callersConversationId(base, 'henk')).toBe(5);
  });
  it('is null for anybody else', () => {
    expect(callersConversationId(base, 'piet')).toBeNull();
  });
});
