import { readStorage, writeStorage } from '../../../lib/storage-keys';
import type { InboxSelection } from '../api/messagingApi';

/** The inbox remembers its selected tab (spec 000 §2 Messaging). */
export const INBOX_TAB_KEY = 'achterhoek.inboxTab';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readInboxTab(): InboxSelection {
  return readStorage(storage(), INBOX_TAB_KEY) === 'ARCHIVED' ? 'ARCHIVED' : 'ACTUAL';
}

export function writeInboxTab(tab: InboxSelection): void {
  writeStorage(storage(), INBOX_TAB_KEY, tab);
}
