import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { startServerProcess } from './support/server-process.js';

describe('graceful shutdown', () => {
  it('exits cleanly on SIGTERM, after which its on-disk database opens again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-shutdown-'));
    try {
      // Any free port: the server says which one it got.
      const { child, origin, exited } = await startServerProcess({ DATA_DIR: dataDir });
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
      // What the server left on disk opens as a database again, with the data it seeded.
      const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      try {
        const accounts = (await database.db.execute(
          sql`select count(*)::int as n from identity.accounts`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        };
        expect(accounts.rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
