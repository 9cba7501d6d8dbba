import { createPublicKey } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import type { Db } from '../src/platform/db/database.js';
import { manualClock } from '../src/platform/clock.js';
import { FCM_SCOPE } from '../src/modules/communicator/fcm-sender.js';
import { testServiceAccount } from '../src/platform/fcm-test-account.js';
import { listenLocally, stopLocally } from '../src/platform/http/local-test-server.js';
import { createTestApp, type TestApp } from './test-app.js';
import { demoUser, type Caller } from './profile-helpers.js';
import { rows } from './ledger-helpers.js';
import { C, send } from './communicator-helpers.js';

// Issue 27: the native app's FCM token was stored and never used. With FCM configured, a message is
// pushed to it through FCM HTTP v1, here a fake of Google's token endpoint and of FCM on 127.0.0.1.
describe('communicator: pushes to the native app through Firebase Cloud Messaging', () => {
  const { account, publicKey } = testServiceAccount('achterhoek-test');
  const clock = manualClock('2026-03-02T10:00:00Z');

  const tokenRequests: { contentType: string | undefined; form: URLSearchParams }[] = [];
  const fcmRequests: { path: string; headers: IncomingHttpHeaders; body: unknown }[] = [];
  /** What the fake FCM answers next. */
  let fcmAnswer: { status: number; body: unknown } = { status: 200, body: {} };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        tokenRequests.push({ contentType: request.headers['content-type'], form: new URLSearchParams(text) });
        response.end(
          JSON.stringify({
            access_token: `access-${tokenRequests.length}`,
            expires_in: 3599,
            token_type: 'Bearer',
          }),
        );
        return;
      }
      fcmRequests.push({
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text) as unknown,
      });
      response.statusCode = fcmAnswer.status;
      response.end(JSON.stringify(fcmAnswer.body));
    });
  });
  let base = '';
  let t: TestApp;
  let db: Db;
  let gerda: Caller;
  let henk: Caller;

  const storedToken = async () =>
    (
      await rows<{ fcm_token: string | null }>(
        db,
        sql`select fcm_token from communicator.users where id = ${henk.sub}`,
      )
    )[0]?.fcm_token;
  const lastMessage = () =>
    fcmRequests.at(-1)?.body as {
      message: { token: string; notification: { title: string; body: string }; data: Record<string, string> };
    };

  beforeAll(async () => {
    base = await listenLocally(server);
    // The app's own worker is off: the test works off the outbox itself (`runDue`).
    t = await createTestApp({
      env: {
        OUTBOX_INTERVAL_MS: '0',
        FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account),
        FCM_API_URL: `${base}/v1/projects/{project}/messages:send`,
        FCM_TOKEN_URL: `${base}/token`,
      },
      services: { clock },
    });
    db = t.app.database.db;
    [gerda, henk] = await Promise.all([demoUser(t, 'gerda@example.nl'), demoUser(t, 'henk@example.nl')]);
  });
  afterAll(async () => {
    await t.close();
    await stopLocally(server);
  });
  beforeEach(() => {
    fcmAnswer = { status: 200, body: { name: 'projects/achterhoek-test/messages/1' } };
  });

  it("sends a message to the person's app token with the title and text, authorised by the service account", async () => {
    expect((await henk.put(`${C}/users/me/fcm-token`, { token: 'henk-telefoon' })).statusCode).toBe(204);
    const { id } = (await send(gerda, henk.sub, 'Ben je thuis?')).json() as { id: number };
    await t.app.outbox.runDue();

    expect(fcmRequests).toHaveLength(1);
    expect(fcmRequests[0]!.path).toBe('/v1/projects/achterhoek-test/messages:send');
    expect(fcmRequests[0]!.headers.authorization).toBe('Bearer access-1');
    const { message } = lastMessage();
    expect(message.token).toBe('henk-telefoon');
    expect(message.notification).toEqual({ title: 'Gerda Wassink', body: 'Ben je thuis?' });
    expect(message.data).toEqual({
      messageId: String(id),
      conversationId: expect.stringMatching(/^\d+$/),
      url: `/conversation/${message.data.conversationId}`,
    });

    // The access token came from the token endpoint for a JWT the service account signed.
    expect(tokenRequests).toHaveLength(1);
    const { form, contentType } = tokenRequests[0]!;
    expect(contentType).toBe('application/x-www-form-urlencoded');
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload, protectedHeader } = await jwtVerify(form.get('assertion')!, createPublicKey(publicKey), {
      issuer: account.client_email,
      audience: `${base}/token`,
      algorithms: ['RS256'],
      currentDate: clock.now(),
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.scope).toBe(FCM_SCOPE);
    expect(payload.iat).toBe(clock.nowMs() / 1000);
    expect(payload.exp).toBe(payload.iat! + 3600);
  });

  it('reuses the access token for the next push, and asks a new one shortly before it expires', async () => {
    await send(gerda, henk.sub, 'Ik kom om drie uur.');
    await t.app.outbox.runDue();
    expect(fcmRequests).toHaveLength(2);
    expect(fcmRequests[1]!.headers.authorization).toBe('Bearer access-1');
    expect(tokenRequests).toHaveLength(1);

    // The token lives 3599 s; 56 minutes on it is within the renewal margin.
    clock.advance(56 * 60_000);
    await send(gerda, henk.sub, 'Tot zo.');
    await t.app.outbox.runDue();
    expect(tokenRequests).toHaveLength(2);
    expect(fcmRequests.at(-1)!.headers.authorization).toBe('Bearer access-2');
  });

  it('tries again after the backoff when FCM is unavailable, keeping the token', async () => {
    fcmAnswer = { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE' } } };
    const before = fcmRequests.length;
    await send(gerda, henk.sub, 'Bel je even?');
    expect(await t.app.outbox.runDue()).toBe(0);
    expect(fcmRequests).toHaveLength(before + 1);
    expect(await storedToken()).toBe('henk-telefoon');

    fcmAnswer = { status: 200, body: {} };
    clock.advance(5_000);
    expect(await t.app.outbox.runDue()).toBe(1);
    expect(fcmRequests).toHaveLength(before + 2);
    expect(lastMessage().message.notification.body).toBe('Bel je even?');
  });

  it('forgets a token FCM reports unregistered, and sends nothing to it afterwards', async () => {
    fcmAnswer = {
      status: 404,
      body: {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [
            { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
          ],
        },
      },
    };
    await send(gerda, henk.sub, 'Hallo?');
    expect(await t.app.outbox.runDue()).toBe(1);
    expect(await storedToken()).toBeNull();

    const before = fcmRequests.length;
    await send(gerda, henk.sub, 'Nog een bericht');
    await t.app.outbox.runDue();
    expect(fcmRequests).toHaveLength(before);
  });

  it('sends nothing to FCM when no service account is configured', async () => {
    // The endpoints point at the fake, but without a service account FCM is off.
    const plain = await createTestApp({
      env: {
        OUTBOX_INTERVAL_MS: '0',
        FCM_API_URL: `${base}/v1/projects/x/messages:send`,
        FCM_TOKEN_URL: `${base}/token`,
      },
      services: { clock },
    });
    try {
      const [g, h] = await Promise.all([
        demoUser(plain, 'gerda@example.nl'),
        demoUser(plain, 'henk@example.nl'),
      ]);
      expect((await h.put(`${C}/users/me/fcm-token`, { token: 'henk-telefoon' })).statusCode).toBe(204);
      const [tokensBefore, sendsBefore] = [tokenRequests.length, fcmRequests.length];
      await send(g, h.sub, 'Zonder FCM');
      expect(await plain.app.outbox.runDue()).toBe(1);
      expect([tokenRequests.length, fcmRequests.length]).toEqual([tokensBefore, sendsBefore]);
    } finally {
      await plain.close();
    }
  });
});
