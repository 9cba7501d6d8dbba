import { useUnreadMessageCount } from '../../features/messaging';

// The shell's status marks: unread messages come from messaging; delegation is not built yet.

/** Whether the Community tab should show the unread-messages dot. */
export function useHasUnreadMessages(): boolean {
  return useUnreadMessageCount() > 0;
}

/** Whether the avatar should show the delegation badge. */
export function useIsDelegating(): boolean {
  return false;
}
