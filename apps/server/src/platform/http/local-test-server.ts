import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// For the tests of the outbound adapters: a stand-in for the remote service listens on this machine.

/** Starts `server` on 127.0.0.1 at a free port; answers its address, `http://127.0.0.1:<port>`. */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops `server`, dropping the connections still open (a test may have left one waiting). */
export async function stopLocally(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** An address on 127.0.0.1 that nothing listens at (a port just given up): a remote service that is down. */
export async function addressNobodyListensAt(): Promise<string> {
  const closed = createServer();
  const address = await listenLocally(closed);
  await stopLocally(closed);
  return address;
}
