import { describe, expect, it } from 'vitest';
import type { RegionPlaces } from '../src/places/region-places.js';
import { buildContractionHierarchy } from '../src/roads/ch/build-contraction-hierarchy.js';
import { ChQuery } from '../src/roads/ch/ch-query.js';
import { renumberHierarchy } from '../src/roads/ch/renumber-hierarchy.js';
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

  it('keeps the renumbering of the hierarchy, and reads a hierarchy stored before it (no nodeOf)', () => {
    const graph = randomRoadGraph(4, 12, { oneWayShare: 0.3 });
    const hierarchy = buildContractionHierarchy(modeGraph(graph, 'car'));
    // Before decision 0054 the nodes were the junctions themselves and nodeOf was not stored.
    const toJunction = new Int32Array(hierarchy.nodeCount);
    for (let j = 0; j < hierarchy.nodeCount; j++) toJunction[hierarchy.nodeOf![j]!] = j;
    const { nodeOf: _identity, ...old } = renumberHierarchy(hierarchy, toJunction);
    const decoded = decodeRegion(encodeRegion({ meta, timetable, roads: { graph, hierarchy } })).roads!;
    const decodedOld = decodeRegion(
      encodeRegion({ meta, timetable, roads: { graph, hierarchy: old } }),
    ).roads!;
    expect(Array.from(decoded.hierarchy.nodeOf!)).toEqual(Array.from(hierarchy.nodeOf!));
    expect(decodedOld.hierarchy.nodeOf).toBeUndefined();
    const seed = (node: number) => [{ node, cost: 0, meters: 0 }];
    const [now, before] = [new ChQuery(decoded.hierarchy), new ChQuery(decodedOld.hierarchy)];
    for (let a = 0; a < 144; a += 5) {
      for (let b = 0; b < 144; b += 7)
        expect(now.route(seed(a), seed(b))).toEqual(before.route(seed(a), seed(b)));
    }
  });

  it('has no roads when none were imported', () => {
    expect(decodeRegion(encodeRegion({ meta, timetable })).roads).toBeUndefined();
  });
});

describe('region snapshot with places', () => {
  const { timetable } = buildTimetable(
    lineFeed([{ id: 'a', service: 'WD', times: [hms(8), hms(8, 10), hms(8, 20), hms(8, 30)] }]),
  );
  const places: RegionPlaces = {
    kind: Uint8Array.from([0, 1, 1, 2]),
    lat: Float64Array.from([51.9704, 51.9699, 51.9695667, 51.9675]),
    lon: Float64Array.from([6.713, 6.7112, 6.7107, 6.7205]),
    name: Int32Array.from([0, 0, 0, 1]),
    houseNumber: Int32Array.from([-1, 2, 3, -1]),
    postcode: Int32Array.from([-1, 4, 4, -1]),
    locality: Int32Array.from([1, 1, 1, 1]),
    poiType: Int32Array.from([-1, -1, -1, 5]),
    strings: ['Misterstraat', 'Winterswijk', '14a', '12', '7101BN', 'station'],
  };

  it('carries the streets, addresses and points of interest, next to the roads or without them', () => {
    const graph = randomRoadGraph(2, 4);
    const hierarchy = buildContractionHierarchy(modeGraph(graph, 'car'));
    for (const region of [
      { meta, timetable, places },
      { meta, timetable, roads: { graph, hierarchy }, places },
    ]) {
      const decoded = decodeRegion(encodeRegion(region));
      expect(decoded.places).toBeDefined();
      const p = decoded.places!;
      expect(p.kind).toBeInstanceOf(Uint8Array);
      expect(p.lat).toBeInstanceOf(Float64Array);
      expect(p.name).toBeInstanceOf(Int32Array);
      expect(Array.from(p.kind)).toEqual(Array.from(places.kind));
      expect(Array.from(p.lat)).toEqual(Array.from(places.lat));
      expect(Array.from(p.lon)).toEqual(Array.from(places.lon));
      for (const key of ['name', 'houseNumber', 'postcode', 'locality', 'poiType'] as const)
        expect(Array.from(p[key]), key).toEqual(Array.from(places[key]));
      expect(p.strings).toEqual(places.strings);
      expect(decoded.timetable.stopIds).toEqual(timetable.stopIds);
      expect(decoded.roads !== undefined).toBe(region.roads !== undefined);
    }
  });

  it('keeps an empty set of places, and has none when none were imported', () => {
    const empty: RegionPlaces = {
      kind: new Uint8Array(0),
      lat: new Float64Array(0),
      lon: new Float64Array(0),
      name: new Int32Array(0),
      houseNumber: new Int32Array(0),
      postcode: new Int32Array(0),
      locality: new Int32Array(0),
      poiType: new Int32Array(0),
      strings: [],
    };
    const decoded = decodeRegion(encodeRegion({ meta, timetable, places: empty }));
    expect(decoded.places?.kind).toHaveLength(0);
    expect(decoded.places?.strings).toEqual([]);
    expect(decodeRegion(encodeRegion({ meta, timetable })).places).toBeUndefined();
  });
});
