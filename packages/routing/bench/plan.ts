/**
 * `npm run bench:plan`: the whole door-to-door plan on its own (section 4 of `bench:roads` without the
 * car-path and matching sections), at several counts of active rides. Prints figures; it is not a test.
 *
 *   BENCH_ROAD_NODES=200000      smaller road graph (default 1,000,000; its hierarchy is built first)
 *   BENCH_QUERIES=200            fewer questions per ride count (default 1000)
 *   BENCH_RIDES=1000,10000       active ride counts (default 1000,10000,50000)
 *   BENCH_SCALE=0.1              smaller transit network (default 1)
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { GraphRoadRouter } from '../src/roads/graph-road-router.js';
import { modeGraph } from '../src/roads/road-graph.js';
import { generateRoadNetwork } from '../src/synthetic/road-network.js';
import { wallAndCpu } from './measure.js';
import { MultimodalPlanner } from '../src/multimodal/multimodal-planner.js';
import { planBench, type PlannerUnderTest } from './roads/plan.js';

const nodes = Number(process.env.BENCH_ROAD_NODES ?? 1_000_000);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const rideCounts = (process.env.BENCH_RIDES ?? '1000,10000,50000').split(',').map(Number);
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const DAY = Date.parse('2026-11-24T00:00:00+01:00');

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version} (${process.platform}/${process.arch}); load average at start ` +
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' '),
);

log(`Generating a road graph of ${nodes.toLocaleString('en')} junctions and its contraction hierarchy…`);
const setup = await wallAndCpu(() => {
  const g = generateRoadNetwork({ seed: 1, nodes });
  return { g, ch: buildContractionHierarchy(modeGraph(g, 'car')) };
});
log(`  ready in ${(setup.wallMs / 1000).toFixed(1)} s (CPU ${(setup.cpuMs / 1000).toFixed(1)} s)`);
const { g, ch } = setup.value;
const roads = new GraphRoadRouter(g, ch);
// The former planner, one transit search per transfer hub, is the baseline measured in the same run.
const planners: PlannerUnderTest[] = [
  {
    name: 'per hub (before)',
    make: (transit, r) => new MultimodalPlanner(transit, r, { former: true }),
  },
  { name: 'shared (after)', make: (transit, r) => new MultimodalPlanner(transit, r) },
];

console.log(await planBench({ g, roads, scale, count, day: DAY, log, rideCounts, planners }));
console.log(
  `Load average at the end: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
