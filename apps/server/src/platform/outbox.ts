import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import type { Db } from './db/database.js';
import { loggableError } from './loggable-error.js';
import { outbox } from './schema.js';

/**
 * The durable outbox (DESIGN.md §5): work that only informs (push, later rewards and reminders) is
 * enqueued inside the transaction that caused it and handled after commit by a worker. Handlers must be
 * idempotent: a row may be handled again after a crash or a failed attempt. A handler runs outside any
 * transaction (it gets the database); one that must write several rows as one opens its own.
 */
export type OutboxHandler = (payload: unknown, db: Db) => Promise<void>;

export interface OutboxRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

/** Adds work to the outbox, due at `dueAt` (the clock's time of the change that caused it). */
export async function enqueue(db: Db, topic: string, payload: unknown, dueAt: Date): Promise<void> {
  await db.insert(outbox).values({ topic, payload, nextAttemptAt: dueAt });
}

/** Messages per INSERT: three parameters each, far below PostgreSQL's 65,535. */
const MESSAGES_PER_INSERT = 1000;

/**
 * `enqueue` for many messages of one topic at once (a recurring offer's rides), in multi-row INSERTs:
 * one message per payload, handled one by one as if enqueued one by one, in the payloads' order.
 */
export async function enqueueMany(
  db: Db,
  topic: string,
  payloads: readonly unknown[],
  dueAt: Date,
): Promise<void> {
  for (let start = 0; start < payloads.length; start += MESSAGES_PER_INSERT) {
    const chunk = payloads.slice(start, start + MESSAGES_PER_INSERT);
    await db.insert(outbox).values(chunk.map((payload) => ({ topic, payload, nextAttemptAt: dueAt })));
  }
}

export interface OutboxRunOptions {
  /** The app's clock: what is due, and when a failure is retried, follow it (tests move it). */
  clock?: Clock;
  log?: FastifyBaseLogger;
  batchSize?: number;
}

/** Seconds before attempt n+1 (1-based attempts already made): 5 s, 20 s, 80 s, … capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, attempts - 1));
}

export const OUTBOX_MAX_ATTEMPTS = 10;

/**
 * How long a claimed row stays away from other workers while its handler runs. A handler that outlives
 * its lease (or a process killed midway) leaves the row to be claimed again, which idempotent handlers
 * allow.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

/**
 * Claims the oldest due row in a transaction of its own (`FOR UPDATE SKIP LOCKED`, so instances never
 * take the same row): counts the attempt and moves the row's next attempt past the lease, then commits.
 */
async function claimNextRow(db: Db, clock: Clock): Promise<OutboxRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(
        and(
          sql`${outbox.doneAt} is null`,
          sql`${outbox.nextAttemptAt} <= ${clock.now().toISOString()}::timestamptz`,
          sql`${outbox.attempts} < ${OUTBOX_MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(outbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const attempts = row.attempts + 1;
    await tx
      .update(outbox)
      .set({ attempts, nextAttemptAt: new Date(clock.nowMs() + OUTBOX_LEASE_MS) })
      .where(eq(outbox.id, row.id));
    return { id: row.id, topic: row.topic, payload: row.payload, attempts };
  });
}

/**
 * Works off due rows one at a time: claim (and commit), run the handler outside any transaction, then
 * record the outcome: done, or the failure with a retry after a backoff. A handler waits on the network
 * (a push service); holding a transaction open meanwhile would hold locks, and on PGlite, which runs one
 * transaction at a time, stall every request. Answers how many rows were handled successfully.
 */
export async function processOutboxOnce(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  { clock = systemClock, log, batchSize = 20 }: OutboxRunOptions = {},
): Promise<number> {
  let handled = 0;
  for (let index = 0; index < batchSize; index += 1) {
    const row = await claimNextRow(db, clock);
    if (!row) break;
    try {
      const handler = handlers[row.topic];
      if (!handler) throw new Error(`no outbox handler for ${row.topic}`);
      await handler(row.payload, db);
      await db.update(outbox).set({ doneAt: clock.now() }).where(eq(outbox.id, row.id));
      handled += 1;
    } catch (error) {
      log?.warn(
        { err: loggableError(error), outboxId: row.id, topic: row.topic, attempts: row.attempts },
        'outbox handler failed',
      );
      await db
        .update(outbox)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: new Date(clock.nowMs() + backoffSeconds(row.attempts) * 1000),
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return handled;
}

export interface OutboxWorker {
  /** Looks for work now (after a commit that enqueued something) instead of at the next tick. */
  wake(): void;
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (timer unref'd) until stopped. */
export function startOutboxWorker(
  db: Db,
  handlers: Record<string, OutboxHandler>,
  log: FastifyBaseLogger,
  clock: Clock,
  intervalMs = 2000,
): OutboxWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = processOutboxOnce(db, handlers, { clock, log })
      .then(() => undefined)
      .catch((error: unknown) => {
        if (!stopped) log.error({ err: loggableError(error) }, 'outbox worker failed');
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The instance's one outbox: every module registers the handlers of its topics here. */
export interface Outbox {
  /** Registers the handler of a topic; every instance registers the same ones. */
  handle(topic: string, handler: OutboxHandler): void;
  /** Looks for work now (call it after a commit that enqueued something); a no-op without a worker. */
  wake(): void;
  /** Works off every due row now and answers how many succeeded (tests move the clock, then call this). */
  runDue(): Promise<number>;
  /** Polls every `intervalMs` (0: never; tests call `runDue`). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createOutbox(db: Db, clock: Clock, log: FastifyBaseLogger): Outbox {
  // One record for every module's handlers: a worker that met a topic without its handler would fail it.
  const handlers: Record<string, OutboxHandler> = {};
  let worker: OutboxWorker | undefined;
  return {
    handle(topic, handler) {
      handlers[topic] = handler;
    },
    // After the current request's answer has gone out: the work it enqueued (pushes, matching a new
    // ride's alerts) must not hold up the answer of the person who made it.
    wake: () => {
      if (worker) setImmediate(() => worker?.wake());
    },
    async runDue() {
      let total = 0;
      for (;;) {
        const handled = await processOutboxOnce(db, handlers, { clock, log });
        total += handled;
        if (handled === 0) return total;
      }
    },
    start(intervalMs) {
      if (intervalMs > 0 && !worker) worker = startOutboxWorker(db, handlers, log, clock, intervalMs);
    },
    async stop() {
      await worker?.stop();
    },
  };
}

/** The outbox's work not done: still to be handled, and given up after too many failed attempts. */
export interface OutboxDepth {
  waiting: number;
  givenUp: number;
}

/** How much outbox work is not done (for the operators' figures), over every topic. */
export async function outboxDepth(db: Db): Promise<OutboxDepth> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.attempts} < ${OUTBOX_MAX_ATTEMPTS})::int`,
      givenUp: sql<number>`count(*) filter (where ${outbox.attempts} >= ${OUTBOX_MAX_ATTEMPTS})::int`,
    })
    .from(outbox)
    .where(sql`${outbox.doneAt} is null`);
  return { waiting: Number(row?.waiting ?? 0), givenUp: Number(row?.givenUp ?? 0) };
}
