// The shell's status marks. Both are false until their features exist: messaging will report unread
// conversations, and delegation whether the user is acting for somebody else.

/** Whether the Community tab should show the unread-messages dot. */
export function useHasUnreadMessages(): boolean {
  return false;
}

/** Whether the avatar should show the delegation badge. */
export function useIsDelegating(): boolean {
  return false;
}
