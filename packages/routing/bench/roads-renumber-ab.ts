/**
 * A/B of decision 0054: car routes with their paths on the same contraction hierarchy in the former node
 * numbering (the graph's junctions) and in the renumbered one (highest rank first), in one process, on the
 * same seeded pairs as `bench:roads` §2. Each layout has its own kept unpackings, filled from empty, so
 * the first round is the figure right after contraction. Every route is compared (cost, metres, seeds,
 * steps). Prints wall p50 and CPU time per route.
 *
 *   node --expose-gc --import tsx packages/routing/bench/roads-renumber-ab.ts
 *   BENCH_ROAD_NODES=200000 BENCH_QUERIES=1000 BENCH_ROUNDS=3
 */
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery } from '../src/roads/ch/ch-query.js';
import type { ContractionHierarchy } from '../src/roads/ch/contraction-hierarchy.js';
import {
  highestLevelFirst,
  highestRankFirst,
  renumberHierarchy,
} from '../src/roads/ch/renumber-hierarchy.js';
import { modeGraph } from '../src/roads/road-graph.js';
import type { RoadPath } from '../src/roads/search/seeds.js';
import { generateRoadNetwork } from '../src/synthetic/road-network.js';
import { cpuMs, latency, now } from './measure.js';
import { randomPairs } from './roads/car-paths.js';
import { loadavg } from 'node:os';

const nodes = Number(process.env.BENCH_ROAD_NODES ?? 1_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const log = (line: string): void => void process.stderr.write(`${line}\n`);

log(`Generating ${nodes} junctions and contracting…`);
const car = modeGraph(generateRoadNetwork({ seed: 1, nodes }), 'car');
const built = buildContractionHierarchy(car);
// The former layout: the same hierarchy numbered by junction again (nodeOf inverted).
const toJunction = new Int32Array(built.nodeCount);
for (let j = 0; j < built.nodeCount; j++) toJunction[built.nodeOf![j]!] = j;
const former = renumberHierarchy(built, toJunction);

const layouts: [string, ContractionHierarchy][] = [
  ['former (junction ids)', former],
  ['highest rank first', renumberHierarchy(former, highestRankFirst(former))],
  ['highest level first', renumberHierarchy(former, highestLevelFirst(former))],
];
const queries = layouts.map(([, ch]) => new ChQuery(ch));
const seed = (node: number) => [{ node, cost: 0, meters: 0 }];
const pairs = randomPairs(count, car.nodeCount, 20261124);
const key = (r: RoadPath | null) =>
  r ? `${r.cost}|${r.meters}|${r.source.node}|${r.target.node}|${r.steps.join(',')}` : 'none';

function run(
  q: ChQuery,
  list: [number, number][],
  withPath: boolean,
): { p50: number; cpu: number; answers: string[] } {
  const samples: number[] = [];
  const answers: string[] = [];
  const c = cpuMs();
  for (const [a, b] of list) {
    const t = now();
    const r = withPath ? q.route(seed(a), seed(b)) : q.cost(seed(a), seed(b));
    samples.push(now() - t);
    answers.push(withPath ? key(r as RoadPath | null) : JSON.stringify(r));
  }
  return { p50: latency(samples).p50, cpu: (cpuMs() - c) / list.length, answers };
}

const fmt = (x: { p50: number; cpu: number }) => `p50 ${x.p50.toFixed(3)} ms, CPU ${x.cpu.toFixed(3)} ms`;
// As bench:roads §2: 100 warm-up routes, then the pairs (pool nearly empty), then new pairs, then cost only.
for (const q of queries) for (const [a, b] of pairs.slice(0, 100)) q.route(seed(a), seed(b));
for (let round = 0; round < rounds; round++) {
  const fresh = randomPairs(count, car.nodeCount, 777 + round);
  const lines: string[] = [];
  const answers: string[][] = [];
  for (let i = 0; i < layouts.length; i++) {
    const q = queries[i]!;
    const routes = run(q, pairs, true);
    const freshRoutes = run(q, fresh, true);
    const costs = run(q, pairs, false);
    answers.push([...routes.answers, ...freshRoutes.answers, ...costs.answers]);
    lines.push(
      `  ${layouts[i]![0]}: route ${fmt(routes)} | new pairs ${fmt(freshRoutes)} | cost only ${fmt(costs)}`,
    );
  }
  const same = answers[0]!.filter((a, i) => answers.every((other) => other[i] === a)).length;
  console.log(
    `round ${round + 1} (load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}), same answers ${same}/${answers[0]!.length}`,
  );
  for (const l of lines) console.log(l);
}
