import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './database.js';

/** The command-line word that makes the server process only create its first database and exit. */
export const PREPARE_DATABASE_COMMAND = 'prepare-database';

interface DatabaseLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Whether the embedded database on disk has yet to be made: PGlite in `dataDir/pg`, with no cluster there. */
export function firstDatabaseToMake({ databaseUrl, dataDir }: DatabaseLocation): boolean {
  return databaseUrl === undefined && !fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
}

/**
 * Makes the embedded database on disk (PGlite's initdb and every migration) and closes it: what
 * `main.js prepare-database` does.
 */
export async function makeDatabase(location: DatabaseLocation): Promise<void> {
  const database = await openDatabase({ ...location, poolSize: 1 });
  await database.close();
}

/**
 * Makes the server's first embedded database in a child process that exits when it is done, so that the
 * server then opens it as existing data. In the server's own process, initdb and the migrations left the
 * server at 360–390 MB RSS when it first answered, against 270–290 MB on existing data (PGlite's memory
 * for them is not given back; 766 MB right after them): issue 31's limit of 300 MB at start holds for the
 * first start too. The child is this same program (`process.argv[1]`) with the same Node options and
 * environment.
 */
export function makeDatabaseInChildProcess(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error('The server was started without its program file'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_DATABASE_COMMAND], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: process.env,
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Making the database failed (${signal ?? `exit ${code}`})`));
    });
  });
}
