/**
 * `npm run bench:roads`: the road and rideshare half of the planner, measured. Prints figures; it is not
 * a test. Needs no network.
 *
 *   1. the synthetic road graph (≈ 1 M junctions): generation, contraction hierarchy build, memory;
 *   2. car shortest paths: ours vs ngraph.path A* and Dijkstra on the same graph and junction pairs;
 *   3. matching one passenger against 1,000 and 10,000 active rides, ours next to the matcher before
 *      issue 31 (test/rideshare/reference-matcher.ts) on the same rides and requests;
 * Sections 1–3 print the process's CPU time beside the wall time: on a shared machine the wall time
 * grows with other work, the CPU time much less.
 *   4. a full door-to-door plan on the synthetic national transit network with 1,000 active rides.
 *
 *   BENCH_ROAD_NODES=200000     smaller road graph (default 1,000,000)
 *   BENCH_QUERIES=200           fewer questions per section (default 1000)
 *   BENCH_BUDGET_SECONDS=120    stop asking a peer after this long (default 180)
 *   BENCH_SCALE=0.1             smaller transit network for section 4 (default 1)
 */
import { cpus, totalmem } from 'node:os';
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { GraphRoadRouter } from '../src/roads/graph-road-router.js';
import { edgeCount, modeGraph } from '../src/roads/road-graph.js';
import { mayMatch } from '../src/rideshare/prefilter.js';
import { RideMatcher } from '../src/rideshare/ride-matcher.js';
import type { RideInsertion } from '../src/rideshare/types.js';
import { generateRoadNetwork } from '../src/synthetic/road-network.js';
import { ReferenceRideMatcher } from '../test/rideshare/reference-matcher.js';
import { cpuMs, heapUsed, latency, now, type Latency } from './measure.js';
import { table } from './report.js';
import { ngraphOf, ngraphPeer, ours, randomPairs, type PathResult } from './roads/car-paths.js';
import { planBench } from './roads/plan.js';
import { randomRequests, randomRides } from './roads/rides.js';

const nodes = Number(process.env.BENCH_ROAD_NODES ?? 1_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const budgetMs = Number(process.env.BENCH_BUDGET_SECONDS ?? 180) * 1000;
const scale = Number(process.env.BENCH_SCALE ?? 1);
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const ms = (v: number) => (v < 10 ? v.toFixed(3) : v.toFixed(1));
const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const DAY = Date.parse('2026-11-24T00:00:00+01:00');

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version} (${process.platform}/${process.arch})`,
);

// 1. The graph --------------------------------------------------------------------------------------
log(`Generating a road graph of ${nodes.toLocaleString('en')} junctions…`);
const heap0 = heapUsed();
let t = now();
let c = cpuMs();
const g = generateRoadNetwork({ seed: 1, nodes });
const generateMs = now() - t;
const generateCpuMs = cpuMs() - c;
const car = modeGraph(g, 'car');
const graphBytes = heapUsed() - heap0;
log('Contracting…');
t = now();
c = cpuMs();
const ch = buildContractionHierarchy(car);
const chMs = now() - t;
const chCpuMs = cpuMs() - c;
const chBytes = heapUsed() - heap0 - graphBytes;
const chArcs = ch.upTo.length + ch.downFrom.length;
console.log(`\n== Road graph (synthetic, seed 1) ==`);
console.log(
  table([
    ['figure', 'value'],
    ['junctions', g.nodeLat.length.toLocaleString('en')],
    ['road edges', edgeCount(g).toLocaleString('en')],
    ['car arcs', car.arcTo.length.toLocaleString('en')],
    ['generated in', `${(generateMs / 1000).toFixed(1)} s (CPU ${(generateCpuMs / 1000).toFixed(1)} s)`],
    ['graph + car arcs in memory', `${mb(graphBytes)} MB`],
    [
      'contraction hierarchy built in',
      `${(chMs / 1000).toFixed(1)} s (CPU ${(chCpuMs / 1000).toFixed(1)} s)`,
    ],
    [
      'hierarchy arcs (roads + shortcuts)',
      `${chArcs.toLocaleString('en')} (${(chArcs / car.arcTo.length).toFixed(2)}× the car arcs)`,
    ],
    ['hierarchy in memory', `${mb(chBytes)} MB`],
  ]),
);

// 2. Car shortest paths ---------------------------------------------------------------------------
const pairs = randomPairs(count, car.nodeCount, 20261124);
log(`Car paths: ours on ${pairs.length} pairs…`);
const mine = ours(ch, pairs);
log('Car paths: building the ngraph.graph copy…');
const ng = ngraphOf(g, car);
const results: PathResult[] = [mine.result];
for (const [name, heuristic] of [
  ['ngraph.path A* (straight line / top speed)', true],
  ['ngraph.path Dijkstra (A* without heuristic)', false],
] as const) {
  log(`Car paths: ${name}…`);
  results.push({
    ...ngraphPeer(name, ng.graph, car, g, pairs, mine.costs, budgetMs, heuristic),
    buildMs: ng.buildMs,
    memoryBytes: ng.memoryBytes,
  });
}
console.log(`\n== Car shortest path, ${pairs.length} seeded junction pairs ==`);
const p50 = mine.result.latency.p50;
const p95 = mine.result.latency.p95;
console.log(
  table([
    [
      'router',
      'asked',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'mean ms',
      'CPU ms per query',
      'p50/ours',
      'p95/ours',
      'same cost',
    ],
    ...results.map((r) => [
      r.name,
      String(r.asked),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      ms(r.latency.mean),
      r.cpuMean === undefined ? '–' : ms(r.cpuMean),
      `${(r.latency.p50 / p50).toFixed(0)}×`,
      `${(r.latency.p95 / p95).toFixed(0)}×`,
      `${((100 * r.agree) / Math.max(1, r.asked)).toFixed(1)} %`,
    ]),
  ]),
);
console.log(`  ${mine.result.note}`);
console.log(
  `  ngraph.graph copy: built in ${(ng.buildMs / 1000).toFixed(1)} s, ${mb(ng.memoryBytes)} MB of heap`,
);

// 3. Matching ------------------------------------------------------------------------------------
const roads = new GraphRoadRouter(g, ch);
console.log(`\n== Matching one passenger against active rides (${count} requests, half along a ride) ==`);
console.log(
  '   Wall and CPU time per request; the reference is the matcher before issue 31, on its own router,',
);
console.log("   asked the same requests in the same run. CPU percentiles are of each request's CPU time.");
const rows: string[][] = [
  [
    'rides',
    'matcher',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'CPU p50 ms',
    'CPU p95 ms',
    'CPU mean ms',
    'prefiltered',
    'matched per request',
    'same as reference',
  ],
];
for (const rideCount of [1000, 10_000]) {
  log(`Matching: ${rideCount} rides…`);
  const rides = randomRides(g, roads, rideCount, DAY, rideCount);
  const requests = randomRequests(g, rides, count, DAY, rideCount + 1);
  const prefiltered = requests.reduce((n, q) => n + rides.filter((ride) => mayMatch(ride, q)).length, 0);
  const answers = new Map<string, RideInsertion[][]>();
  for (const [name, matcher] of [
    // Before issue 31 the router kept 8,192 search spaces.
    [
      'reference (before)',
      new ReferenceRideMatcher(new GraphRoadRouter(g, ch, { maxCachedSearchSpaces: 8192 })),
    ],
    ['ours', new RideMatcher(roads)],
  ] as const) {
    for (const r of requests.slice(0, 20)) matcher.match(rides, r);
    const samples: number[] = [];
    const cpuSamples: number[] = [];
    const found: RideInsertion[][] = [];
    for (const request of requests) {
      const cpu = cpuMs();
      const s = now();
      found.push(matcher.match(rides, request));
      samples.push(now() - s);
      cpuSamples.push(cpuMs() - cpu);
    }
    answers.set(name, found);
    const l: Latency = latency(samples);
    const lc: Latency = latency(cpuSamples);
    const reference = answers.get('reference (before)')!;
    const same = found.filter((f, i) => JSON.stringify(f) === JSON.stringify(reference[i])).length;
    rows.push([
      rideCount.toLocaleString('en'),
      name,
      ms(l.p50),
      ms(l.p95),
      ms(l.p99),
      ms(lc.p50),
      ms(lc.p95),
      ms(lc.mean),
      (prefiltered / requests.length).toFixed(1),
      (found.reduce((n, f) => n + f.length, 0) / requests.length).toFixed(2),
      `${((100 * same) / requests.length).toFixed(1)} %`,
    ]);
  }
}
console.log(table(rows));

// 4. A whole plan ---------------------------------------------------------------------------------
log('Plan: building the synthetic national timetable…');
console.log(await planBench({ g, roads, scale, count, day: DAY, log }));
