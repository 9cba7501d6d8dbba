import type { z } from 'zod';
import { actingDelegatorId } from '../delegation';
import { readStorage, storageKeys, writeStorage } from '../storage-keys';

// What the app last saw of a few lists (the trips, the rides), kept on the device so that it can show
// them while there is no connection. Only ever one person's: the signed-in user, acting for themselves or
// for one delegator. What was saved for anybody else is dropped as soon as something new is saved, is
// never shown, and everything goes at signing out.

/** At most this many lists and pages are kept (the oldest go first): the overview's four lists and a few details. */
export const LAST_SEEN_MAX_ENTRIES = 12;
/** At most this many characters in all (about 1 MB; localStorage holds about 5 MB for the whole app). */
export const LAST_SEEN_MAX_CHARS = 500_000;

interface Entry {
  savedAt: number;
  data: unknown;
}

export interface LastSeen<T> {
  data: T;
  /** When the server gave it (epoch milliseconds). */
  savedAt: number;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/** Whose data it is: the signed-in user, and the person they act for if any. */
function ownerOf(signedInId: string): string {
  return JSON.stringify([signedInId, actingDelegatorId()]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is Entry {
  return isRecord(value) && typeof value.savedAt === 'number' && 'data' in value;
}

/** What is saved, if it is this owner's; anything unreadable or somebody else's counts as nothing. */
function readSaved(owner: string): Record<string, Entry> {
  const text = readStorage(storage(), storageKeys.lastSeen);
  if (!text) return {};
  try {
    const saved: unknown = JSON.parse(text);
    if (!isRecord(saved) || saved.owner !== owner || !isRecord(saved.entries)) return {};
    return Object.fromEntries(Object.entries(saved.entries).filter(([, entry]) => isEntry(entry))) as Record<
      string,
      Entry
    >;
  } catch {
    return {};
  }
}

/**
 * Keeps `data` as the last seen `name` of the signed-in user (`signedInId`) (acting for whom they act for now). The
 * newest entries are kept within LAST_SEEN_MAX_ENTRIES and LAST_SEEN_MAX_CHARS; one that does not fit on
 * its own is not kept.
 */
export function rememberLastSeen(
  signedInId: string,
  name: string,
  data: unknown,
  savedAt = Date.now(),
): void {
  if (!signedInId) return;
  const owner = ownerOf(signedInId);
  const entries = { ...readSaved(owner), [name]: { savedAt, data } };
  let kept = Object.entries(entries)
    .filter(([, entry]) => JSON.stringify(entry).length <= LAST_SEEN_MAX_CHARS)
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, LAST_SEEN_MAX_ENTRIES);
  for (; ; kept = kept.slice(0, -1)) {
    const text = JSON.stringify({ owner, entries: Object.fromEntries(kept) });
    if (text.length <= LAST_SEEN_MAX_CHARS || kept.length === 0) {
      writeStorage(storage(), storageKeys.lastSeen, text);
      return;
    }
  }
}

/** The last seen `name` of the signed-in user (`signedInId`), if it is theirs and still reads as `schema` says. */
export function lastSeen<T>(signedInId: string, name: string, schema: z.ZodType<T>): LastSeen<T> | undefined {
  if (!signedInId) return undefined;
  const entry = readSaved(ownerOf(signedInId))[name];
  if (!entry) return undefined;
  const parsed = schema.safeParse(entry.data);
  return parsed.success ? { data: parsed.data, savedAt: entry.savedAt } : undefined;
}

/** Signing out: nothing of this person stays on the device. */
export function forgetLastSeen(): void {
  writeStorage(storage(), storageKeys.lastSeen, null);
}

/**
 * Another user signed in here: what the previous one saw goes from the device now, not only when something
 * of the new user's is saved over it.
 */
export function forgetLastSeenOfOthers(signedInId: string): void {
  if (!signedInId) return;
  const text = readStorage(storage(), storageKeys.lastSeen);
  if (!text) return;
  try {
    const saved: unknown = JSON.parse(text);
    const owner: unknown =
      isRecord(saved) && typeof saved.owner === 'string' ? JSON.parse(saved.owner) : null;
    if (Array.isArray(owner) && owner[0] === signedInId) return;
  } catch {
    // Unreadable: goes too.
  }
  forgetLastSeen();
}
