import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './support/server-process.js';

describe('graceful shutdown', () => {
  it('exits cleanly on SIGTERM, after which its on-disk database opens again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-shutdown-'));
    try {
      for (let run = 0; run < 2; run += 1) {
        // Any free port: the server says which one it got.
        const { child, origin, exited } = await startServerProcess({ DATA_DIR: dataDir });
        expect((await fetch(`${origin}/api/health`)).status).toBe(200);
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
