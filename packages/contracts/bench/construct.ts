/**
 * `npm run bench:contracts`: what importing the contracts costs a browser. The package is bundled and
 * minified as the web build does (esbuild, ESM, browser target), then each bundle is imported in a fresh
 * Node process, so every run pays the schemas' construction once, as a page load does. Printed: the
 * bundle's bytes (minified and gzip) and the median wall and CPU time of the import over the runs; zod alone
 * (classic and mini) is measured in the same run as the baseline the contracts add to.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { percentile } from '../../routing/bench/measure';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.RUNS ?? 15);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-bench-'));

const entries: Record<string, string> = {
  // zod with one small schema: what any use of it costs, without the contracts' schemas.
  'zod classic alone':
    "import { z } from 'zod'; export const s = z.object({ a: z.string().max(9).optional() });",
  'zod mini alone':
    "import { z } from 'zod/mini'; export const s = z.object({ a: z.optional(z.string().check(z.maxLength(9))) });",
  contracts: `export * from ${JSON.stringify(path.join(here, '..', 'src', 'index.ts'))};`,
};
// BEFORE_SRC: another copy of packages/contracts/src (an older commit's, `git archive`d inside this
// checkout so zod resolves) measured in the same run, for a before/after under the same load.
if (process.env.BEFORE_SRC) {
  entries['contracts before'] =
    `export * from ${JSON.stringify(path.resolve(process.env.BEFORE_SRC, 'index.ts'))};`;
}

/** The child: one import, wall and CPU time around it, printed as JSON. */
const child = `
const wall = performance.now();
const cpu = process.cpuUsage();
await import(process.argv[1]);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ wallMs: performance.now() - wall, cpuMs: (used.user + used.system) / 1000 }));
`;

const bundles: { name: string; outfile: string; bytes: Buffer; walls: number[]; cpus: number[] }[] = [];
for (const [name, source] of Object.entries(entries)) {
  const outfile = path.join(work, `${name.replace(/\W+/g, '-')}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: here, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile,
    logLevel: 'error',
  });
  bundles.push({ name, outfile, bytes: fs.readFileSync(outfile), walls: [], cpus: [] });
}
// The bundles take turns, run after run, so a change in the machine's load falls on all of them alike.
for (let i = 0; i < runs; i++) {
  for (const bundle of bundles) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', child, bundle.outfile], {
      encoding: 'utf8',
    });
    const { wallMs, cpuMs } = JSON.parse(out) as { wallMs: number; cpuMs: number };
    bundle.walls.push(wallMs);
    bundle.cpus.push(cpuMs);
  }
}
for (const { name, bytes, walls, cpus } of bundles) {
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(18)} ${(bytes.length / 1024).toFixed(1).padStart(6)} KB min, ` +
      `${(zlib.gzipSync(bytes).length / 1024).toFixed(1).padStart(5)} KB gzip; ` +
      `import p50 ${percentile(walls, 50).toFixed(1)} ms wall, ${percentile(cpus, 50).toFixed(1)} ms CPU ` +
      `(min ${walls[0]!.toFixed(1)} / ${cpus[0]!.toFixed(1)}; ${runs} fresh processes)`,
  );
}
fs.rmSync(work, { recursive: true, force: true });
