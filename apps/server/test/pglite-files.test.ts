import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';

describe('the embedded database on disk', () => {
  it('keeps its files in a folder only the server’s user may enter, also when the folder existed', async () => {
    // Regression: PGlite's files were readable and writable for every user of the machine.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-pglite-'));
    fs.mkdirSync(path.join(dataDir, 'pg'), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'pg'), 0o777);
    try {
      const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      await database.close();
      expect(fs.statSync(path.join(dataDir, 'pg')).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
