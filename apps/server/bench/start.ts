/**
 * `npm run bench:start`: how long the built server (`apps/server/dist/main.js`, as `npm start` runs it)
 * takes to answer `GET /api/health`, first on an empty data folder (migrations, the demo data), then again
 * on the data that first start made; and its memory (VmRSS of /proc/<pid>/status) when it first answers.
 * Each figure is printed with the server process's CPU time (utime + stime of /proc/<pid>/stat, and its
 * ended children's) beside the wall time. Needs the server built once (`npm run build`, or `npm run build -w @achterhoek/server`).
 * Goals (issue 31): ≤ 3 s on existing data, ≤ 10 s empty; RSS ≤ 300 MB at start. Prints; not a test.
 *
 *   BENCH_STARTS=3   starts on the existing data (default 3; the empty start is made once)
 *   BENCH_PORT=8390  the port the server listens on (default 8390)
 *   BENCH_MAIN=…     another build of the server to start (an earlier commit's, to compare)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const main = path.resolve(process.env.BENCH_MAIN ?? path.join(root, 'apps/server/dist/main.js'));
const port = Number(process.env.BENCH_PORT ?? 8390);
const starts = Number(process.env.BENCH_STARTS ?? 3);
/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on Linux). */
const TICKS_PER_SECOND = 100;

if (!fs.existsSync(main)) {
  console.error(`${main} is missing: run \`npm run build -w @achterhoek/server\` first`);
  process.exit(1);
}

const cpu = os.cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);

/**
 * The process's CPU time so far (user + system), in ms, from /proc/<pid>/stat, with that of its children
 * that have ended (cutime + cstime): a first start makes its database in a child process.
 */
function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: the fields counted from after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((field) => Number(fields[field]));
  return ((utime! + stime! + cutime! + cstime!) * 1000) / TICKS_PER_SECOND;
}

/** The process's resident memory in MB (VmRSS of /proc/<pid>/status). */
function processRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

interface StartFigures {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server on `dataDir` and measures until /api/health answers; then stops it. */
async function startOnce(dataDir: string, extraEnv: Record<string, string> = {}): Promise<StartFigures> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${errors}`);
      if (await healthy()) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const wallMs = performance.now() - started;
    return { wallMs, cpuMs: processCpuMs(child.pid!), rssMb: processRssMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

const line = (label: string, f: StartFigures) =>
  console.log(
    `${label.padEnd(34)} ${(f.wallMs / 1000).toFixed(2).padStart(6)} s wall  ${(f.cpuMs / 1000).toFixed(2).padStart(6)} s CPU  ${f.rssMb.toFixed(0).padStart(5)} MB RSS`,
  );

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-bench-start-'));
try {
  console.log(`\nThe built server (${main}) until GET /api/health answers, DATA_DIR ${dataDir}`);
  const empty = await startOnce(dataDir);
  line('empty data folder (goal ≤ 10 s)', empty);
  const again: StartFigures[] = [];
  for (let i = 0; i < starts; i++) {
    const figures = await startOnce(dataDir);
    again.push(figures);
    line(`existing data, start ${i + 1} (goal ≤ 3 s)`, figures);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  line('existing data, median', {
    wallMs: median(again.map((f) => f.wallMs)),
    cpuMs: median(again.map((f) => f.cpuMs)),
    rssMb: median(again.map((f) => f.rssMb)),
  });
  const rss = Math.max(empty.rssMb, ...again.map((f) => f.rssMb));
  console.log(
    `largest RSS at start: ${rss.toFixed(0)} MB (goal ≤ 300 MB: ${rss <= 300 ? 'met' : 'not met'})`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
