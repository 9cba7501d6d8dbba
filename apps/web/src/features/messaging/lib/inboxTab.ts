import { InboxSelectionSchema, type InboxSelection } from '@achterhoek/contracts';
import { readStorage, writeStorage } from '../../../lib/storage-keys';

/** The inbox remembers its selected tab (spec 000 §2 Messaging). */
export const INBOX_TAB_KEY = 'achterhoek.inboxTab';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered tab; the current conversations when nothing (or something unknown) is stored. */
export function readInboxTab(): InboxSelection {
  return InboxSelectionSchema.catch('ACTUAL').parse(readStorage(storage(), INBOX_TAB_KEY));
}

export function writeInboxTab(tab: InboxSelection): void {
  writeStorage(storage(), INBOX_TAB_KEY, tab);
}
