import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushKeys } from '../../../test/push-keys.js';
import { publicOnlyLookup, webPushSender } from './push.js';

describe('web push sender', () => {
  const sockets: net.Socket[] = [];
  let server: net.Server | undefined;
  /** A server on 127.0.0.1 that accepts connections and never answers; answers its port. */
  async function silentServer(): Promise<number> {
    server = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets.length = 0;
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  it('gives up on a push service that accepts the connection and never answers', async () => {
    // Regression: without a timeout one such endpoint held the outbox worker for as long as it liked.
    const port = await silentServer();
    const send = webPushSender(webpush.generateVAPIDKeys(), 'mailto:beheer@example.nl', 200);

    await expect(
      send({ endpoint: `https://127.0.0.1:${port}/push/silent`, keys: pushKeys() }, '{}'),
    ).rejects.toThrow(/timeout/i);
  });

  it('does not connect to a push service whose name resolves to a loopback or private address', async () => {
    // The contract refuses such addresses written out; a name that resolves to one is caught on connecting.
    const port = await silentServer();
    const send = webPushSender(webpush.generateVAPIDKeys(), 'mailto:beheer@example.nl', 5_000);

    await expect(
      send({ endpoint: `https://localhost:${port}/push/inside`, keys: pushKeys() }, '{}'),
    ).rejects.toThrow(/non-public address/);
    expect(sockets).toHaveLength(0);
    await new Promise<void>((resolve, reject) =>
      publicOnlyLookup('localhost', {}, (error) => (error ? resolve() : reject(new Error('resolved')))),
    );
  });
});
