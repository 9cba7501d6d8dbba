import { buildApp } from './app.js';
import { createAdmin } from './create-admin.js';
import { ConfigError, loadConfig } from './platform/config.js';
import { listeningLine, startupNotices } from './platform/startup-notice.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const app = await buildApp(config);

  // Graceful shutdown: stop accepting, let running requests finish, then close the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    forced.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  for (const notice of startupNotices(config)) console.warn(notice);
  // Everything has started: the last line says, in plain words, where the app is. The logger writes
  // Fastify's own 'Server listening' lines through a buffer: flushed first, so this line comes last.
  await flushLog(app.log);
  const bound = app.server.address();
  console.log(listeningLine(config, typeof bound === 'object' && bound ? bound.port : config.port));
}

// `main.js create-admin …` creates the first administrator instead of starting the server, and
// `main.js db-move …` moves its database between the embedded one and PostgreSQL.
const subCommands = new Map<string, (argv: string[]) => Promise<number>>([
  ['create-admin', createAdmin],
  // Loaded only when asked for: it brings the PostgreSQL driver, which a PGlite server never loads.
  ['db-move', async (argv) => (await import('./platform/db/db-move-command.js')).dbMove(argv)],
]);
const subCommand = subCommands.get(process.argv[2] ?? '');
const command = subCommand ? subCommand(process.argv.slice(3)) : main().then(() => undefined);
command.then(
  (exitCode) => {
    if (exitCode !== undefined) process.exit(exitCode);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/** Waits until the logger has written what it holds (pino's flush; a logger without one has nothing held). */
function flushLog(log: unknown): Promise<void> {
  const flush = (log as { flush?: (done: (error?: Error) => void) => void }).flush;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise((resolve) => flush.call(log, () => resolve()));
}
