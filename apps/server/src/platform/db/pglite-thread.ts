/**
 * EXPERIMENT (decision 0035): PGlite in a worker thread, behind a client that drizzle's pglite driver
 * talks to as if it were PGlite. The worker runs the database and parses the rows; the request thread
 * posts each query and waits. PGlite is one connection: a transaction holds it from BEGIN to COMMIT, so
 * every query outside it waits for the one lock, as PGlite's own transaction() makes them wait.
 */
import { Worker } from 'node:worker_threads';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { PGlite, types } = await import(workerData.pgliteUrl);
  const options = workerData.image ? { loadDataDir: new Blob([workerData.image]) } : {};
  const db = workerData.directory ? new PGlite(workerData.directory, options) : new PGlite(options);
  await db.waitReady;
  const keepAsText = (value) => value;
  const rawDates = {
    [types.TIMESTAMP]: keepAsText, [types.TIMESTAMPTZ]: keepAsText,
    [types.INTERVAL]: keepAsText, [types.DATE]: keepAsText,
  };
  const handlers = {
    query: (m) => db.query(m.sql, m.params, { rowMode: m.rowMode, ...(m.rawDates ? { parsers: rawDates } : {}) }),
    exec: (m) => db.exec(m.sql),
    listen: (m) => db.listen(m.channel, (payload) => parentPort.postMessage({ channel: m.channel, payload })).then(() => null),
    dump: () => db.dumpDataDir('none').then((blob) => blob.arrayBuffer()),
    close: () => db.close().then(() => null),
  };
  parentPort.on('message', async (m) => {
    try {
      parentPort.postMessage({ id: m.id, result: await handlers[m.op](m) });
    } catch (error) {
      parentPort.postMessage({ id: m.id, error: { ...error, message: error.message } });
    }
  });
  parentPort.postMessage({ ready: true });
})().catch((error) => parentPort.postMessage({ failed: String(error && error.stack || error) }));
`;

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

export interface ThreadedPglite {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(
    run: (tx: { query: ThreadedPglite['query']; exec: ThreadedPglite['exec'] }) => Promise<T>,
  ): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  closed: boolean;
  waitReady: Promise<void>;
}

export async function openThreadedPglite(
  directory: string | undefined,
  image?: Blob,
): Promise<ThreadedPglite> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      pgliteUrl: import.meta.resolve('@electric-sql/pglite'),
      directory,
      image: image ? await image.arrayBuffer() : undefined,
    },
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let next = 0;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on(
      'message',
      (message: Reply & { ready?: true; failed?: string; channel?: string; payload?: string }) => {
        if (message.ready) return resolve();
        if (message.failed) return reject(new Error(message.failed));
        if (message.channel !== undefined) {
          for (const handler of listeners.get(message.channel) ?? []) handler(message.payload ?? '');
          return;
        }
        const call = waiting.get(message.id)!;
        waiting.delete(message.id);
        if (message.error) call.reject(Object.assign(new Error(message.error.message), message.error));
        else call.resolve(message.result);
      },
    );
    worker.once('error', reject);
  });
  await ready;
  const send = (op: string, fields: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...fields });
    });
  const rawQuery = (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    send('query', {
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawDates: options.parsers !== undefined,
    });
  const rawExec = (sql: string) => send('exec', { sql });

  // The one connection: a transaction holds it until it ends; a lone query takes it for its own turn.
  let turn: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = turn.then(work, work);
    turn = result.catch(() => undefined);
    return result;
  }
  const client: ThreadedPglite = {
    closed: false,
    waitReady: Promise.resolve(),
    query: (sql, params, options) => exclusive(() => rawQuery(sql, params, options)),
    exec: (sql) => exclusive(() => rawExec(sql)),
    transaction: (run) =>
      exclusive(async () => {
        await rawExec('BEGIN');
        try {
          const value = await run({ query: rawQuery, exec: rawExec });
          await rawExec('COMMIT');
          return value;
        } catch (error) {
          await rawExec('ROLLBACK');
          throw error;
        }
      }),
    listen: async (channel, handler) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await exclusive(() => send('listen', { channel }));
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    dumpDataDir: async () => new Blob([(await exclusive(() => send('dump'))) as ArrayBuffer]),
    close: async () => {
      if (client.closed) return;
      client.closed = true;
      await exclusive(() => send('close'));
      await worker.terminate();
    },
  };
  return client;
}
