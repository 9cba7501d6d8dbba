import { readStorage, safeSessionStorage, sessionStorageKeys, writeStorage } from './storage-keys';

// Spec 000 §2 Landing: an optional `msgId` opens that message's conversation. The landing page may be
// opened with it before signing in, so it is kept for the tab (it survives the round trip to the
// identity provider) and passed on to Home as `?msgId=`; the messaging feature opens the conversation.

export function rememberPendingMessageId(id: string): void {
  writeStorage(safeSessionStorage(), sessionStorageKeys.pendingMessageId, id);
}

/** Returns the remembered message id once, and forgets it. */
export function takePendingMessageId(): string | null {
  const id = readStorage(safeSessionStorage(), sessionStorageKeys.pendingMessageId);
  if (id) writeStorage(safeSessionStorage(), sessionStorageKeys.pendingMessageId, null);
  return id;
}
