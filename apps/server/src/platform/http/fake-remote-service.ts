import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
  type Socket,
} from 'node:net';
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { listenLocally, stopLocally } from './local-test-server.js';

// For the tests of the outbound adapters: a stand-in for a remote service on this machine, which keeps
// what it was sent and answers as the service would.

/**
 * A remote service's stand-in on 127.0.0.1: `url` is its address with the service's base path, what each
 * request brought is kept in `received`, and `handle` answers as the service would.
 */
export abstract class FakeRemoteService<Received> {
  readonly received: Received[] = [];
  url = '';
  private readonly server = createServer((req, res) => void this.handle(req, res));

  constructor(private readonly basePath: string) {}

  /** Listens on a free port; `url` is set from then on. */
  async start(): Promise<void> {
    this.url = `${await listenLocally(this.server)}${this.basePath}`;
  }

  async stop(): Promise<void> {
    await stopLocally(this.server);
  }

  /** Forgets what it was sent and what a test told it for the next answers. */
  reset(): void {
    this.received.length = 0;
    this.forget();
  }

  /** Forgets what a test told it (answers to give instead, stored resources). */
  protected abstract forget(): void;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

/**
 * The stand-in listens for the tests of the file (or describe) it is used in, and forgets before each
 * test what the one before sent and asked of it.
 */
export function useFakeRemoteService(fake: FakeRemoteService<unknown>): void {
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => fake.reset());
}

/**
 * Runs a call to an adapter that must fail with an error of `type`, and answers that error after checking
 * that the secret the adapter was given (an API key, an app token) shows nowhere in it: not in its message,
 * its stack or anything it holds.
 */
export async function failureKeeping<E extends Error>(
  secret: string,
  type: abstract new (...args: never[]) => E,
  call: Promise<unknown>,
): Promise<E> {
  const error = await call.then(
    () => {
      throw new Error(`expected a ${type.name}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  const failure = error as E;
  expect(failure.name).toBe(type.name);
  expect(failure.message).not.toContain(secret);
  expect(inspect(failure, { depth: 10 })).not.toContain(secret);
  expect(String(failure.stack)).not.toContain(secret);
  return failure;
}

/**
 * Servers on 127.0.0.1 that accept connections and never answer (a remote service that hangs), for the
 * tests of the enclosing describe: `start` answers the port of a new one, `sockets` holds the connections
 * they accepted; each is closed, with its connections, after the test that started it.
 */
export function useSilentServers(): { start: () => Promise<number>; readonly sockets: readonly Socket[] } {
  const sockets: Socket[] = [];
  const servers: NetServer[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });
  const start = async () => {
    const server = createNetServer((socket) => sockets.push(socket));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  return { start, sockets };
}
