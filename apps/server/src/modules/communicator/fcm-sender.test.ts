import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServiceAccount } from '../../platform/fcm-test-account.js';
import { listenLocally, stopLocally } from '../../platform/http/local-test-server.js';
import { createFcmSender, FCM_BODY_MAX_CHARS } from './fcm-sender.js';

// Which FCM refusals make a token be forgotten, and which only fail the send (a fake FCM on 127.0.0.1).
describe('the FCM sender', () => {
  const { privateKey } = testServiceAccount('p');
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  let tokens = 0;
  const sent: { authorization: string | undefined; body: { message: { notification: { body: string } } } }[] =
    [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/token') {
        tokens += 1;
        response.end(JSON.stringify({ access_token: `access-${tokens}`, expires_in: 3600 }));
        return;
      }
      sent.push({ authorization: request.headers.authorization, body: JSON.parse(text) as never });
      response.statusCode = answer.status;
      response.end(answer.body);
    });
  });
  let sender: ReturnType<typeof createFcmSender>;
  const notification = { title: 'Gerda Wassink', body: 'Hoi', data: { url: '/conversation/1' } };
  const fcmError = (status: number, code: string) =>
    JSON.stringify({
      error: {
        code: status,
        status: code,
        details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: code }],
      },
    });

  beforeAll(async () => {
    const base = await listenLocally(server);
    sender = createFcmSender({
      projectId: 'p',
      clientEmail: 'pushes@p.iam.gserviceaccount.com',
      privateKey,
      apiUrl: `${base}/v1/projects/p/messages:send`,
      tokenUrl: `${base}/token`,
    });
  });
  afterAll(async () => stopLocally(server));

  it('calls a token dead on UNREGISTERED and on a 400 INVALID_ARGUMENT', async () => {
    answer = { status: 404, body: fcmError(404, 'UNREGISTERED') };
    await expect(sender.send('t', notification)).rejects.toMatchObject({ statusCode: 404, tokenGone: true });
    answer = { status: 400, body: fcmError(400, 'INVALID_ARGUMENT') };
    await expect(sender.send('t', notification)).rejects.toMatchObject({ statusCode: 400, tokenGone: true });
  });

  it('only fails on a busy or broken FCM, or a 404 that names no FCM error (a wrong URL)', async () => {
    for (const [status, body] of [
      [503, fcmError(503, 'UNAVAILABLE')],
      [429, fcmError(429, 'QUOTA_EXCEEDED')],
      [404, '<html>Not Found</html>'],
      [403, fcmError(403, 'SENDER_ID_MISMATCH')],
    ] as const) {
      answer = { status, body };
      await expect(sender.send('t', notification)).rejects.toMatchObject({
        statusCode: status,
        tokenGone: false,
      });
    }
  });

  it('asks a new access token after FCM refused the one it had (401)', async () => {
    answer = { status: 200, body: '{}' };
    await sender.send('t', notification);
    const before = tokens;
    answer = { status: 401, body: fcmError(401, 'UNAUTHENTICATED') };
    await expect(sender.send('t', notification)).rejects.toMatchObject({ statusCode: 401, tokenGone: false });
    answer = { status: 200, body: '{}' };
    await sender.send('t', notification);
    expect(tokens).toBe(before + 1);
    expect(sent.at(-1)!.authorization).toBe(`Bearer access-${tokens}`);
  });

  it('cuts a long text so the message stays within what FCM accepts', async () => {
    answer = { status: 200, body: '{}' };
    await sender.send('t', { ...notification, body: '😀'.repeat(1024) });
    const body = sent.at(-1)!.body.message.notification.body;
    expect(Array.from(body)).toHaveLength(FCM_BODY_MAX_CHARS);
    expect(body.endsWith('…')).toBe(true);
  });
});
