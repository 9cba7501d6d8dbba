/**
 * A/B of decision 0054, one layout per process so that each has the machine's caches to itself; run the
 * two back to back. `LAYOUT=old` answers with the code before decision 0054 (a copy of its src/roads,
 * extracted to bench/zz-old by the command below) on the hierarchy numbered by junction, `LAYOUT=new` with
 * the current code on the renumbered hierarchy. As `bench:roads` §2: 100 warm-up routes, the 1,000 seeded
 * pairs right after contraction, 1,000 pairs not asked before, then cost only. Prints wall p50 and CPU
 * time per question and a hash of every answer (cost, metres, seeds, steps) to compare the runs.
 *
 *   git archive 2a3dff0 packages/routing/src/roads | tar -x -C /tmp && cp -r /tmp/packages/routing/src/roads packages/routing/bench/zz-old/
 *   LAYOUT=old node --max-old-space-size=12288 --expose-gc --import tsx packages/routing/bench/roads-renumber-ab.ts
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery } from '../src/roads/ch/ch-query.js';
import { highestLevelFirst, renumberHierarchy } from '../src/roads/ch/renumber-hierarchy.js';
import { modeGraph } from '../src/roads/road-graph.js';
import type { RoadPath, Seed } from '../src/roads/search/seeds.js';
import { generateRoadNetwork } from '../src/synthetic/road-network.js';
import { cpuMs, heapUsed, latency, now } from './measure.js';
import { randomPairs } from './roads/car-paths.js';

interface Query {
  route(s: readonly Seed[], t: readonly Seed[]): RoadPath | null;
  cost(s: readonly Seed[], t: readonly Seed[]): { cost: number; meters: number } | null;
}

const nodes = Number(process.env.BENCH_ROAD_NODES ?? 1_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const layout = process.env.LAYOUT ?? 'new';
const log = (line: string): void => void process.stderr.write(`${line}\n`);

log(`Generating ${nodes} junctions and contracting…`);
const car = modeGraph(generateRoadNetwork({ seed: 1, nodes }), 'car');
let q: Query;
if (layout === 'old') {
  // The same hierarchy numbered by junction again (nodeOf inverted and dropped), as the former build made it.
  const built = buildContractionHierarchy(car);
  const toJunction = new Int32Array(built.nodeCount);
  for (let j = 0; j < built.nodeCount; j++) toJunction[built.nodeOf![j]!] = j;
  const { nodeOf: _identity, ...former } = renumberHierarchy(built, toJunction);
  const path = './zz-old/roads/ch/ch-query.js';
  const { ChQuery: OldChQuery } = (await import(path)) as { ChQuery: new (ch: typeof former) => Query };
  q = new OldChQuery(former);
} else {
  const built = buildContractionHierarchy(car);
  const share = process.env.SHARE;
  if (share === undefined) q = new ChQuery(built);
  else {
    const toJunction = new Int32Array(built.nodeCount);
    for (let j = 0; j < built.nodeCount; j++) toJunction[built.nodeOf![j]!] = j;
    const former = renumberHierarchy(built, toJunction);
    q = new ChQuery(renumberHierarchy(former, highestLevelFirst(former, Number(share))));
  }
}
// bench:roads measures the hierarchy's memory before §2, which collects the contraction's garbage first.
heapUsed();
const seed = (node: number) => [{ node, cost: 0, meters: 0 }];
const pairs = randomPairs(count, car.nodeCount, 20261124);
const fresh = randomPairs(count, car.nodeCount, count + 4242);
const hash = createHash('sha256');

function run(list: [number, number][], withPath: boolean): string {
  const samples: number[] = [];
  const faultsBefore = process.resourceUsage().minorPageFault;
  const c = cpuMs();
  for (const [a, b] of list) {
    const t = now();
    const r = withPath ? q.route(seed(a), seed(b)) : q.cost(seed(a), seed(b));
    samples.push(now() - t);
    if (withPath && r) {
      const p = r as RoadPath;
      hash.update(`${p.cost}|${p.meters}|${p.source.node}|${p.target.node}|${p.steps.join(',')};`);
    } else hash.update(`${JSON.stringify(r)};`);
  }
  const l = latency(samples);
  const faults = process.resourceUsage().minorPageFault - faultsBefore;
  return `faults/q ${(faults / list.length).toFixed(1)}, p50 ${l.p50.toFixed(3)} ms, mean ${l.mean.toFixed(3)} ms, CPU ${((cpuMs() - c) / list.length).toFixed(3)} ms`;
}

const t = now();
for (const [a, b] of pairs.slice(0, 100)) q.route(seed(a), seed(b));
log(`first unpacker and 100 warm-up routes: ${(now() - t).toFixed(0)} ms`);
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
console.log(`${layout} ${process.env.SHARE ?? ''} (load ${load})`);
console.log(`  route, right after contraction: ${run(pairs, true)}`);
console.log(`  route, pairs not asked before:  ${run(fresh, true)}`);
console.log(`  route, the same pairs again:    ${run(pairs, true)}`);
console.log(`  cost only:                      ${run(pairs, false)}`);
console.log(`  answers ${hash.digest('hex').slice(0, 16)}`);
