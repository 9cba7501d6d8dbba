import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushKeys } from '../../../test/push-keys.js';
import { useSilentServers } from '../../platform/http/fake-remote-service.js';
import { publicOnlyLookup, webPushSender } from './push.js';

describe('web push sender', () => {
  /** A server on 127.0.0.1 that accepts connections and never answers; answers its port. */
  const silent = useSilentServers();
  const silentServer = silent.start;

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
    expect(silent.sockets).toHaveLength(0);
    await new Promise<void>((resolve, reject) =>
      publicOnlyLookup('localhost', {}, (error) => (error ? resolve() : reject(new Error('resolved')))),
    );
  });
});
