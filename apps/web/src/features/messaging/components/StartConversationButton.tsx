import { Button, type ButtonProps } from '@mantine/core';
import { useStartConversation, type StartConversation } from '../hooks/useStartConversation';

/**
 * A button that writes to somebody about something ('Stuur Gerda een bericht'): it opens the signed-in
 * user's conversation about `conversation.context` (made when there is none yet), the reply box addressed
 * to its recipient, and spins while that is under way. `label` is the button's text; the rest its look.
 * The buttons of one list may share one `starting` (useStartConversation): then all of them spin together.
 */
export function StartConversationButton({
  conversation,
  label,
  starting,
  ...look
}: {
  conversation: StartConversation;
  label: string;
  starting?: ReturnType<typeof useStartConversation>;
} & Omit<ButtonProps, 'children' | 'loading'>) {
  const own = useStartConversation();
  const start = starting ?? own;
  return (
    <Button {...look} loading={start.isPending} onClick={() => start.mutate(conversation)}>
      {label}
    </Button>
  );
}
