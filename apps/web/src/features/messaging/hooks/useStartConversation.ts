import type { ConversationOwnerRole, MessagingPerson } from '@achterhoek/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { startConversation } from '../api/messagingApi';
import { conversationPath } from '../paths';

export interface StartConversation {
  /** What the conversation is about (a booking, a ride), and its topic in the inbox. */
  context: string;
  topic: string;
  ownerRole: ConversationOwnerRole;
  /** Whom the first message goes to. */
  recipient: MessagingPerson;
}

/** Router state of a conversation opened to write to somebody: the person the reply box writes to. */
export interface ConversationOpenState {
  recipient: MessagingPerson;
}

/**
 * Opens the caller's conversation about a context (made when there is none yet) with the reply box
 * addressed to `recipient`: how a driver writes to a passenger from a ride.
 */
export function useStartConversation() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ context, topic, ownerRole }: StartConversation) =>
      startConversation({ initialContext: context, topic, ownerRole }),
    onSuccess: ({ id }, { recipient }) => {
      const state: ConversationOpenState = { recipient };
      void navigate(conversationPath(id), { state });
    },
    onError: () => notify.error('messaging.startFailed'),
  });
}
