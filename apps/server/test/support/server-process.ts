import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server from source (`src/main.ts` through tsx) in a process of its own, listening on 127.0.0.1. */
export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens: `http://127.0.0.1:<port>`. */
  origin: string;
  /** Its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the server with `env` over the test's environment (no DATABASE_URL unless `env` gives one: the
 * embedded database in DATA_DIR) on `port` (0: any free port, read from what it prints). Answers once it
 * says it runs ('Achterhoek Mobiel draait op …', printed when the port is open), so nothing has to be
 * polled or waited for; fails if it exits first.
 */
export function startServerProcess(env: Record<string, string>, port = 0): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    // Every line is read, also after start-up, so the server never blocks on a full pipe.
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('Achterhoek Mobiel draait op ')) return;
      const printed = /^Achterhoek Mobiel draait op http:\/\/localhost:(\d+)/.exec(line)?.[1];
      resolve({ child, origin: `http://127.0.0.1:${port || printed}`, exited });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening:\n${errors}`)));
  });
}

/** A free port on 127.0.0.1, for a server that prints its public address rather than its port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
