/** Timing and memory helpers for the bench. */

export function now(): number {
  return performance.now();
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function latency(samplesMs: readonly number[]): Latency {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap in use after a full collection (needs --expose-gc; the bench re-spawns itself with it). */
export function heapUsed(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

export const canMeasureHeap = gc !== undefined;

export async function timed<T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const start = now();
  const value = await run();
  return { value, ms: now() - start };
}

/**
 * The process's CPU time so far (user + system), in milliseconds. Benchmarks print it beside the wall
 * time: on a shared or noisy machine the wall time grows with other work, the CPU time much less.
 */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Wall and CPU time of one run of `work`, in milliseconds. */
export async function wallAndCpu<T>(
  work: () => T | Promise<T>,
): Promise<{ value: T; wallMs: number; cpuMs: number }> {
  const wall = now();
  const cpu = cpuMs();
  const value = await work();
  return { value, wallMs: now() - wall, cpuMs: cpuMs() - cpu };
}
