import { describe, expect, it } from 'vitest';
import { communicatorEndpoints, endpointPath } from '@achterhoek/contracts';
import { useTestApp } from './support/app.js';
import { useDemoUsers } from './support/callers.js';

import { C } from './communicator-helpers.js';

describe('communicator: every call checks the token and its input', () => {
  const t = useTestApp();
  const [gerda] = useDemoUsers(t, 'gerda');

  it('answers 401 without a token on every call but the public key', async () => {
    for (const endpoint of Object.values(communicatorEndpoints)) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpointPath(endpoint, { id: 1 }),
      });
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(
        'public' in endpoint && endpoint.public ? 200 : 401,
      );
    }
  });

  it('answers 400 naming the field for bad ids, queries and bodies', async () => {
    const bad: [string, Promise<{ statusCode: number; json(): unknown }>][] = [
      ['conversation id', gerda.get(`${C}/conversations/abc`)],
      ['message id', gerda.get(`${C}/messages/0`)],
      ['ack id', gerda.put(`${C}/conversations/2147483648/ack`)],
      ['inbox tab', gerda.get(`${C}/conversations/inbox?select=OLD`)],
      ['lookup without context', gerda.get(`${C}/conversations?owner=me`)],
      ['messages sort', gerda.get(`${C}/conversations/1/messages?sortDir=UP`)],
      [
        'conversation without topic',
        gerda.post(`${C}/conversations`, { initialContext: 'urn:nb:pn:trip:1' }),
      ],
      [
        'message without envelopes',
        gerda.post(`${C}/messages`, { body: 'Hoi', context: 'x', envelopes: [] }),
      ],
      ['empty fcm token', gerda.put(`${C}/users/me/fcm-token`, { token: '' })],
      [
        'subscription without keys',
        gerda.put(`${C}/users/me/push-subscription`, { endpoint: 'https://x.nl' }),
      ],
      ['subscription endpoint', gerda.del(`${C}/users/me/push-subscription?endpoint=not-a-url`)],
    ];
    for (const [what, call] of bad) {
      const response = await call;
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toMatchObject({ status: 400 });
    }
  });
});
