import type { Message, Paged, Conversation } from '@achterhoek/contracts';
import { createECDH, randomBytes } from 'node:crypto';
import type { Caller } from './profile-helpers.js';

/** A browser's push subscription keys, of their real sizes: a P-256 public key and a 16-byte secret. */
export function pushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

export const C = '/api/communicator';

export async function send(
  from: Caller,
  to: string,
  body = 'Hoi, rij je morgen naar Winterswijk?',
  context = 'urn:nb:rs:ride:1',
) {
  return from.post(`${C}/messages`, {
    body,
    context,
    envelopes: [{ context, recipient: { managedIdentity: to } }],
  });
}

export async function inbox(caller: Caller, select: 'ACTUAL' | 'ARCHIVED' = 'ACTUAL') {
  return (await caller.get(`${C}/conversations/inbox?select=${select}`)).json() as Paged<Conversation>;
}

export async function unread(caller: Caller): Promise<number> {
  return ((await caller.get(`${C}/users/me`)).json() as { unreadMessageCount: number }).unreadMessageCount;
}

export type { Message };
