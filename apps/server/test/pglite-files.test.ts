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

  it('makes every file and folder inside it the server user’s alone, whatever modes PGlite gave them', async () => {
    // Regression (issue 26): PGlite writes files 0666 and 0644 inside the private folder.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-pglite-'));
    try {
      const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      await database.close();
      const open: string[] = [];
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const entryPath = path.join(folder, entry.name);
          if ((fs.statSync(entryPath).mode & 0o077) !== 0) open.push(entryPath);
          if (entry.isDirectory()) walk(entryPath);
        }
      };
      walk(path.join(dataDir, 'pg'));
      expect(open).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
