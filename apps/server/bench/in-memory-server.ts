import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The settings of a server a benchmark builds in its own process, as the tests do: PGlite in memory, the
 * demo data, the bank simulator, no log and no timer loop (the benchmark moves its own clock), in a fresh
 * data folder the benchmark removes when it ends.
 */
export function inMemoryServerEnv(name: string): { dataDir: string; env: Record<string, string> } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `achterhoek-bench-${name}-`));
  return {
    dataDir,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      PUBLIC_URL: 'http://bench.test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'simulator',
      TIMER_INTERVAL_MS: '0',
    },
  };
}
