import { describe, expect, it } from 'vitest';
import { buildContractionHierarchy } from '../../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery } from '../../src/roads/ch/ch-query.js';
import { modeGraph, type RoadGraph } from '../../src/roads/road-graph.js';
import { BidirectionalSearch } from '../../src/roads/search/bidirectional.js';
import { DijkstraSearch } from '../../src/roads/search/dijkstra.js';
import { stepEdge, stepReversed, type RoadPath } from '../../src/roads/search/seeds.js';
import { Random } from '../../src/synthetic/random.js';
import { randomRoadGraph } from './random-road-graph.js';

const seed = (node: number) => [{ node, cost: 0, meters: 0 }];

/** Re-adds a path's steps on the road graph: they must connect and sum to the reported cost. */
function walkSteps(g: RoadGraph, path: RoadPath, profile: 'car' | 'foot'): { at: number; cost: number } {
  let at = path.source.node;
  let cost = path.source.cost;
  for (const step of path.steps) {
    const e = stepEdge(step);
    const back = stepReversed(step);
    expect(back ? g.edgeTo[e] : g.edgeFrom[e]).toBe(at);
    const c = profile === 'foot' ? g.edgeMeters[e]! : back ? g.edgeCarBackward[e]! : g.edgeCarForward[e]!;
    expect(c).toBeGreaterThan(0);
    cost += c;
    at = back ? g.edgeFrom[e]! : g.edgeTo[e]!;
  }
  return { at, cost: cost + path.target.cost };
}

describe('contraction hierarchy', () => {
  for (const [graphSeed, side, oneWayShare] of [
    [1, 12, 0.25],
    [2, 20, 0.4],
    [3, 30, 0.1],
    [4, 16, 0.9],
  ] as const) {
    it(`equals plain Dijkstra on random pairs (graph ${graphSeed}, ${side}×${side}, one-way ${oneWayShare})`, () => {
      const g = randomRoadGraph(graphSeed, side, { oneWayShare });
      const car = modeGraph(g, 'car');
      const ch = buildContractionHierarchy(car);
      const query = new ChQuery(ch);
      const dijkstra = new DijkstraSearch(car);
      const random = new Random(graphSeed * 97);
      let unreachable = 0;
      for (let i = 0; i < 1000; i++) {
        const a = random.int(0, car.nodeCount - 1);
        const b = random.int(0, car.nodeCount - 1);
        const expected = dijkstra.route(seed(a), seed(b));
        const cost = query.cost(seed(a), seed(b));
        const path = query.route(seed(a), seed(b));
        if (!expected) {
          unreachable++;
          expect(cost).toBeNull();
          expect(path).toBeNull();
          continue;
        }
        expect(cost!.cost).toBeCloseTo(expected.cost, 6);
        expect(path!.cost).toBeCloseTo(expected.cost, 6);
        // Equal-cost paths may differ, but the steps must really drive from a to b at that cost.
        const walked = walkSteps(g, path!, 'car');
        expect(walked.at).toBe(b);
        expect(walked.cost).toBeCloseTo(expected.cost, 6);
        const metres = path!.steps.reduce((sum, s) => sum + g.edgeMeters[stepEdge(s)]!, 0);
        expect(path!.meters).toBeCloseTo(metres, 6);
      }
      // The graphs have car-free edges and one-way traps, so some pairs must be unreachable.
      if (oneWayShare >= 0.4) expect(unreachable).toBeGreaterThan(0);
    });
  }

  it('starts and ends at several seeds with costs already spent, as snapped points do', () => {
    const g = randomRoadGraph(5, 15);
    const car = modeGraph(g, 'car');
    const query = new ChQuery(buildContractionHierarchy(car));
    const dijkstra = new DijkstraSearch(car);
    const random = new Random(5);
    for (let i = 0; i < 300; i++) {
      const sources = [0, 1].map(() => ({
        node: random.int(0, 224),
        cost: random.range(0, 60),
        meters: random.range(0, 500),
      }));
      const targets = [0, 1].map(() => ({
        node: random.int(0, 224),
        cost: random.range(0, 60),
        meters: random.range(0, 500),
      }));
      const expected = dijkstra.route(sources, targets);
      const found = query.route(sources, targets);
      if (!expected) {
        expect(found).toBeNull();
        continue;
      }
      expect(found!.cost).toBeCloseTo(expected.cost, 6);
      expect(walkSteps(g, found!, 'car').cost).toBeCloseTo(expected.cost, 6);
      expect(found!.meters).toBeCloseTo(
        found!.source.meters +
          found!.target.meters +
          found!.steps.reduce((s, st) => s + g.edgeMeters[stepEdge(st)]!, 0),
        6,
      );
    }
  });

  it('drives a one-way street only its way, and says "no route" where one-way streets trap', () => {
    // 0 → 1 → 2 one-way, 2 → 0 back the long way round; 3 can be entered but not left.
    const g: RoadGraph = {
      nodeLat: Float64Array.from([51.96, 51.96, 51.97, 51.95]),
      nodeLon: Float64Array.from([6.7, 6.71, 6.71, 6.7]),
      edgeFrom: Int32Array.from([0, 1, 2, 0]),
      edgeTo: Int32Array.from([1, 2, 0, 3]),
      edgeMeters: Float64Array.from([700, 1100, 1300, 1100]),
      edgeCarForward: Float64Array.from([60, 90, 120, 80]),
      edgeCarBackward: Float64Array.from([NaN, NaN, 100, NaN]),
      edgeFoot: Uint8Array.from([1, 1, 1, 1]),
      edgeName: Int32Array.from([-1, -1, -1, -1]),
      names: [],
      edgeShapeOffset: new Int32Array(5),
      shapeLat: new Float64Array(0),
      shapeLon: new Float64Array(0),
    };
    const query = new ChQuery(buildContractionHierarchy(modeGraph(g, 'car')));
    expect(query.cost(seed(0), seed(1))!.cost).toBe(60);
    // 1 → 0 may not drive edge 0 backwards: 1 → 2 → 0.
    expect(query.cost(seed(1), seed(0))!.cost).toBe(90 + 120);
    expect(query.route(seed(1), seed(0))!.steps).toEqual([2, 4]);
    expect(query.route(seed(0), seed(2))!.steps.map(stepEdge)).toEqual([2]);
    expect(query.route(seed(0), seed(2))!.steps.map(stepReversed)).toEqual([true]);
    expect(query.cost(seed(3), seed(0))).toBeNull();
    expect(query.route(seed(3), seed(1))).toBeNull();
    expect(query.cost(seed(0), seed(3))!.cost).toBe(80);
  });
});

describe('walking search', () => {
  it('equals plain Dijkstra in metres on random pairs, ignoring one-way rules', () => {
    const g = randomRoadGraph(6, 20, { oneWayShare: 0.5 });
    const foot = modeGraph(g, 'foot');
    const bidirectional = new BidirectionalSearch(foot);
    const dijkstra = new DijkstraSearch(foot);
    const random = new Random(6);
    for (let i = 0; i < 1000; i++) {
      const a = random.int(0, 399);
      const b = random.int(0, 399);
      const expected = dijkstra.route(seed(a), seed(b));
      const found = bidirectional.route(seed(a), seed(b));
      if (!expected) {
        expect(found).toBeNull();
        continue;
      }
      expect(found!.cost).toBeCloseTo(expected.cost, 6);
      const walked = walkSteps(g, found!, 'foot');
      expect(walked.at).toBe(b);
      expect(walked.cost).toBeCloseTo(expected.cost, 6);
    }
  });
});
