import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The address the server listens on, read from the plain line it ends its start-up with ('Achterhoek
 * Mobiel draait op …'): printed once the port is open, so nothing has to be polled or waited for. Fails
 * if the server exits first.
 */
function listeningAddress(server: ChildProcess): Promise<string> {
  let errors = '';
  server.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      const port = /^Achterhoek Mobiel draait op http:\/\/localhost:(\d+)$/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${errors}`)),
    );
  });
}

describe('graceful shutdown', () => {
  it('exits cleanly on SIGTERM, after which its on-disk database opens again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-shutdown-'));
    const start = () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          // Any free port: the server says which one it got.
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    try {
      for (let run = 0; run < 2; run += 1) {
        const server = start();
        const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
        const address = await listeningAddress(server);
        expect((await fetch(`${address}/api/health`)).status).toBe(200);
        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        await expect(fetch(`${address}/api/health`)).rejects.toThrow();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
