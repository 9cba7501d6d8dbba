/**
 * Car shortest paths on the synthetic road graph: our contraction hierarchy next to ngraph.path's A*
 * (straight-line heuristic at the graph's top speed) and its Dijkstra (A* without a heuristic), on the
 * same seeded junction pairs, with the answers compared.
 */
import createGraph from 'ngraph.graph';
import path from 'ngraph.path';
import { haversineMeters } from '../../src/geo/distance.js';
import type { ContractionHierarchy } from '../../src/roads/ch/contraction-hierarchy.js';
import { ChQuery } from '../../src/roads/ch/ch-query.js';
import type { ModeGraph, RoadGraph } from '../../src/roads/road-graph.js';
import { Random } from '../../src/synthetic/random.js';
import { cpuMs, heapUsed, latency, now, type Latency } from '../measure.js';

export interface PathResult {
  name: string;
  asked: number;
  latency: Latency;
  /** The process's CPU time per question, on average over the run, when measured. */
  cpuMean?: number;
  /** Answers with the same cost as ours (to a millisecond of driving). */
  agree: number;
  buildMs?: number;
  memoryBytes?: number;
  note?: string;
}

export function randomPairs(count: number, nodes: number, seed: number): [number, number][] {
  const random = new Random(seed);
  return Array.from({ length: count }, () => [random.int(0, nodes - 1), random.int(0, nodes - 1)]);
}

export function ours(
  ch: ContractionHierarchy,
  pairs: [number, number][],
): { result: PathResult; costs: number[] } {
  const query = new ChQuery(ch);
  const seed = (node: number) => [{ node, cost: 0, meters: 0 }];
  for (const [a, b] of pairs.slice(0, 100)) query.route(seed(a), seed(b));
  const costs: number[] = [];
  let settled = 0;
  let steps = 0;
  const routes = timed(pairs, (a, b) => {
    const found = query.route(seed(a), seed(b));
    settled += query.settled;
    steps += found ? found.steps.length : 0;
    costs.push(found ? found.cost : Number.POSITIVE_INFINITY);
  });
  // Routes between junctions never asked before: their shortcuts' steps are kept only where earlier
  // paths unpacked the same shortcuts (decision 0042), so this is the figure for new questions.
  const fresh = randomPairs(pairs.length, ch.nodeCount, pairs.length + 4242);
  const freshRoutes = timed(fresh, (a, b) => void query.route(seed(a), seed(b)));
  const costOnly = timed(pairs, (a, b) => void query.cost(seed(a), seed(b)));
  const wall = costOnly.latency;
  return {
    result: {
      name: 'ours (contraction hierarchy, path unpacked)',
      asked: pairs.length,
      latency: routes.latency,
      cpuMean: routes.cpu,
      agree: pairs.length,
      note:
        `${Math.round(settled / pairs.length)} nodes settled and ${Math.round(steps / pairs.length)} road steps ` +
        `per query; cost only (no unpacking): p50 ${wall.p50.toFixed(3)} ms, p95 ${wall.p95.toFixed(3)} ms, ` +
        `mean ${wall.mean.toFixed(3)} ms, CPU ${costOnly.cpu.toFixed(3)} ms per query; with its path between ` +
        `junctions not asked before: p50 ${freshRoutes.latency.p50.toFixed(3)} ms, CPU ${freshRoutes.cpu.toFixed(3)} ms per query`,
    },
    costs,
  };
}

/**
 * Asks every pair, timing each question's wall time; the CPU time is read once per run (reading it per
 * question costs more than a question) and given per question.
 */
function timed(
  pairs: readonly [number, number][],
  ask: (a: number, b: number) => void,
): { latency: Latency; cpu: number } {
  const samples: number[] = [];
  const cpuBefore = cpuMs();
  for (const [a, b] of pairs) {
    const t = now();
    ask(a, b);
    samples.push(now() - t);
  }
  return { latency: latency(samples), cpu: (cpuMs() - cpuBefore) / pairs.length };
}

/** The same car graph in ngraph.graph: one link per arc, the cheapest of parallel arcs. */
export function ngraphOf(
  g: RoadGraph,
  car: ModeGraph,
): { graph: ReturnType<typeof createGraph>; buildMs: number; memoryBytes: number } {
  const before = heapUsed();
  const t = now();
  const graph = createGraph({ multigraph: false });
  for (let v = 0; v < car.nodeCount; v++) graph.addNode(v, { lat: g.nodeLat[v], lon: g.nodeLon[v] });
  for (let v = 0; v < car.nodeCount; v++) {
    for (let j = car.arcOffset[v]!; j < car.arcOffset[v + 1]!; j++) {
      const w = car.arcTo[j]!;
      if (w === v) continue;
      const existing = graph.getLink(v, w);
      if (existing) {
        if (car.arcCost[j]! < (existing.data as { cost: number }).cost)
          (existing.data as { cost: number }).cost = car.arcCost[j]!;
      } else {
        graph.addLink(v, w, { cost: car.arcCost[j]! });
      }
    }
  }
  return { graph, buildMs: now() - t, memoryBytes: heapUsed() - before };
}

export function ngraphPeer(
  name: string,
  graph: ReturnType<typeof createGraph>,
  car: ModeGraph,
  g: RoadGraph,
  pairs: [number, number][],
  expected: number[],
  budgetMs: number,
  heuristic: boolean,
): PathResult {
  let topSpeed = 0;
  for (let j = 0; j < car.arcTo.length; j++)
    topSpeed = Math.max(topSpeed, car.arcMeters[j]! / car.arcCost[j]!);
  type NodeData = { lat: number; lon: number };
  const finder = path.aStar(graph, {
    oriented: true,
    distance: (_from, _to, link) => (link.data as { cost: number }).cost,
    ...(heuristic
      ? {
          heuristic: (from, to) => {
            const a = from.data as NodeData;
            const b = to.data as NodeData;
            return haversineMeters(a.lat, a.lon, b.lat, b.lon) / topSpeed;
          },
        }
      : {}),
  });
  const samples: number[] = [];
  let agree = 0;
  const began = now();
  let asked = 0;
  for (let i = 0; i < pairs.length && now() - began < budgetMs; i++) {
    const [a, b] = pairs[i]!;
    const t = now();
    const nodes = finder.find(a, b);
    samples.push(now() - t);
    asked++;
    // ngraph.path returns the path from the target back to the source.
    let cost = a === b ? 0 : nodes.length === 0 ? Number.POSITIVE_INFINITY : 0;
    for (let k = nodes.length - 1; k > 0; k--) {
      const link = graph.getLink(nodes[k]!.id, nodes[k - 1]!.id);
      cost += link ? (link.data as { cost: number }).cost : Number.NaN;
    }
    if (Math.abs(cost - expected[i]!) < 1e-3 || cost === expected[i]) agree++;
  }
  return { name, asked, latency: latency(samples), agree };
}
