import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankerUser, CreatePlaceRequest } from '@achterhoek/contracts';
import { openDatabase } from '../src/platform/db/database.js';
import { identifierOf, nameOf, tablesOf } from '../src/platform/db/db-move-catalog.js';
import { dbMove } from '../src/platform/db/db-move-command.js';
import { connectTo, placeOf } from '../src/platform/db/db-move-places.js';
import { demoUser, P } from './profile-helpers.js';
import { asAdmin, createTestApp, databaseUrlOf } from './test-app.js';

const serverUrl = process.env.DATABASE_URL;
const onPostgres = Boolean(serverUrl && serverUrl !== 'memory://');

/** Runs the command as `main.js db-move …` does, with the lines it prints. */
async function move(...argv: string[]): Promise<{ code: number; said: string }> {
  const lines: string[] = [];
  const code = await dbMove(argv, (line) => lines.push(line));
  return { code, said: lines.join('\n') };
}

/**
 * What a database holds, table by table: its rows counted and hashed (each row as text, in one order),
 * and every sequence's last value. Read with the same settings on both engines, so equal contents print
 * equal text.
 */
async function contentsOf(where: string): Promise<Record<string, string>> {
  const connection = await connectTo(placeOf(where));
  try {
    for (const setting of [
      sql`set timezone = 'UTC'`,
      sql`set datestyle = 'ISO, YMD'`,
      sql`set extra_float_digits = 1`,
      sql`set bytea_output = 'hex'`,
    ]) {
      await connection.run(setting);
    }
    const contents: Record<string, string> = {};
    for (const table of await tablesOf(connection.run)) {
      const [row] = await connection.run(sql`
        select count(*)::text || ' rows, md5 ' || md5(coalesce(string_agg(t::text, E'\n' order by t::text collate "C"), ''))
          as digest
        from ${identifierOf(table)} t`);
      contents[nameOf(table)] = String(row?.digest);
    }
    const sequences = await connection.run(sql`
      select schemaname || '.' || sequencename as name, coalesce(last_value::text, 'unused') as value
      from pg_sequences where schemaname not in ('drizzle') and schemaname not like 'pg\\_%'`);
    for (const sequence of sequences) contents[`sequence ${String(sequence.name)}`] = String(sequence.value);
    return contents;
  } finally {
    await connection.close();
  }
}

const temporaryFolder = (name: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `achterhoek-db-move-${name}-`));

describe('moving the database (db-move)', () => {
  it('answers how to call it, with exit code 64, for missing, unknown or equal arguments', async () => {
    for (const argv of [
      [],
      ['--from', './data'],
      ['--to', 'postgres://x@localhost/y'],
      ['--from', 'a', '--to', 'b', '--x'],
    ]) {
      const { code, said } = await move(...argv);
      expect(code).toBe(64);
      expect(said).toContain(
        'Usage: db-move --from <data folder | postgres URL> --to <data folder | postgres URL>',
      );
    }
    const same = await move('--from', './data', '--to', './data/');
    expect(same.code).toBe(64);
    expect(same.said).toContain('--from and --to name the same database.');
    const badUrl = await move('--from', './data', '--to', 'postgres://[nergens');
    expect(badUrl.code).toBe(64);
    expect(badUrl.said).toContain('postgres://[nergens is no valid URL.');
  });

  it('refuses a data folder without a database, and makes nothing', async () => {
    const empty = temporaryFolder('empty');
    const target = path.join(temporaryFolder('target'), 'data');
    try {
      const { code, said } = await move('--from', empty, '--to', target);
      expect(code).toBe(66);
      expect(said).toBe(
        `the embedded database in ${path.join(empty, 'pg')} does not exist: no database to move.`,
      );
      expect(fs.existsSync(target)).toBe(false);

      // A database's own folder (it has PG_VERSION) given for the data folder around it: the answer says so.
      fs.writeFileSync(path.join(empty, 'PG_VERSION'), '17\n');
      const inner = await move('--from', empty, '--to', target);
      expect(inner.code).toBe(66);
      expect(inner.said).toContain(
        `(${empty} is the database itself: give the data folder around it, ${path.dirname(empty)})`,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
      fs.rmSync(path.dirname(target), { recursive: true, force: true });
    }
  });

  // Into PostgreSQL and back: where the tests run with a PostgreSQL server (DATABASE_URL, as on CI).
  describe.runIf(onPostgres)('an embedded database with the demo data', () => {
    const demoData = path.join(os.tmpdir(), `achterhoek-db-move-demo-${randomBytes(6).toString('hex')}`);
    const made: string[] = [];
    /** What the demo data held when its server stopped: Gerda's credits and the id of a place she saved. */
    const before = { credits: 0, placeId: 0 };

    beforeAll(async () => {
      // A new embedded database starts from the worker's migrated empty image once there is one (see
      // openPglite): made first, it serves both new folders of these tests, the demo data's and the
      // target of the move back, instead of each making and migrating its database in place.
      await (await openDatabase({ databaseUrl: 'memory://', dataDir: os.tmpdir(), poolSize: 1 })).close();
      fs.mkdirSync(demoData);
      const t = await createTestApp({
        reuse: { dataDir: demoData, databaseUrl: undefined },
        keep: true,
        env: { SEED_DEMO_TRIPS: 'true' },
      });
      try {
        const gerda = await demoUser(t, 'gerda@example.nl');
        before.credits = (await gerda.get('/api/banker/users/me')).json<BankerUser>().personalAccount.credits;
        const saved = await gerda.post(`${P}/profiles/me/places`, place('Station'));
        expect(saved.statusCode).toBe(201);
        before.placeId = saved.json<{ id: number }>().id;
      } finally {
        await t.close();
      }
    }, 120_000);

    afterAll(async () => {
      for (const name of made)
        await asServerAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
      fs.rmSync(demoData, { recursive: true, force: true });
    });

    it('moves into PostgreSQL and back with every row and sequence, and the app runs on the moved database', async () => {
      const original = await contentsOf(demoData);
      expect(Object.keys(original).length).toBeGreaterThan(40);
      expect(original['banker.entries']).not.toMatch(/^0 rows/);

      const postgres = await newDatabase(made);
      const there = await move('--from', demoData, '--to', postgres);
      expect(there.said).toMatch(/^Moved \d+ tables, [\d,]+ rows in \d+\.\d s\n/);
      expect(there.said).toMatch(
        /Checked: every table has as many rows as in the source; the ledger is the same/,
      );
      expect(there.code).toBe(0);
      expect(await contentsOf(postgres)).toEqual(original);

      const backFolder = temporaryFolder('back');
      try {
        const back = await move('--from', postgres, '--to', backFolder);
        expect(back.code).toBe(0);
        expect(await contentsOf(backFolder)).toEqual(original);
        // Into an embedded database that has rows now: refused as any other filled target.
        const again = await move('--from', postgres, '--to', backFolder);
        expect(again.code).toBe(73);
        expect(again.said).toContain('is not empty');
      } finally {
        fs.rmSync(backFolder, { recursive: true, force: true });
      }
      // The source was only read.
      expect(await contentsOf(demoData)).toEqual(original);

      // A server on the moved database: Gerda signs in with her password and has her credits, and a new
      // place gets an id after the moved ones (the sequences moved too).
      const appFolder = temporaryFolder('app');
      const t = await createTestApp({ reuse: { dataDir: appFolder, databaseUrl: postgres }, keep: true });
      try {
        const gerda = await demoUser(t, 'gerda@example.nl');
        const me = (await gerda.get('/api/banker/users/me')).json<BankerUser>();
        expect(me.personalAccount.credits).toBe(before.credits);
        const saved = await gerda.post(`${P}/profiles/me/places`, place('Markt'));
        expect(saved.statusCode).toBe(201);
        expect(saved.json<{ id: number }>().id).toBeGreaterThan(before.placeId);
      } finally {
        await t.close();
        fs.rmSync(appFolder, { recursive: true, force: true });
      }
    }, 120_000);

    it('refuses a PostgreSQL database that has rows, and leaves it as it was', async () => {
      const postgres = await newDatabase(made);
      await asAdmin(postgres, async (client) => {
        await client.query('create table notes (body text)');
        await client.query(`insert into notes values ('van iemand anders')`);
      });
      const before = await contentsOf(postgres);

      const { code, said } = await move('--from', demoData, '--to', postgres);
      expect(code).toBe(73);
      expect(said).toMatch(
        /^PostgreSQL postgres:\/\/.* is not empty \(rows in public\.notes\); nothing was changed\./,
      );
      expect(await contentsOf(postgres)).toEqual(before);
      expect(before).toEqual({ 'public.notes': `1 rows, md5 ${md5Of('("van iemand anders")')}` });
    });
  });

  it('refuses an embedded database a server has open, and makes no target', async () => {
    const dataDir = temporaryFolder('open');
    const target = path.join(temporaryFolder('target'), 'data');
    const open = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
    try {
      const { code, said } = await move('--from', dataDir, '--to', target);
      expect(code).toBe(75);
      expect(said).toContain(`the embedded database in ${path.join(dataDir, 'pg')} is in use`);
      expect(fs.existsSync(target)).toBe(false);
    } finally {
      await open.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(path.dirname(target), { recursive: true, force: true });
    }
  }, 60_000);
});

function md5Of(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** A favourite place to save: a new row with an id from its table's sequence. */
function place(name: string): CreatePlaceRequest {
  return {
    label: `${name}, Winterswijk`,
    name,
    favorite: false,
    location: { type: 'Point', coordinates: [6.7253, 51.9667] },
  };
}

/** A new, empty database on the test's PostgreSQL server (named in `made`, to be dropped after). */
async function newDatabase(made: string[]): Promise<string> {
  const name = `dbmove_${randomBytes(6).toString('hex')}`;
  await asServerAdmin((admin) => admin.query(`create database ${name}`));
  made.push(name);
  return databaseUrlOf(serverUrl ?? '', name);
}

function asServerAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  return asAdmin(serverUrl ?? '', work);
}
