import { Worker } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is the file `name` next to the caller (`callerUrl`: the caller's
 * import.meta.url). The bundled server has it as `name.js` beside dist/main.js (scripts/build.mjs bundles
 * it as an entry of its own); from the sources (tests, npm run dev) it is `name.ts`, run under tsx.
 */
export function startWorkerThread(callerUrl: string, name: string, workerData: unknown): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), { workerData });
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData,
    argv: [new URL(`./${name}.ts`, callerUrl).href],
  });
}
