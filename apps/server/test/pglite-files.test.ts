import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';

/** Every file and folder below `folder` that another user of the machine could read, write or enter. */
function openToOthers(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    const own = (fs.statSync(entryPath).mode & 0o077) !== 0 ? [entryPath] : [];
    return entry.isDirectory() ? [...own, ...openToOthers(entryPath)] : own;
  });
}

describe('the embedded database on disk', () => {
  // One database opened (they take seconds each): both regressions are checked on it.
  it('keeps its folder and every file in it the server user’s alone, also when the folder existed', async () => {
    // Regressions: PGlite's folder was readable and writable for every user of the machine, and PGlite
    // writes its files 0666 and 0644 inside it, whatever the umask (issue 26).
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-pglite-'));
    fs.mkdirSync(path.join(dataDir, 'pg'), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, 'pg'), 0o777);
    try {
      const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
      await database.close();
      expect(fs.statSync(path.join(dataDir, 'pg')).mode & 0o777).toBe(0o700);
      expect(openToOthers(path.join(dataDir, 'pg'))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
