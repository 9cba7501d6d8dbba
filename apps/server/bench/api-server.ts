/**
 * The server under test of `npm run bench:api`, in a child process of its own (so its CPU time is its own,
 * apart from the load generator's): the built server (`node dist/main.js`, bundled first, as `npm start`
 * runs it), or from source through tsx with `BENCH_API_SERVER=tsx`, with the configuration of `npm start`
 * on the given data folder and database. Its CPU time is read from /proc/<pid>/stat; a PostgreSQL server's (its postmaster and
 * backends) too, when the bench was told where its data folder is.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export interface ServerEnvironment {
  port: number;
  dataDir: string;
  /** Undefined: the embedded PGlite on disk under `dataDir/pg`, as `npm start` has it. */
  databaseUrl: string | undefined;
}

/**
 * The environment of `npm start` (embedded login, demo data, timers and outbox on, logging at `info`),
 * bound to 127.0.0.1, with one difference: the per-account rates of decision 22 are off, because a
 * benchmark repeats one account's call thousands of times a second and would measure only the 429s.
 */
export function serverEnv(options: ServerEnvironment): Record<string, string> {
  return {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    API_RATE_LIMITS: 'false',
  };
}

export interface RunningServer {
  pid: number;
  origin: string;
  /** The server process's CPU time so far (user + system), in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** How the server is started: the bundle `npm start` runs (built here first), or the source through tsx. */
export function serverCommand(from: 'built' | 'tsx'): string[] {
  if (from === 'tsx') return ['--import', 'tsx', 'src/main.ts'];
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  return ['dist/main.js'];
}

export async function startServer(options: ServerEnvironment, command: string[]): Promise<RunningServer> {
  // BENCH_API_NODE_FLAGS: Node options for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...flags, ...command], {
    cwd: serverDir,
    env: { ...pickEnv(), ...serverEnv(options) },
    // Its log goes where a service's would (written, not read): the writes are part of its cost.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  await waitForHealth(origin, child);
  return {
    pid,
    origin,
    cpuMs: () => processCpuMs(pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** PATH, HOME and the like; none of the caller's app settings (DATABASE_URL, PORT) leak into the server. */
function pickEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_OPTIONS'];
  return Object.fromEntries(
    keep.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]!]])),
  );
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 3 minutes');
}

/** utime + stime (fields 14 and 15 of /proc/<pid>/stat), with `children` also cutime + cstime. */
function statTicks(pid: number, children = false): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
  return utime! + stime! + (children ? cutime! + cstime! : 0);
}

export function processCpuMs(pid: number): number {
  return (statTicks(pid) * 1000) / clockTicksPerSecond;
}

/**
 * A PostgreSQL server's CPU time so far: its postmaster (with the backends that ended, which it reaped)
 * and every live process it started (backends, checkpointer, WAL writer). Undefined without a data folder.
 */
export function postgresCpuMeter(dataFolder: string | undefined): (() => number) | undefined {
  if (!dataFolder) return undefined;
  const postmaster = Number(fs.readFileSync(path.join(dataFolder, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return () => {
    let ticks = statTicks(postmaster, true);
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent === postmaster) ticks += statTicks(Number(entry));
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return (ticks * 1000) / clockTicksPerSecond;
  };
}
