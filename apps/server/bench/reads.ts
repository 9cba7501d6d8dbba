/**
 * `npm run bench:reads`: server CPU per request of `/api/health` and of four authenticated reads (Gerda's
 * profile, Gerda's trips, Ingrid's credits as the banker answers them, Henk's rides as a driver), through
 * real HTTP on 127.0.0.1. The server (PGlite in memory, demo data, a manual clock, as the tests build it)
 * runs in a child process, so the clients' own work is not counted: the child reports its
 * `process.cpuUsage()` before and after each read's requests. Goal (issue 31): each read's requests per
 * server CPU-second at least half of health's, measured in the same run; health at most 0.2 ms CPU.
 * Prints figures; it is not a test.
 *
 *   BENCH_REQUESTS=2000   requests per read (default 2000)
 *   BENCH_CLIENTS=20      requests in flight at once (default 20)
 *   BENCH_ROUNDS=2        how many times the whole set is measured (default 2; the last round counts)
 *   BENCH_ONLY=health     only the reads whose name contains this text
 *   BENCH_CPU_PROF=dir    the server writes a CPU profile (node --cpu-prof) into dir when it stops
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os, { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { inMemoryServerEnv } from './in-memory-server.js';

const SERVER_ROLE = 'BENCH_READS_SERVER';
/** A Monday morning, as the demo data is dated from the first start. */
const NOW = Date.parse('2026-11-23T08:00:00+01:00');

interface Ready {
  port: number;
  tokens: Record<string, string>;
}
interface CpuReport {
  cpuMs: number;
}

if (process.env[SERVER_ROLE]) await serve();
else await measure();

/** The child: builds the app, signs the demo users in, listens, and answers its CPU time when asked. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { manualClock } = await import('../src/platform/clock.js');
  const { loadConfig } = await import('../src/platform/config.js');
  const { DEMO_PASSWORD } = await import('../src/modules/identity/demo-accounts.js');
  const { loginAs } = await import('../test/oidc-client.js');
  const { dataDir, env } = inMemoryServerEnv('reads');
  const config = loadConfig(env);
  const app = await buildApp(config, { clock: manualClock(NOW) });
  const tokens: Record<string, string> = {};
  for (const email of ['gerda@example.nl', 'henk@example.nl', 'ingrid@example.nl']) {
    const set = await loginAs(app, config.oidcClientId, email, DEMO_PASSWORD, 'http://bench.test');
    tokens[email] = set.access_token;
  }
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMs: (user + system) / 1000 } satisfies CpuReport);
    } else if (message === 'stop') {
      void app.close().then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  process.send!({ port: address.port, tokens } satisfies Ready);
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
}

async function measure(): Promise<void> {
  const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
  const clients = Number(process.env.BENCH_CLIENTS ?? 20);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const cpu = cpus();
  console.log(
    `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(`${requests} requests per read, ${clients} at once, ${rounds} rounds (the last one counts)`);
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, [SERVER_ROLE]: '1' },
    execArgv: [
      ...process.execArgv,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
  });
  const ready = await nextMessage<Ready>(child);
  const base = `http://127.0.0.1:${ready.port}`;
  const bearer = (email: string) => ({ authorization: `Bearer ${ready.tokens[email]}` });
  const reads: Array<{ name: string; path: string; headers: Record<string, string> }> = [
    { name: 'health', path: '/api/health', headers: {} },
    { name: 'profiles/me (Gerda)', path: '/api/profile/profiles/me', headers: bearer('gerda@example.nl') },
    { name: 'trips (Gerda)', path: '/api/planner/trips', headers: bearer('gerda@example.nl') },
    { name: 'banker users/me (Ingrid)', path: '/api/banker/users/me', headers: bearer('ingrid@example.nl') },
    { name: 'rides (Henk)', path: '/api/rideshare/rides', headers: bearer('henk@example.nl') },
  ];
  const only = process.env.BENCH_ONLY;
  const measured = only ? reads.filter((read) => read.name.includes(only)) : reads;
  const serverCpu = async () => {
    child.send('cpu');
    return (await nextMessage<CpuReport>(child)).cpuMs;
  };
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const results: Array<{ name: string; cpuPerRequest: number; wallMs: number }> = [];
      for (const read of measured) {
        const url = `${base}${read.path}`;
        // Warm-up (JIT, caches), not counted.
        await run(url, read.headers, Math.min(200, requests), clients);
        const cpuBefore = await serverCpu();
        const wallBefore = performance.now();
        await run(url, read.headers, requests, clients);
        const wallMs = performance.now() - wallBefore;
        const cpuMs = (await serverCpu()) - cpuBefore;
        results.push({ name: read.name, cpuPerRequest: cpuMs / requests, wallMs });
      }
      const health = results[0]!.cpuPerRequest;
      console.log(`\nround ${round}`);
      console.log(
        'read                        server CPU ms/req   req per CPU-s   share of health   wall req/s',
      );
      for (const result of results) {
        console.log(
          `${result.name.padEnd(28)}${result.cpuPerRequest.toFixed(3).padStart(17)}${(
            1000 / result.cpuPerRequest
          )
            .toFixed(0)
            .padStart(16)}${(health / result.cpuPerRequest).toFixed(2).padStart(18)}${(
            (requests * 1000) /
            result.wallMs
          )
            .toFixed(0)
            .padStart(13)}`,
        );
      }
    }
  } finally {
    child.send('stop');
  }
}

/** `count` GETs with `clients` in flight at once; any answer but 200 stops the bench. */
async function run(url: string, headers: Record<string, string>, count: number, clients: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(url, { headers });
      if (response.status !== 200)
        throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}
