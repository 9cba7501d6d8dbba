// Runs commands side by side and waits for all of them. Each one's output is held back and printed in one
// block when it ends, so parallel logs do not interleave. Exits non-zero when any command fails.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { recordPhase } from './phases.mjs';

/**
 * @param {{ name: string, command: string, args: string[] }[]} jobs
 * @param {{ concurrency?: number, phases?: boolean }} options phases: report each job's time as a phase
 */
export async function runParallel(jobs, { concurrency = os.availableParallelism(), phases = false } = {}) {
  const queue = [...jobs];
  const failures = [];
  async function worker() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const status = await runBuffered(job);
      if (phases) recordPhase(job.name, status.milliseconds);
      if (status.code !== 0) failures.push(job.name);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return failures;
}

function runBuffered({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    // FORCE_COLOR keeps the tools' colours although their output goes to a pipe.
    const child = spawn(command, args, { env: { FORCE_COLOR: '1', ...process.env } });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const milliseconds = Date.now() - started;
      const outcome = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      process.stdout.write(`\n> ${name}: ${command} ${args.join(' ')}\n`);
      process.stdout.write(Buffer.concat(chunks));
      process.stdout.write(`< ${name}: ${outcome} in ${(milliseconds / 1000).toFixed(1)} s\n`);
      resolve({ code: code ?? 1, milliseconds });
    });
  });
}
