import { describe, expect, it } from 'vitest';
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery } from '../src/roads/ch/ch-query.js';
import { modeGraph } from '../src/roads/road-graph.js';
import { decodeRegion, encodeRegion, type RegionMeta } from '../src/region/region.js';
import { buildTimetable } from '../src/transit/timetable.js';
import { hms, lineFeed } from './line-feed.js';
import { randomRoadGraph } from './roads/random-road-graph.js';

const meta: RegionMeta = {
  name: 'Proefregio',
  demo: false,
  bbox: [6.2, 51.9, 6.8, 52.1],
  builtAt: '2026-11-23T12:00:00Z',
  sources: [{ name: 'Proef', licence: 'CC0' }],
};

describe('region snapshot', () => {
  const { timetable } = buildTimetable(
    lineFeed([{ id: 'a', service: 'WD', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] }]),
  );

  it('carries the road graph and its hierarchy, one-way NaNs and names included', () => {
    const graph = randomRoadGraph(3, 10, { oneWayShare: 0.4 });
    graph.names.push('Kerkstraat');
    graph.edgeName[0] = 0;
    const hierarchy = buildContractionHierarchy(modeGraph(graph, 'car'));
    const decoded = decodeRegion(encodeRegion({ meta, timetable, roads: { graph, hierarchy } }));
    expect(decoded.roads).toBeDefined();
    expect(decoded.roads!.graph.names).toEqual(['Kerkstraat']);
    expect(Array.from(decoded.roads!.graph.edgeCarForward)).toEqual(Array.from(graph.edgeCarForward));
    expect(Number.isNaN(decoded.roads!.graph.edgeCarForward.find((v) => Number.isNaN(v)) ?? 0)).toBe(true);
    const seed = (node: number) => [{ node, cost: 0, meters: 0 }];
    const before = new ChQuery(hierarchy);
    const after = new ChQuery(decoded.roads!.hierarchy);
    for (let a = 0; a < 100; a += 7) {
      for (let b = 0; b < 100; b += 11)
        expect(after.cost(seed(a), seed(b))).toEqual(before.cost(seed(a), seed(b)));
    }
    expect(decoded.timetable.stopIds).toEqual(timetable.stopIds);
  });

  it('has no roads when none were imported', () => {
    expect(decodeRegion(encodeRegion({ meta, timetable })).roads).toBeUndefined();
  });
});
