import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, type ManualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import {
  cancelTimer,
  claimDueTimers,
  pendingTimer,
  scheduleTimer,
} from '../src/platform/timers/timer-store.js';
import { createTimers, TIMER_LEASE_MS, type TimerHandler } from '../src/platform/timers/timers.js';
import { createTestApp, secondInstanceDatabase, type TestApp } from './test-app.js';

// Durable timers on both databases: each test drives the timers itself with a manual clock (the app's
// own worker is off), so nothing here sleeps or depends on today's date.

const log = pino({ level: 'silent' });
const START = '2026-03-02T08:00:00Z';
const MINUTE = 60_000;

let testApp: TestApp;
let db: Db;
let kindCounter = 0;
/** A kind of timer no other test uses, so tests cannot fire each other's timers. */
const freshKind = () => `test.kind-${(kindCounter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp({ env: { TIMER_INTERVAL_MS: '0', SEED_DEMO: 'false' } });
  db = testApp.app.database.db;
});
afterAll(async () => {
  await testApp.close();
});

/** A handler that records each entity it ran for. */
function recorder(): { handler: TimerHandler; runs: string[] } {
  const runs: string[] = [];
  return {
    runs,
    handler: async ({ entity }) => {
      runs.push(entity);
    },
  };
}

/** Timers on the test database, driven by a manual clock at START, with a kind of timer of their own. */
function freshTimers() {
  const clock = manualClock(START);
  return { clock, timers: createTimers(db, clock, log), kind: freshKind() };
}

/** Fresh timers with a recorder handling their kind. */
function recordingTimers() {
  const fresh = freshTimers();
  const { handler, runs } = recorder();
  fresh.timers.handle(fresh.kind, handler);
  return { ...fresh, runs };
}

describe('durable timers', () => {
  it('fire once when the clock reaches their due time, not before', async () => {
    const { clock, timers, kind, runs } = recordingTimers();
    await scheduleTimer(db, { kind, entity: 'trip:1', dueAt: new Date(clock.nowMs() + 10 * MINUTE) });

    expect(await timers.runDue()).toBe(0);
    clock.advance(10 * MINUTE - 1);
    expect(await timers.runDue()).toBe(0);
    clock.advance(1);
    expect(await timers.runDue()).toBe(1);
    expect(runs).toEqual(['trip:1']);

    clock.advance(60 * MINUTE);
    expect(await timers.runDue()).toBe(0);
    expect(runs).toEqual(['trip:1']);
    expect(await pendingTimer(db, kind, 'trip:1')).toBeUndefined();
  });

  it('keep one pending timer per kind and entity: scheduling again moves it, cancelling removes it', async () => {
    const { clock, timers, kind, runs } = recordingTimers();
    await scheduleTimer(db, { kind, entity: 'ride:7', dueAt: new Date(clock.nowMs() + 5 * MINUTE) });
    await scheduleTimer(db, { kind, entity: 'ride:7', dueAt: new Date(clock.nowMs() + 30 * MINUTE) });
    await scheduleTimer(db, { kind, entity: 'ride:8', dueAt: new Date(clock.nowMs() + 5 * MINUTE) });
    await cancelTimer(db, kind, 'ride:8');

    clock.advance(5 * MINUTE);
    expect(await timers.runDue()).toBe(0);
    clock.advance(25 * MINUTE);
    expect(await timers.runDue()).toBe(1);
    expect(runs).toEqual(['ride:7']);
  });

  it('retry a failed run with backoff and keep its error until it succeeds', async () => {
    const { clock, timers, kind } = freshTimers();
    let calls = 0;
    timers.handle(kind, async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider unreachable');
    });
    await scheduleTimer(db, { kind, entity: 'deposit:3', dueAt: clock.now() });

    expect(await timers.runDue()).toBe(0);
    expect(await pendingTimer(db, kind, 'deposit:3')).toMatchObject({
      attempts: 1,
      lastError: 'provider unreachable',
      dueAt: new Date(clock.nowMs() + 5_000),
    });
    // Not again at once: the retry waits for its backoff.
    expect(await timers.runDue()).toBe(0);
    expect(calls).toBe(1);

    clock.advance(5_000);
    expect(await timers.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect(await pendingTimer(db, kind, 'deposit:3')).toBeUndefined();
  });

  it('run again a timer whose run died midway, once its lease has run out', async () => {
    const clock = manualClock(START);
    const kind = freshKind();
    await scheduleTimer(db, { kind, entity: 'trip:9', dueAt: clock.now() });
    // An instance claims the timer and dies before it finishes: its claim is committed, nothing else.
    const [claimed] = await claimDueTimers(
      db,
      [kind],
      clock.now(),
      new Date(clock.nowMs() + TIMER_LEASE_MS),
      10,
      10,
    );
    expect(claimed).toMatchObject({ entity: 'trip:9', attempt: 1 });

    const survivor = createTimers(db, clock, log);
    const { handler, runs } = recorder();
    survivor.handle(kind, handler);
    // While the lease holds, the other instance leaves the timer alone: it may still be running.
    clock.advance(TIMER_LEASE_MS - 1);
    expect(await survivor.runDue()).toBe(0);
    clock.advance(1);
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toEqual(['trip:9']);
  });

  it('run a periodic job on its schedule, retry a failed run soon instead of a period later', async () => {
    const clock = manualClock('2026-03-02T10:30:00Z');
    const timers = createTimers(db, clock, log);
    const kind = freshKind();
    const ranAt: string[] = [];
    let failNext = false;
    const hourly = (from: Date) => new Date(Math.floor(from.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
    await timers.every(kind, hourly, async (_db, now) => {
      if (failNext) {
        failNext = false;
        throw new Error('bank down');
      }
      ranAt.push(now.toISOString());
    });

    clock.set('2026-03-02T11:00:00Z');
    expect(await timers.runDue()).toBe(1);
    failNext = true;
    clock.set('2026-03-02T12:00:00Z');
    expect(await timers.runDue()).toBe(0);
    clock.advance(5_000);
    expect(await timers.runDue()).toBe(1);
    expect(ranAt).toEqual(['2026-03-02T11:00:00.000Z', '2026-03-02T12:00:05.000Z']);
    // The next regular run follows the retried one.
    expect((await pendingTimer(db, kind, 'schedule'))?.dueAt).toEqual(new Date('2026-03-02T13:00:00Z'));
  });

  it('a run that is moved while it runs fires again at its new time', async () => {
    const { clock, timers, kind } = freshTimers();
    const runs: string[] = [];
    timers.handle(kind, async ({ entity, db: runDb }) => {
      runs.push(clock.now().toISOString());
      if (runs.length === 1) {
        await scheduleTimer(runDb, { kind, entity, dueAt: new Date(clock.nowMs() + 15 * MINUTE) });
      }
    });
    await scheduleTimer(db, { kind, entity: 'ride:2', dueAt: clock.now() });
    expect(await timers.runDue()).toBe(1);
    clock.advance(15 * MINUTE);
    expect(await timers.runDue()).toBe(1);
    expect(runs).toHaveLength(2);
  });
});

describe('durable timers with two instances on one database', () => {
  let second: Awaited<ReturnType<typeof secondInstanceDatabase>> | undefined;
  let secondDb: Db;

  beforeAll(async () => {
    second = await secondInstanceDatabase(testApp);
    secondDb = second.db;
  });
  afterAll(async () => {
    await second?.close();
  });

  it('fire each timer exactly once when both work the queue at the same time', async () => {
    const clock = manualClock(START);
    const kind = freshKind();
    const fired = new Map<string, number>();
    const slowHandler: TimerHandler = async ({ entity }) => {
      fired.set(entity, (fired.get(entity) ?? 0) + 1);
      // Yield so the other instance gets to claim while this one is busy.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const instanceA = createTimers(db, clock, log);
    const instanceB = createTimers(secondDb, clock, log);
    instanceA.handle(kind, slowHandler);
    instanceB.handle(kind, slowHandler);
    const entities = Array.from({ length: 60 }, (_, index) => `booking:${index}`);
    for (const entity of entities) await scheduleTimer(db, { kind, entity, dueAt: clock.now() });

    const [ranA, ranB] = await Promise.all([instanceA.runDue(), instanceB.runDue()]);

    expect(ranA + ranB).toBe(entities.length);
    expect([...fired.keys()].sort()).toEqual([...entities].sort());
    expect([...fired.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('durable timers across a restart', () => {
  it('keep a timer set before the server stopped and fire it after it starts again', async () => {
    const clock: ManualClock = manualClock(START);
    const first = await createTestApp({
      keep: true,
      env: { TIMER_INTERVAL_MS: '0', SEED_DEMO: 'false' },
      services: { clock },
    });
    const kind = freshKind();
    await scheduleTimer(first.app.database.db, {
      kind,
      entity: 'trip:42',
      dueAt: new Date(clock.nowMs() + 60 * MINUTE),
    });
    const reuse = { dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl };
    await first.close();

    const restarted = await createTestApp({
      reuse,
      env: { TIMER_INTERVAL_MS: '0', SEED_DEMO: 'false' },
      services: { clock },
    });
    try {
      const { handler, runs } = recorder();
      restarted.app.timers.handle(kind, handler);
      clock.advance(60 * MINUTE);
      expect(await restarted.app.timers.runDue()).toBeGreaterThanOrEqual(1);
      expect(runs).toEqual(['trip:42']);
    } finally {
      await restarted.close();
    }
  });
});
