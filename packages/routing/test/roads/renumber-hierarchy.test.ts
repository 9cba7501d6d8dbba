import { describe, expect, it } from 'vitest';
import { buildContractionHierarchy } from '../../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery, ManyToMany } from '../../src/roads/ch/ch-query.js';
import type { ContractionHierarchy } from '../../src/roads/ch/contraction-hierarchy.js';
import {
  highestLevelFirst,
  highestRankFirst,
  renumberHierarchy,
} from '../../src/roads/ch/renumber-hierarchy.js';
import { modeGraph } from '../../src/roads/road-graph.js';
import { Random } from '../../src/synthetic/random.js';
import { randomRoadGraph } from './random-road-graph.js';

const seed = (node: number, cost = 0) => [{ node, cost, meters: cost * 10 }];

/** The same hierarchy numbered by graph junction, without nodeOf: as stored before decision 0054. */
function junctionNumbered(ch: ContractionHierarchy): ContractionHierarchy {
  const toJunction = new Int32Array(ch.nodeCount);
  for (let j = 0; j < ch.nodeCount; j++) toJunction[ch.nodeOf![j]!] = j;
  const { nodeOf, ...withoutNodeOf } = renumberHierarchy(ch, toJunction);
  expect(Array.from(nodeOf!)).toEqual(Array.from({ length: ch.nodeCount }, (_, j) => j));
  return withoutNodeOf;
}

function isPermutation(a: Int32Array): boolean {
  const seen = new Uint8Array(a.length);
  for (const v of a) {
    if (v < 0 || v >= a.length || seen[v]) return false;
    seen[v] = 1;
  }
  return true;
}

describe('renumbered contraction hierarchy', () => {
  for (const [graphSeed, side, oneWayShare] of [
    [5, 14, 0.3],
    [6, 22, 0.6],
  ] as const) {
    it(`answers every route as the junction-numbered one does (graph ${graphSeed}, ${side}×${side})`, () => {
      const car = modeGraph(randomRoadGraph(graphSeed, side, { oneWayShare }), 'car');
      const built = buildContractionHierarchy(car);
      expect(built.nodeOf).toBeDefined();
      expect(isPermutation(built.nodeOf!)).toBe(true);
      const former = junctionNumbered(built);
      const byRank = renumberHierarchy(former, highestRankFirst(former));
      const layouts = [former, built, byRank].map((ch) => new ChQuery(ch));
      const random = new Random(graphSeed * 31);
      for (let i = 0; i < 600; i++) {
        const a = random.int(0, car.nodeCount - 1);
        const b = random.int(0, car.nodeCount - 1);
        const c = random.int(0, car.nodeCount - 1);
        // Several seeds per side, as points snapped onto an edge give.
        const sources = [...seed(a, 3), ...seed(c, 7)];
        const targets = seed(b);
        const expected = layouts[0]!.route(sources, targets);
        const expectedCost = layouts[0]!.cost(sources, targets);
        for (const q of layouts.slice(1)) {
          expect(q.route(sources, targets)).toEqual(expected);
          expect(q.cost(sources, targets)).toEqual(expectedCost);
        }
      }
    });
  }

  it('gives the same many-to-many costs from its search spaces', () => {
    const car = modeGraph(randomRoadGraph(7, 16, { oneWayShare: 0.4 }), 'car');
    const built = buildContractionHierarchy(car);
    const former = junctionNumbered(built);
    const points = [0, 17, 40, 99, 150, 201, 255];
    const costs = [former, built].map((ch) => {
      const q = new ChQuery(ch);
      const sources = points.map((p) => q.searchSpace(seed(p), 'forward'));
      const targets = points.map((p) => q.searchSpace(seed(p), 'backward'));
      return new ManyToMany(ch.nodeCount).costs(sources, targets);
    });
    expect(costs[1]).toEqual(costs[0]);
  });

  it('puts higher levels first: every up-arc leads to a smaller number', () => {
    const car = modeGraph(randomRoadGraph(8, 12), 'car');
    const former = junctionNumbered(buildContractionHierarchy(car));
    const newId = highestLevelFirst(former);
    expect(isPermutation(newId)).toBe(true);
    // A node's level is above that of every lower-ranked neighbour, so higher-ranked ends come first.
    const ch = renumberHierarchy(former, newId);
    for (let v = 0; v < ch.nodeCount; v++) {
      for (let j = ch.upOffset[v]!; j < ch.upOffset[v + 1]!; j++) expect(ch.upTo[j]).toBeLessThan(v);
      for (let j = ch.downOffset[v]!; j < ch.downOffset[v + 1]!; j++) expect(ch.downFrom[j]).toBeLessThan(v);
    }
    expect(Array.from(ch.upStep).sort()).toEqual(Array.from(former.upStep).sort());
  });
});
