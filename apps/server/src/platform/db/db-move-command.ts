import { parseArgs } from 'node:util';
import { moveDatabase } from './db-move.js';
import { describePlace, MoveRefused, placeOf } from './db-move-places.js';

const USAGE = [
  'Usage: db-move --from <data folder | postgres URL> --to <data folder | postgres URL>',
  '  A data folder is the server’s DATA_DIR (its embedded database is in the folder’s pg subfolder);',
  '  a postgres://user:password@host:5432/name URL names a PostgreSQL database.',
  '  The target must be empty; stop the server before moving.',
];

/**
 * `db-move`: moves the app's database from the embedded database of a data folder into a PostgreSQL
 * database, or back (`npm run db:move -- --from ./data --to postgres://…`). Prints what it did, or why it
 * did not, and answers the exit code (64 for wrong arguments, as `create-admin`).
 */
export async function dbMove(
  argv: string[],
  out: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch (error) {
    for (const line of [(error as Error).message, ...USAGE]) out(line);
    return 64; // EX_USAGE
  }
  if (!values.from || !values.to) {
    for (const line of USAGE) out(line);
    return 64;
  }
  try {
    const from = placeOf(values.from);
    const to = placeOf(values.to);
    if (describePlace(from) === describePlace(to)) {
      throw new MoveRefused('--from and --to name the same database.', 64);
    }
    const moved = await moveDatabase(from, to);
    out(
      `Moved ${moved.tables} tables, ${moved.rows.toLocaleString('en')} rows in ` +
        `${(moved.milliseconds / 1000).toFixed(1)} s`,
    );
    out(`  from ${describePlace(from)} (left as it was)`);
    out(`  to   ${describePlace(to)}`);
    out(
      'Checked: every table has as many rows as in the source' +
        (moved.ledger ? `; the ledger is the same (${moved.ledger}).` : '.'),
    );
    return 0;
  } catch (error) {
    if (error instanceof MoveRefused) {
      for (const line of [error.message, ...(error.exitCode === 64 ? USAGE : [])]) out(line);
      return error.exitCode;
    }
    out(`The move failed and was undone, the target has no rows (${(error as Error).message}).`);
    return 70; // EX_SOFTWARE
  }
}
