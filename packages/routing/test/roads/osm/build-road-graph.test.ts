import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../../src/geo/distance.js';
import {
  buildRoadGraph,
  OsmRoadGraphBuilder,
  type OsmNode,
  type OsmWay,
} from '../../../src/roads/osm/build-road-graph.js';
import { modeGraph } from '../../../src/roads/road-graph.js';
import { edgeFromTo, edgesFromTo, expectWellFormed, nameOf, nodeAt, shapeOf } from './graph-helpers.js';

// A small grid in Winterswijk: node id 10·row + column, 0.001° apart (≈ 111 m north, ≈ 69 m east).
// Rounded to OSM's 1e-7° as the builder stores them.
const round7 = (x: number): number => Math.round(x * 1e7) / 1e7;
function gridNode(id: number): OsmNode {
  return { id, lat: round7(51.97 + Math.floor(id / 10) * 0.001), lon: round7(6.71 + (id % 10) * 0.001) };
}
const nodes = (...ids: number[]): OsmNode[] => ids.map(gridNode);
const at = (id: number): [number, number] => [gridNode(id).lat, gridNode(id).lon];
const way = (refs: number[], tags: Record<string, string> = { highway: 'residential' }): OsmWay => ({
  refs,
  tags,
});

function lengthAlong(ids: number[]): number {
  let meters = 0;
  for (let i = 1; i < ids.length; i++) meters += haversineMeters(...at(ids[i - 1]!), ...at(ids[i]!));
  return meters;
}

describe('buildRoadGraph', () => {
  it('keeps a lone way as one edge whose inner nodes are its shape', () => {
    const { graph, report } = buildRoadGraph(nodes(0, 1, 2, 12), [
      way([0, 1, 2, 12], { highway: 'residential', name: 'Dijkstraat' }),
    ]);
    expectWellFormed(graph);
    expect(graph.nodeLat.length).toBe(2);
    expect(graph.edgeFrom.length).toBe(1);
    expect([graph.nodeLat[graph.edgeFrom[0]!], graph.nodeLon[graph.edgeFrom[0]!]]).toEqual(at(0));
    expect([graph.nodeLat[graph.edgeTo[0]!], graph.nodeLon[graph.edgeTo[0]!]]).toEqual(at(12));
    expect(shapeOf(graph, 0)).toEqual([at(1), at(2)]);
    expect(graph.edgeMeters[0]).toBeCloseTo(lengthAlong([0, 1, 2, 12]), 9);
    expect(graph.edgeMeters[0]).toBeGreaterThan(240);
    expect(nameOf(graph, 0)).toBe('Dijkstraat');
    expect(report).toMatchObject({
      waysRead: 1,
      waysKept: 1,
      junctions: 2,
      edges: 1,
      shapePoints: 2,
      missingNodeRefs: 0,
    });
  });

  it('splits ways where they cross and where a way ends on another', () => {
    // 10 → 11 → 12 runs east; 31 → 21 → 11 → 1 runs south across it at 11; 12 → 22 starts where the first ends.
    const { graph, report } = buildRoadGraph(nodes(10, 11, 12, 31, 21, 1, 22), [
      way([10, 11, 12]),
      way([31, 21, 11, 1]),
      way([12, 22]),
    ]);
    expectWellFormed(graph);
    const [n10, n11, n12, n31, n1, n22] = [10, 11, 12, 31, 1, 22].map((id) => nodeAt(graph, ...at(id)));
    expect(report).toMatchObject({ junctions: 6, edges: 5, shapePoints: 1 });
    expect(() => nodeAt(graph, ...at(21))).toThrow();
    expect(edgesFromTo(graph, n10!, n11!)).toHaveLength(1);
    expect(edgesFromTo(graph, n11!, n12!)).toHaveLength(1);
    expect(shapeOf(graph, edgeFromTo(graph, n31!, n11!))).toEqual([at(21)]);
    expect(shapeOf(graph, edgeFromTo(graph, n11!, n1!))).toEqual([]);
    expect(edgesFromTo(graph, n12!, n22!)).toHaveLength(1);
  });

  it('turns the lengths into car times from the speed and marks walking', () => {
    const { graph } = buildRoadGraph(nodes(0, 1, 2), [
      way([0, 1], { highway: 'tertiary', maxspeed: '50' }),
      way([1, 2], { highway: 'footway' }),
    ]);
    const [n0, n1, n2] = [0, 1, 2].map((id) => nodeAt(graph, ...at(id)));
    const drive = edgeFromTo(graph, n0!, n1!);
    expect(graph.edgeCarForward[drive]).toBeCloseTo(graph.edgeMeters[drive]! / (42.5 / 3.6), 9);
    expect(graph.edgeCarBackward[drive]).toBeCloseTo(graph.edgeCarForward[drive]!, 12);
    expect(graph.edgeFoot[drive]).toBe(1);
    const walk = edgeFromTo(graph, n1!, n2!);
    expect(graph.edgeCarForward[walk]).toBeNaN();
    expect(graph.edgeCarBackward[walk]).toBeNaN();
    expect(graph.edgeFoot[walk]).toBe(1);
  });

  it('cuts a closed way at its start and a way that meets itself at the repeated node', () => {
    const { graph } = buildRoadGraph(nodes(0, 1, 11, 10, 20), [
      // A lollipop: 20 → 10 → 11 → 1 → 0 → 10: node 10 appears twice.
      way([20, 10, 11, 1, 0, 10], { highway: 'service' }),
    ]);
    expectWellFormed(graph);
    const [n20, n10] = [20, 10].map((id) => nodeAt(graph, ...at(id)));
    expect(graph.nodeLat.length).toBe(2);
    expect(edgesFromTo(graph, n20!, n10!)).toHaveLength(1);
    const loop = edgeFromTo(graph, n10!, n10!);
    expect(shapeOf(graph, loop)).toEqual([at(11), at(1), at(0)]);
    expect(graph.edgeMeters[loop]).toBeCloseTo(lengthAlong([10, 11, 1, 0, 10]), 9);

    const ring = buildRoadGraph(nodes(0, 1, 11), [
      way([0, 1, 11, 0], { highway: 'tertiary', junction: 'roundabout' }),
    ]);
    expect(ring.graph.nodeLat.length).toBe(1);
    expect(shapeOf(ring.graph, 0)).toEqual([at(1), at(11)]);
    expect(ring.graph.edgeCarForward[0]).toBeGreaterThan(0);
    expect(ring.graph.edgeCarBackward[0]).toBeNaN();
  });

  it('splits where the rules change from one way to the next', () => {
    const { graph } = buildRoadGraph(nodes(0, 1, 2), [
      way([0, 1], { highway: 'residential', name: 'Kerkstraat' }),
      way([1, 2], { highway: 'residential', name: 'Kerkstraat', oneway: 'yes' }),
    ]);
    expect(graph.edgeFrom.length).toBe(2);
    expect(graph.names).toEqual(['Kerkstraat']);
    expect(Array.from(graph.edgeName)).toEqual([0, 0]);
    expect(graph.edgeCarBackward[1]).toBeNaN();
  });

  it('stores one-way streets against their drawing as backward-only', () => {
    const { graph } = buildRoadGraph(nodes(0, 1), [way([0, 1], { highway: 'residential', oneway: '-1' })]);
    expect(graph.edgeCarForward[0]).toBeNaN();
    expect(graph.edgeCarBackward[0]).toBeGreaterThan(0);
    const car = modeGraph(graph, 'car');
    const [n0, n1] = [0, 1].map((id) => nodeAt(graph, ...at(id)));
    expect(car.arcOffset[n0! + 1]! - car.arcOffset[n0!]!).toBe(0);
    expect(car.arcTo[car.arcOffset[n1!]!]).toBe(n0);
    expect(modeGraph(graph, 'foot').arcTo.length).toBe(2);
  });

  it('drops ways nobody may use, and the nodes only they use', () => {
    const { graph, report } = buildRoadGraph(nodes(0, 1, 2, 10), [
      way([0, 1]),
      way([1, 2], { highway: 'service', access: 'private' }),
      way([1, 10], { building: 'yes' }),
    ]);
    expectWellFormed(graph);
    expect(graph.nodeLat.length).toBe(2);
    expect(report).toMatchObject({ waysRead: 3, waysKept: 1, waysNotRoads: 2, junctions: 2, edges: 1 });
  });

  it('skips missing node references, breaking the way there, and counts them', () => {
    // 1 and 3 are not in the data (cut off at the extract's border).
    const { graph, report } = buildRoadGraph(nodes(0, 2, 4, 5, 10), [
      way([0, 1, 2, 3, 4, 5]),
      way([10, 1]),
      way([1, 3]),
    ]);
    expectWellFormed(graph);
    expect(report).toMatchObject({
      missingNodeRefs: 5,
      waysWithMissingRefs: 3,
      waysTooShort: 2,
      waysKept: 1,
    });
    // 0–2 would cross the gap: not invented. 4–5 stays.
    expect(graph.edgeFrom.length).toBe(1);
    expect(shapeOf(graph, 0)).toEqual([]);
    expect(graph.edgeMeters[0]).toBeCloseTo(lengthAlong([4, 5]), 9);
  });

  it('keeps a way when any of its nodes lies in the bbox', () => {
    const ways = [
      way([0, 1, 2], { highway: 'residential', name: 'Binnen' }),
      way([2, 3, 4], { highway: 'residential', name: 'Grens' }),
      way([4, 5], { highway: 'residential', name: 'Buiten' }),
    ];
    const all = nodes(0, 1, 2, 3, 4, 5);
    // Covers nodes 0–3 (lon 6.710–6.713).
    const { graph, report } = buildRoadGraph(all, ways, { bbox: [6.7095, 51.9695, 6.7135, 51.9705] });
    expectWellFormed(graph);
    expect(report).toMatchObject({ waysKept: 2, waysOutsideBbox: 1 });
    expect(graph.names).toEqual(['Binnen', 'Grens']);
    // The way across the border keeps its part outside, up to its end at node 4.
    expect(nodeAt(graph, ...at(4))).toBeGreaterThanOrEqual(0);
    expect(() => nodeAt(graph, ...at(5))).toThrow();
  });

  it('de-duplicates names and leaves out the names of dropped ways', () => {
    const { graph } = buildRoadGraph(nodes(0, 1, 2, 3, 4), [
      way([0, 1], { highway: 'residential', name: 'Markt' }),
      way([1, 2], { highway: 'path', name: 'Privépad', access: 'private' }),
      way([1, 3], { highway: 'primary', ref: 'N18' }),
      way([3, 4], { highway: 'residential', name: 'Markt' }),
      way([2, 4], { highway: 'footway' }),
    ]);
    expect(graph.names).toEqual(['Markt', 'N18']);
    expect(Array.from(graph.edgeName)).toEqual([0, 1, 0, -1]);
  });

  it('ignores a node repeated right after itself and gives zero-length edges a positive time', () => {
    const twin: OsmNode = { ...gridNode(1), id: 99 };
    const { graph } = buildRoadGraph([...nodes(0, 1), twin], [way([0, 0, 1, 1]), way([1, 99])]);
    expectWellFormed(graph);
    expect(graph.edgeFrom.length).toBe(2);
    expect(graph.edgeMeters[1]).toBe(0);
    expect(graph.edgeCarForward[1]).toBeGreaterThan(0);
  });

  it('reads nodes in any order and ignores the ones no road uses', () => {
    const ways = [way([0, 1, 2]), way([2, 12])];
    const sorted = buildRoadGraph(nodes(0, 1, 2, 12, 55), ways).graph;
    const shuffled = buildRoadGraph(nodes(55, 12, 2, 0, 1), ways).graph;
    expect(shuffled).toEqual(sorted);
  });

  it('wants all ways before the nodes', () => {
    const builder = new OsmRoadGraphBuilder();
    builder.addWay([0, 1], { highway: 'residential' });
    builder.addNode(0, 51.97, 6.71);
    expect(() => builder.addWay([1, 2], { highway: 'residential' })).toThrow(/before the nodes/);
  });

  it('builds an empty graph from no roads', () => {
    const { graph, report } = buildRoadGraph([], []);
    expectWellFormed(graph);
    expect(report).toMatchObject({ waysRead: 0, junctions: 0, edges: 0 });
  });
});
