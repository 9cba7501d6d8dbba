import type { Message, Paged, Conversation } from '@achterhoek/contracts';
import type { Caller } from './profile-helpers.js';

export { pushKeys } from './push-keys.js';

export const C = '/api/communicator';

export async function send(
  from: Caller,
  to: string,
  body = 'Hoi, rij je morgen naar Winterswijk?',
  context = 'urn:nb:cm:chat:1',
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
