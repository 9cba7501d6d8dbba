import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

describe('graceful shutdown', () => {
  it('exits cleanly on SIGTERM, after which its on-disk database opens again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-shutdown-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const start = () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
    try {
      for (let run = 0; run < 2; run += 1) {
        const server = start();
        const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
        await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000);
        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
