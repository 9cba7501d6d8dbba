import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../geo/distance.js';
import { modeGraph, type ModeGraph, type RoadGraph } from '../roads/road-graph.js';
import { placeTowns, toLatLon } from './geography.js';
import { Random } from './random.js';
import { generateRoadNetwork, ROAD_NETWORK_NODES } from './road-network.js';
import { townWindow, type BBox } from './roads/frame.js';

function fingerprint(g: RoadGraph): string {
  const hash = createHash('sha256');
  for (const column of [
    g.nodeLat,
    g.nodeLon,
    g.edgeFrom,
    g.edgeTo,
    g.edgeMeters,
    g.edgeCarForward,
    g.edgeCarBackward,
    g.edgeFoot,
    g.edgeName,
    g.edgeShapeOffset,
    g.shapeLat,
    g.shapeLon,
  ]) {
    hash.update(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
  }
  hash.update(JSON.stringify(g.names));
  return hash.digest('hex');
}

/** How many nodes a breadth-first search from node 0 reaches, over the arcs or against them. */
function reached(graph: ModeGraph, against: boolean): Uint8Array {
  const n = graph.nodeCount;
  let offset = graph.arcOffset;
  let to = graph.arcTo;
  if (against) {
    offset = new Int32Array(n + 1);
    for (const w of graph.arcTo) offset[w + 1]!++;
    for (let v = 0; v < n; v++) offset[v + 1]! += offset[v]!;
    to = new Int32Array(graph.arcTo.length);
    const fill = offset.slice(0, n);
    for (let v = 0; v < n; v++) {
      for (let a = graph.arcOffset[v]!; a < graph.arcOffset[v + 1]!; a++) to[fill[graph.arcTo[a]!]!++] = v;
    }
  }
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  seen[0] = 1;
  queue[tail++] = 0;
  while (head < tail) {
    const v = queue[head++]!;
    for (let a = offset[v]!; a < offset[v + 1]!; a++) {
      if (!seen[to[a]!]) {
        seen[to[a]!] = 1;
        queue[tail++] = to[a]!;
      }
    }
  }
  return seen;
}

function count(flags: Uint8Array): number {
  let total = 0;
  for (const f of flags) total += f;
  return total;
}

/** km/h of the edge for cars, or NaN where cars may not use it at all. */
function speed(g: RoadGraph, e: number): number {
  const seconds = g.edgeCarForward[e]! > 0 ? g.edgeCarForward[e]! : g.edgeCarBackward[e]!;
  return (g.edgeMeters[e]! / seconds) * 3.6;
}

const isOneWay = (g: RoadGraph, e: number): boolean => g.edgeCarForward[e]! > 0 !== g.edgeCarBackward[e]! > 0;
/** Motorway carriageways: no walking, 100 km/h and up. Ramps and connectors: no walking, slower. */
const isCarriageway = (g: RoadGraph, e: number): boolean => g.edgeFoot[e] === 0 && speed(g, e) >= 99.999;
const isRamp = (g: RoadGraph, e: number): boolean => g.edgeFoot[e] === 0 && speed(g, e) < 99.999;

const OWN_BOX: BBox = [4.2, 51.8, 4.75, 52.1];
const small = generateRoadNetwork({ seed: 11, nodes: 12_000 });
/** Large enough for several motorway hubs, interchanges and exits. */
const medium = generateRoadNetwork({ seed: 5, nodes: 60_000 });
const boxed = generateRoadNetwork({ seed: 3, nodes: 8_000, bbox: [...OWN_BOX] });
const all: [string, RoadGraph][] = [
  ['small', small],
  ['medium', medium],
  ['own box', boxed],
];

describe('generateRoadNetwork', () => {
  it('gives the same arrays for the same seed and size, and another graph for another seed or size', () => {
    const again = generateRoadNetwork({ seed: 11, nodes: 12_000 });
    expect(fingerprint(again)).toBe(fingerprint(small));
    expect(fingerprint(generateRoadNetwork({ seed: 12, nodes: 12_000 }))).not.toBe(fingerprint(small));
    expect(fingerprint(generateRoadNetwork({ seed: 11, nodes: 13_000 }))).not.toBe(fingerprint(small));
  });

  it('has the asked number of junctions within 15 %', () => {
    for (const [nodes, g] of [
      [12_000, small],
      [60_000, medium],
      [8_000, boxed],
      [5_000, generateRoadNetwork({ seed: 2, nodes: 5_000 })],
      [20_000, generateRoadNetwork({ seed: 4, nodes: 20_000 })],
    ] as const) {
      expect(g.nodeLat.length).toBeGreaterThanOrEqual(nodes * 0.85);
      expect(g.nodeLat.length).toBeLessThanOrEqual(nodes * 1.15);
    }
    expect(() => generateRoadNetwork({ seed: 1, nodes: 10 })).toThrow();
  });

  it('lets a car get from every junction to every other', () => {
    for (const [, g] of all) {
      const car = modeGraph(g, 'car');
      expect(count(reached(car, false))).toBe(g.nodeLat.length);
      expect(count(reached(car, true))).toBe(g.nodeLat.length);
    }
  });

  it('lets a pedestrian get everywhere except onto the motorways', () => {
    for (const [, g] of all) {
      const walkable = new Uint8Array(g.nodeLat.length);
      for (let e = 0; e < g.edgeFrom.length; e++) {
        if (g.edgeFoot[e]) walkable[g.edgeFrom[e]!] = walkable[g.edgeTo[e]!] = 1;
      }
      const seen = reached(modeGraph(g, 'foot'), false);
      const stranded: number[] = [];
      for (let v = 0; v < seen.length; v++) if (seen[v] !== walkable[v]) stranded.push(v);
      expect(stranded).toEqual([]);
      // The only junctions without a footway are where motorway carriageways split into ramps.
      expect(count(walkable)).toBeGreaterThan(g.nodeLat.length * 0.99);
    }
  });

  it('drives each kind of road at its speed', () => {
    for (const [, g] of all) {
      const kinds = new Map<string, number>();
      const wrong: number[] = [];
      for (let e = 0; e < g.edgeFrom.length; e++) {
        const forward = g.edgeCarForward[e]!;
        const backward = g.edgeCarBackward[e]!;
        if (forward > 0 && backward > 0 && forward !== backward) wrong.push(e);
        const kmh = speed(g, e);
        let kind: string;
        if (Number.isNaN(kmh)) kind = 'pedestrian';
        else if (g.edgeFoot[e] === 0) kind = kmh >= 99.999 ? 'motorway' : 'ramp';
        else kind = kmh < 31 ? 'residential' : kmh < 51 ? 'main street' : 'regional';
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        const [low, high] = {
          pedestrian: [NaN, NaN],
          motorway: [100, 130],
          ramp: [60, 80],
          residential: [30, 30],
          'main street': [50, 50],
          regional: [60, 80],
        }[kind]!;
        if (kind !== 'pedestrian' && !(kmh >= low! - 1e-9 && kmh <= high! + 1e-9)) wrong.push(e);
      }
      expect(wrong).toEqual([]);
      const edges = g.edgeFrom.length;
      expect(kinds.get('residential')!).toBeGreaterThan(edges * 0.6);
      expect(kinds.get('main street')!).toBeGreaterThan(edges * 0.1);
      expect(kinds.get('regional')!).toBeGreaterThan(0);
      expect(kinds.get('motorway')!).toBeGreaterThan(0);
      expect(kinds.get('pedestrian') ?? 0).toBeLessThan(edges * 0.02);
    }
  });

  it('makes about a tenth of the streets one-way, and every motorway carriageway and ramp', () => {
    for (const [, g] of all) {
      let streets = 0;
      let oneWay = 0;
      let twoWayMotorway = 0;
      for (let e = 0; e < g.edgeFrom.length; e++) {
        if (g.edgeFoot[e] === 0) twoWayMotorway += isOneWay(g, e) ? 0 : 1;
        else if (speed(g, e) <= 50.001) {
          streets++;
          if (isOneWay(g, e)) oneWay++;
        }
      }
      expect(twoWayMotorway).toBe(0);
      expect(oneWay / streets).toBeGreaterThan(0.07);
      expect(oneWay / streets).toBeLessThan(0.13);
    }
  });

  it('joins motorways only at interchanges and exits, through ramps', () => {
    const g = medium;
    const carriageways = new Int32Array(g.nodeLat.length);
    const ramps = new Int32Array(g.nodeLat.length);
    const other = new Int32Array(g.nodeLat.length);
    let motorwayEdges = 0;
    for (let e = 0; e < g.edgeFrom.length; e++) {
      const counter = isCarriageway(g, e) ? carriageways : isRamp(g, e) ? ramps : other;
      counter[g.edgeFrom[e]!]!++;
      counter[g.edgeTo[e]!]!++;
      if (isCarriageway(g, e)) motorwayEdges++;
    }
    let splits = 0;
    const crossings: number[] = [];
    for (let v = 0; v < g.nodeLat.length; v++) {
      if (!carriageways[v]) continue;
      splits++;
      // A carriageway junction is where it splits into or joins ramps, never a plain road crossing.
      if (ramps[v] === 0 || other[v] !== 0) crossings.push(v);
    }
    expect(crossings).toEqual([]);
    // Three hubs at this size: two motorways, with exits to towns along them.
    expect(motorwayEdges).toBeGreaterThanOrEqual(6);
    expect(splits).toBeGreaterThanOrEqual(8);
    let connectors = 0;
    for (let e = 0; e < g.edgeFrom.length; e++) if (isRamp(g, e) && speed(g, e) > 79.999) connectors++;
    expect(connectors).toBeGreaterThan(0);
  });

  it('measures every edge along its shape, and the shape lies between its junctions', () => {
    for (const [, g] of all) {
      const offsets = g.edgeShapeOffset;
      expect(offsets.length).toBe(g.edgeFrom.length + 1);
      expect(offsets[0]).toBe(0);
      expect(offsets[g.edgeFrom.length]).toBe(g.shapeLat.length);
      const wrong: number[] = [];
      let regional = 0;
      let regionalShaped = 0;
      for (let e = 0; e < g.edgeFrom.length; e++) {
        const a = g.edgeFrom[e]!;
        const b = g.edgeTo[e]!;
        if (a === b || offsets[e + 1]! < offsets[e]!) {
          wrong.push(e);
          continue;
        }
        const lats = [g.nodeLat[a]!, ...g.shapeLat.subarray(offsets[e]!, offsets[e + 1]!), g.nodeLat[b]!];
        const lons = [g.nodeLon[a]!, ...g.shapeLon.subarray(offsets[e]!, offsets[e + 1]!), g.nodeLon[b]!];
        let along = 0;
        for (let i = 1; i < lats.length; i++)
          along += haversineMeters(lats[i - 1]!, lons[i - 1]!, lats[i]!, lons[i]!);
        if (Math.abs(g.edgeMeters[e]! - along) > 1e-6 || !(along > 0)) wrong.push(e);
        // Inside an ellipse round the two junctions: roads bend a little; interchange connectors turn
        // round the interchange, up to about half a kilometre out and back.
        const chord = haversineMeters(lats[0]!, lons[0]!, lats[lats.length - 1]!, lons[lons.length - 1]!);
        const slack = isRamp(g, e) ? 1000 : Math.max(0.1 * chord, 10);
        for (let i = 1; i < lats.length - 1; i++) {
          const via =
            haversineMeters(lats[0]!, lons[0]!, lats[i]!, lons[i]!) +
            haversineMeters(lats[i]!, lons[i]!, lats[lats.length - 1]!, lons[lons.length - 1]!);
          if (via > chord + slack) wrong.push(e);
        }
        if (g.edgeFoot[e] === 1 && speed(g, e) > 55) {
          regional++;
          if (lats.length > 2) regionalShaped++;
        }
      }
      expect(wrong).toEqual([]);
      // Roads between towns curve: shape points between all their junctions.
      expect(regional).toBeGreaterThan(0);
      expect(regionalShaped).toBe(regional);
    }
  });

  it('builds streets round the towns of the transit network with the same seed and scale', () => {
    const scale = 12_000 / ROAD_NETWORK_NODES;
    const towns = placeTowns(new Random(11), Math.max(3, Math.round(400 * scale)), scale);
    const nearest = towns.map((town) => {
      const { lat, lon } = toLatLon(town.centre);
      let best = Infinity;
      for (let v = 0; v < small.nodeLat.length; v++) {
        best = Math.min(best, haversineMeters(lat, lon, small.nodeLat[v]!, small.nodeLon[v]!));
      }
      return best;
    });
    expect(Math.max(...nearest)).toBeLessThan(250);
  });

  it('keeps every point inside the box', () => {
    for (const [g, box] of [
      [small, townWindow(12_000 / ROAD_NETWORK_NODES)],
      [medium, townWindow(60_000 / ROAD_NETWORK_NODES)],
      [boxed, OWN_BOX],
    ] as const) {
      const [minLon, minLat, maxLon, maxLat] = box;
      for (const [lats, lons] of [
        [g.nodeLat, g.nodeLon],
        [g.shapeLat, g.shapeLon],
      ] as const) {
        let outside = 0;
        for (let i = 0; i < lats.length; i++) {
          if (!(lats[i]! >= minLat && lats[i]! <= maxLat && lons[i]! >= minLon && lons[i]! <= maxLon))
            outside++;
        }
        expect(outside).toBe(0);
      }
    }
  });

  it('names streets and roads from a short list', () => {
    for (const [, g] of all) {
      expect(g.edgeName.every((name) => name >= -1 && name < g.names.length)).toBe(true);
      expect(g.names.length).toBeLessThan(2000);
      expect(g.names.some((n) => n.endsWith('straat'))).toBe(true);
      expect(g.names.some((n) => /^N\d+$/.test(n))).toBe(true);
    }
    expect(medium.names.some((n) => /^A\d+$/.test(n))).toBe(true);
  });
});
