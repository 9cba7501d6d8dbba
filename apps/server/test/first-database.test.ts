import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { firstDatabaseToMake, makeDatabase } from '../src/platform/db/first-database.js';
import { rowsOf } from './ledger-helpers.js';

// A first start on an empty folder makes the embedded database before the server opens it (in a child
// process, see first-database.ts; the whole start is tested in shutdown.test.ts).
describe("the server's first database", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  const emptyFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-first-db-'));
    folders.push(folder);
    return folder;
  };

  it('is to be made only for the embedded database on disk, and only while its folder has none', async () => {
    const dataDir = emptyFolder();
    expect(firstDatabaseToMake({ databaseUrl: undefined, dataDir })).toBe(true);
    expect(firstDatabaseToMake({ databaseUrl: 'memory://', dataDir })).toBe(false);
    expect(firstDatabaseToMake({ databaseUrl: 'postgres://db.example/app', dataDir })).toBe(false);

    await makeDatabase({ databaseUrl: undefined, dataDir });
    expect(firstDatabaseToMake({ databaseUrl: undefined, dataDir })).toBe(false);
  }, 60_000);

  it('is made with every migration, so the server opens it as existing data', async () => {
    const dataDir = emptyFolder();
    await makeDatabase({ databaseUrl: undefined, dataDir });
    const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
    try {
      const tables = await database.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_schema = 'banker'`,
      );
      expect((rowsOf(tables)[0] as { count: number }).count).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
