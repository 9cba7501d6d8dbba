import { createECDH, randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { publicOnlyLookup, webPushSender } from './push.js';

/** A browser's push subscription keys: a P-256 public key and a 16-byte secret, base64url. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe('web push sender', () => {
  const sockets: net.Socket[] = [];
  let server: net.Server | undefined;
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets.length = 0;
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  it('gives up on a push service that accepts the connection and never answers', async () => {
    // Regression: without a timeout one such endpoint held the outbox worker for as long as it liked.
    server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const send = webPushSender(webpush.generateVAPIDKeys(), 'mailto:beheer@example.nl', 200);

    await expect(
      send({ endpoint: `https://127.0.0.1:${port}/push/silent`, keys: subscriptionKeys() }, '{}'),
    ).rejects.toThrow(/timeout/i);
  });

  it('does not connect to a push service whose name resolves to a loopback or private address', async () => {
    // The contract refuses such addresses written out; a name that resolves to one is caught on connecting.
    server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const send = webPushSender(webpush.generateVAPIDKeys(), 'mailto:beheer@example.nl', 5_000);

    await expect(
      send({ endpoint: `https://localhost:${port}/push/inside`, keys: subscriptionKeys() }, '{}'),
    ).rejects.toThrow(/non-public address/);
    expect(sockets).toHaveLength(0);
    await new Promise<void>((resolve, reject) =>
      publicOnlyLookup('localhost', {}, (error) => (error ? resolve() : reject(new Error('resolved')))),
    );
  });
});
