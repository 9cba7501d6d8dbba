import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from './clock.js';
import { loadConfig } from './config.js';
import { LIVENESS_PING_MAX_AGE_MS } from './database-liveness.js';
import { registerSystemRoutes } from './system-routes.js';

/** A database stand-in whose pings the test counts and can make fail. */
function fakeDatabase() {
  const database = {
    pings: 0,
    down: false,
    ping: async () => {
      database.pings++;
      if (database.down) throw new Error('connection refused');
    },
  };
  return database;
}

/** The system routes alone on a bare Fastify app, with a fake database and a manual clock. */
function systemRoutesApp() {
  const clock = manualClock('2026-03-02T08:00:00Z');
  const database = fakeDatabase();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSystemRoutes(
    app,
    loadConfig({}),
    database,
    { region: { name: 'Test', demo: true, sources: [], roads: 'estimated' } },
    clock,
  );
  return { app, clock, database };
}

describe('GET /api/health', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function healthApp() {
    const made = systemRoutesApp();
    app = made.app;
    const { clock, database } = made;
    const health = async () => {
      const response = await app!.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    return { clock, database, health };
  }

  it('answers from a ping less than a second old, and pings again after it', async () => {
    const { clock, database, health } = await healthApp();
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    clock.advance(LIVENESS_PING_MAX_AGE_MS - 1);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(database.pings).toBe(1);
    clock.advance(1);
    await health();
    expect(database.pings).toBe(2);
  });

  it('answers 503 once the last good ping is a second old and the database is down, and recovers at once', async () => {
    const { clock, database, health } = await healthApp();
    await health();
    database.down = true;
    clock.advance(LIVENESS_PING_MAX_AGE_MS);
    const down = { status: 503, body: { status: 503, message: 'Database unreachable' } };
    expect(await health()).toEqual(down);
    // A failure is not remembered: every call asks again until the database answers.
    expect(await health()).toEqual(down);
    database.down = false;
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(database.pings).toBe(4);
  });

  it('lets callers arriving together share one ping', async () => {
    const { database, health } = await healthApp();
    const answers = await Promise.all([health(), health(), health()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(database.pings).toBe(1);
  });
});

describe('GET /api/live and GET /api/ready', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function probesApp() {
    const made = systemRoutesApp();
    app = made.app;
    const { clock, database } = made;
    const ask = async (url: string) => {
      const response = await app!.inject({ method: 'GET', url });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    return { clock, database, ask };
  }

  it('says the process lives without asking the database, even when it is down', async () => {
    const { database, ask } = await probesApp();
    database.down = true;
    expect(await ask('/api/live')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(database.pings).toBe(0);
  });

  it('is ready while the database answers, and not while it does not', async () => {
    const { clock, database, ask } = await probesApp();
    expect(await ask('/api/ready')).toEqual({ status: 200, body: { status: 'ready', database: 'up' } });
    database.down = true;
    clock.advance(LIVENESS_PING_MAX_AGE_MS);
    expect(await ask('/api/ready')).toEqual({
      status: 503,
      body: { status: 503, message: 'Database unreachable' },
    });
  });

  it('is not ready once the server starts to stop, while the requests already running finish', async () => {
    const { ask } = await probesApp();
    let address = '';
    let duringStop: { status: number; body: unknown } | undefined;
    // A hook added after the routes' runs after theirs: the server has begun to stop and still listens.
    app!.addHook('preClose', async () => {
      const response = await fetch(`${address}/api/ready`);
      duringStop = { status: response.status, body: await response.json() };
    });
    address = await app!.listen({ port: 0, host: '127.0.0.1' });
    expect((await ask('/api/ready')).status).toBe(200);
    await app!.close();
    // Fastify itself answers every request with 503 from the moment the server starts to stop.
    expect(duringStop?.status).toBe(503);
    app = undefined;
  });
});
