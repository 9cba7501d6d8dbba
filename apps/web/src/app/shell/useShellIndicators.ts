import { useHasRealmRole } from '../../lib/useCurrentUser';
import { useUnreadMessageCount } from '../../features/messaging';
import { useActingDelegatorId } from '../../lib/delegation';

// The shell's status marks: unread messages come from messaging, acting for somebody from lib/delegation.

/** Whether the Community tab should show the unread-messages dot. */
export function useHasUnreadMessages(): boolean {
  return useUnreadMessageCount() > 0;
}

/**
 * Whether the avatar should show the delegation badge (spec 000 §2 Shell): while a user with the delegate
 * role acts for somebody. A choice left on the device by a user without the role does not count.
 */
export function useIsDelegating(): boolean {
  const isDelegate = useHasRealmRole('delegate');
  const delegator = useActingDelegatorId();
  return isDelegate && delegator !== null;
}
