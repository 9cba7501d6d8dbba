import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from './platform/config.js';
import { openDatabase } from './platform/db/database.js';
import { createPasswordHasher, signUp } from './modules/identity/index.js';

/**
 * `create-admin`: the first administrator of a deployment with the built-in login, with a password the
 * operator chooses (a deployment gets no demo accounts). Run as
 * `npm run admin:create -- --email … --given-name … --family-name …`; the password comes from
 * `ADMIN_PASSWORD` or is asked for on the terminal (or read as the first line of standard input).
 * Answers the exit code.
 */
export async function createAdmin(
  argv: string[],
  options: { config?: AppConfig; readPassword?: () => Promise<string>; out?: (line: string) => void } = {},
): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line));
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        'given-name': { type: 'string' },
        'family-name': { type: 'string' },
      },
    }));
  } catch (error) {
    out((error as Error).message);
    return 64; // EX_USAGE
  }
  if (!values.email || !values['given-name'] || !values['family-name']) {
    out('Usage: create-admin --email <address> --given-name <name> --family-name <name>');
    out('The password is read from ADMIN_PASSWORD, or asked for.');
    return 64;
  }
  let config: AppConfig;
  try {
    config = options.config ?? loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out(error.message);
    return 78; // EX_CONFIG
  }
  if (!config.embeddedIdentity) {
    out('OIDC_ISSUER points at an external identity provider: create the administrator there.');
    return 78; // EX_CONFIG
  }
  const password = process.env.ADMIN_PASSWORD ?? (await (options.readPassword ?? askPassword)());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const result = await signUp(
      database.db,
      createPasswordHasher(config.passwordWorkFactor),
      {
        email: values.email,
        givenName: values['given-name'],
        familyName: values['family-name'],
        password,
      },
      ['admin'],
    );
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors)) out(`${field}: ${message}`);
      return 65; // EX_DATAERR
    }
    out(`Administrator ${result.account.email} created; sign in at ${config.publicUrl}.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Asks for the password on the terminal without showing what is typed; piped input gives its first line. */
async function askPassword(): Promise<string> {
  let hidden = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!hidden) process.stdout.write(chunk as Buffer);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  try {
    process.stdout.write('Password for the administrator: ');
    hidden = true;
    return (await terminal.question('')).trim();
  } finally {
    hidden = false;
    process.stdout.write('\n');
    terminal.close();
  }
}
