/** The communicator's error messages, as callers see them. */
export const MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  recipientNotFound: 'Recipient not found',
  ownerOnly: 'Only the owner may do this',
  toSelf: 'You cannot send a message to yourself',
  notInContext: 'You do not take part in this conversation',
  recipientNotInContext: 'The recipient does not take part in this trip or ride',
} as const;
