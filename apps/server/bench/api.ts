/**
 * `npm run bench:api`: the HTTP API under load, as callers feel it, on the embedded PGlite and on
 * PostgreSQL. The server runs in a child process, built as `npm start` builds it, with the configuration
 * of `npm start` (api-server.ts), on a fresh data folder with the demo data, bench passengers and rides (api-prepare.ts).
 * autocannon on 127.0.0.1 (20 connections) measures /api/health, four reads of signed-in users and a
 * plan; then search-and-book round trips at 10 and at 50 passengers at once. Every run prints requests/s,
 * latency p50/p95/p99, the server's CPU time per request (from /proc) and requests per server CPU-second,
 * and its share of /api/health in the same run. Prints figures; it is not a test.
 *
 *   BENCH_API_SERVER=tsx       run the server from source instead of the bundle
 *   BENCH_API_SECONDS=10       seconds per run (default 10)
 *   BENCH_API_CONNECTIONS=20   autocannon's connections (default 20)
 *   BENCH_API_PASSENGERS=10,50 the round trips' passengers at once (default 10,50)
 *   BENCH_API_DATABASES=pglite,postgres   which databases (default: pglite, and postgres with DATABASE_URL)
 *   DATABASE_URL=postgres://…  a PostgreSQL server: the bench makes a database of its own there, drops it after
 *   BENCH_API_PG_DATA=/path    that server's data folder, to add its processes' CPU time to the figures
 *   BENCH_API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'   Node options for the server process
 *   BENCH_API_PARTS=reads,plan,trips   which parts (default all): health and the reads, the plan, the round trips
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMs } from '../../../packages/routing/bench/measure.js';
import { hammer, searchAndBook, type CpuMeters, type RunFigures } from './api-load.js';
import { prepareData } from './api-prepare.js';
import { postgresCpuMeter, serverCommand, startServer } from './api-server.js';

const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 20);
const crowds = (process.env.BENCH_API_PASSENGERS ?? '10,50').split(',').map(Number);
const postgresUrl = process.env.DATABASE_URL;
const databases = (process.env.BENCH_API_DATABASES ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(
  ',',
);
const parts = new Set((process.env.BENCH_API_PARTS ?? 'reads,plan,trips').split(','));
const port = Number(process.env.BENCH_API_PORT ?? 18_000 + (process.pid % 1000));

const cpu = os.cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}; ${seconds} s per run, ${connections} connections`,
);
const serverFrom = process.env.BENCH_API_SERVER === 'tsx' ? 'tsx' : 'built';
const command = serverCommand(serverFrom);
console.log(`Server: a child process, \`node ${command.join(' ')}\`, npm start's settings, rates off`);

/** The goals of issue 31, printed beside the figures. */
const GOALS = {
  readShareOfHealth: 0.5,
  healthCpuMs: 0.2,
  roundTripP95Ms: 500,
  roundTripCpuMs: 30,
};

const fixed = (value: number, digits = 2) => value.toFixed(digits);

function cpuPerRequest(run: RunFigures, withDatabase = false): number {
  return (run.serverCpuMs + (withDatabase ? (run.databaseCpuMs ?? 0) : 0)) / Math.max(1, run.requests);
}

function printHeader(): void {
  console.log(
    [
      'call'.padEnd(34),
      'req/s'.padStart(7),
      'p50 ms'.padStart(7),
      'p95 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'CPU ms/req'.padStart(10),
      'req/CPU-s'.padStart(9),
      'PG ms/req'.padStart(9),
      '× health (req/s, CPU/req)'.padStart(26),
      'failed'.padStart(6),
    ].join(' | '),
  );
}

function printRun(name: string, run: RunFigures, health: RunFigures | undefined, goal: string): void {
  if (run.requests === 0) {
    console.log(`${name.padEnd(34)} | no answer within the run (the machine is too busy?)`);
    return;
  }
  const rate = run.requests / run.wallSeconds;
  const perRequest = cpuPerRequest(run);
  const share = health
    ? `${fixed(rate / (health.requests / health.wallSeconds))}, ${fixed(perRequest / cpuPerRequest(health), 1)}×`
    : '1.00, 1.0×';
  console.log(
    [
      name.padEnd(34),
      rate.toFixed(0).padStart(7),
      fixed(run.latency.p50, 1).padStart(7),
      fixed(run.latency.p95, 1).padStart(7),
      fixed(run.latency.p99, 1).padStart(7),
      fixed(perRequest, 3).padStart(10),
      (1000 / perRequest).toFixed(0).padStart(9),
      (run.databaseCpuMs === undefined
        ? '–'
        : fixed(run.databaseCpuMs / Math.max(1, run.requests), 3)
      ).padStart(9),
      share.padStart(26),
      String(run.failed).padStart(6),
    ].join(' | ') + (goal ? `   ${goal}` : ''),
  );
}

async function benchDatabase(kind: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-bench-api-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    if (!postgresUrl) throw new Error('postgres needs DATABASE_URL');
    const name = `bench_api_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  try {
    const environment = { port, dataDir, databaseUrl };
    const passengers = Math.max(...crowds);
    const prepared = performance.now();
    const users = await prepareData({ ...environment, passengers });
    console.log(
      `\n=== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded, on disk)'}: demo data, ${passengers} bench passengers, ` +
        `${users.questions.length} bench rides; prepared in ${((performance.now() - prepared) / 1000).toFixed(0)} s`,
    );
    const started = performance.now();
    const server = await startServer(environment, command);
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s (pid ${server.pid})`);
    try {
      const meters: CpuMeters = {
        server: server.cpuMs,
        ...(kind === 'postgres' ? { database: postgresCpuMeter(process.env.BENCH_API_PG_DATA) } : {}),
      };
      const api = (route: string) => `${server.origin}${route}`;
      // Winterswijk → Doetinchem at 07:00 tomorrow, where a bench ride leaves.
      const plan = `/api/planner/search/plan?${users.questions[0]!}`;
      const load = { connections, seconds };
      // Warm-up: the first calls compile the code paths and fill the caches the server keeps.
      await hammer(api('/api/health'), undefined, { connections, seconds: 2 }, meters);
      await hammer(api('/api/profile/profiles/me'), users.gerda, { connections, seconds: 2 }, meters);
      if (parts.has('plan')) await hammer(api(plan), users.gerda, { connections: 2, seconds: 2 }, meters);

      printHeader();
      const health = await hammer(api('/api/health'), undefined, load, meters);
      const healthCpu = cpuPerRequest(health);
      printRun(
        'GET /api/health',
        health,
        undefined,
        `CPU/req ≤ ${GOALS.healthCpuMs} ms: ${healthCpu <= GOALS.healthCpuMs ? 'met' : 'not met'}`,
      );
      const reads: Array<[string, string, string]> = [
        ['GET /api/profile/profiles/me', '/api/profile/profiles/me', users.gerda],
        ['GET /api/planner/trips (Gerda)', '/api/planner/trips', users.gerda],
        ['GET /api/banker/users/me (Gerda)', '/api/banker/users/me', users.gerda],
        ['GET /api/rideshare/rides (Henk)', '/api/rideshare/rides', users.henk],
      ];
      for (const [name, route, authorization] of parts.has('reads') ? reads : []) {
        const run = await hammer(api(route), authorization, load, meters);
        const share = run.requests / run.wallSeconds / (health.requests / health.wallSeconds);
        printRun(
          name,
          run,
          health,
          `share ≥ ${GOALS.readShareOfHealth}: ${share >= GOALS.readShareOfHealth ? 'met' : 'not met'}`,
        );
      }
      if (parts.has('plan')) {
        printRun(
          'GET /api/planner/search/plan',
          await hammer(api(plan), users.gerda, load, meters),
          health,
          '',
        );
      }
      if (!parts.has('trips')) return;

      console.log(
        '\nsearch-and-book round trips (GET /search/plan, then POST /api/planner/trips of its first shared itinerary)',
      );
      console.log(
        'passengers | round trips/s | p50 ms | p95 ms | p99 ms | server CPU ms/round trip | PG CPU ms/round trip | booked | 409 | no ride | failed | goal p95 ≤ 500 ms, CPU ≤ 30 ms',
      );
      let offset = 0;
      for (const crowd of crowds) {
        // Each crowd starts at other rides, so the second does not find the first one's full.
        const questions = [...users.questions.slice(offset), ...users.questions.slice(0, offset)];
        offset += Math.floor(users.questions.length / crowds.length);
        const run = await searchAndBook(
          server.origin,
          users.passengers.slice(0, crowd),
          questions,
          seconds,
          meters,
        );
        const attempts = Math.max(1, run.requests + run.withoutRide);
        const perTrip = run.serverCpuMs / attempts;
        console.log(
          [
            String(crowd).padStart(10),
            fixed(run.requests / run.wallSeconds, 1).padStart(13),
            run.latency.p50.toFixed(0).padStart(6),
            run.latency.p95.toFixed(0).padStart(6),
            run.latency.p99.toFixed(0).padStart(6),
            fixed(perTrip, 1).padStart(24),
            (run.databaseCpuMs === undefined ? '–' : fixed(run.databaseCpuMs / attempts, 1)).padStart(19),
            String(run.booked).padStart(6),
            String(run.refused).padStart(3),
            String(run.withoutRide).padStart(7),
            String(run.failed).padStart(6),
            `p95 ${run.latency.p95 <= GOALS.roundTripP95Ms ? 'met' : 'not met'}, CPU ${perTrip <= GOALS.roundTripCpuMs ? 'met' : 'not met'}`,
          ].join(' | '),
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const benchCpu = cpuMs();
for (const kind of databases) await benchDatabase(kind);
console.log(
  `\nthe bench process itself (load generator and preparation) used ${((cpuMs() - benchCpu) / 1000).toFixed(1)} s CPU`,
);
