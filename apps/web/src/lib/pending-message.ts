import { readStorage, sessionStorageKeys, writeStorage } from './storage-keys';

// Spec 000 §2 Landing: an optional `msgId` opens that message's conversation. The landing page may be
// opened with it before signing in, so it is kept for the tab (it survives the round trip to the
// identity provider) and passed on to Home as `?msgId=`; the messaging feature opens the conversation.

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPendingMessageId(id: string): void {
  writeStorage(storage(), sessionStorageKeys.pendingMessageId, id);
}

/** Returns the remembered message id once, and forgets it. */
export function takePendingMessageId(): string | null {
  const id = readStorage(storage(), sessionStorageKeys.pendingMessageId);
  if (id) writeStorage(storage(), sessionStorageKeys.pendingMessageId, null);
  return id;
}
