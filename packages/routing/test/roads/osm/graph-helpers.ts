import { edgeCount, type RoadGraph } from '../../../src/roads/road-graph.js';

/** The graph node at exactly these coordinates. */
export function nodeAt(g: RoadGraph, lat: number, lon: number): number {
  for (let v = 0; v < g.nodeLat.length; v++) if (g.nodeLat[v] === lat && g.nodeLon[v] === lon) return v;
  throw new Error(`no graph node at ${lat},${lon}`);
}

/** Edges drawn from a to b. */
export function edgesFromTo(g: RoadGraph, a: number, b: number): number[] {
  const out: number[] = [];
  for (let e = 0; e < edgeCount(g); e++) if (g.edgeFrom[e] === a && g.edgeTo[e] === b) out.push(e);
  return out;
}

/** The one edge drawn from a to b. */
export function edgeFromTo(g: RoadGraph, a: number, b: number): number {
  const edges = edgesFromTo(g, a, b);
  if (edges.length !== 1) throw new Error(`${edges.length} edges from ${a} to ${b}`);
  return edges[0]!;
}

export function shapeOf(g: RoadGraph, e: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = g.edgeShapeOffset[e]!; i < g.edgeShapeOffset[e + 1]!; i++)
    points.push([g.shapeLat[i]!, g.shapeLon[i]!]);
  return points;
}

export function nameOf(g: RoadGraph, e: number): string | undefined {
  const i = g.edgeName[e]!;
  return i < 0 ? undefined : g.names[i];
}

/** The invariants every RoadGraph must meet, whatever it was built from. */
export function expectWellFormed(g: RoadGraph): void {
  const n = g.nodeLat.length;
  const m = g.edgeFrom.length;
  const sameLength = [g.edgeTo, g.edgeMeters, g.edgeCarForward, g.edgeCarBackward, g.edgeFoot, g.edgeName];
  if (g.nodeLon.length !== n || sameLength.some((a) => a.length !== m))
    throw new Error('array lengths differ');
  if (g.edgeShapeOffset.length !== m + 1 || g.edgeShapeOffset[0] !== 0) throw new Error('bad shape offsets');
  if (g.edgeShapeOffset[m] !== g.shapeLat.length || g.shapeLon.length !== g.shapeLat.length) {
    throw new Error('shape arrays do not match the offsets');
  }
  const used = new Uint8Array(n);
  for (let e = 0; e < m; e++) {
    const [a, b] = [g.edgeFrom[e]!, g.edgeTo[e]!];
    if (a < 0 || a >= n || b < 0 || b >= n) throw new Error(`edge ${e} points outside the nodes`);
    used[a] = used[b] = 1;
    if (g.edgeShapeOffset[e + 1]! < g.edgeShapeOffset[e]!) throw new Error(`edge ${e} has a negative shape`);
    if (!(g.edgeMeters[e]! >= 0)) throw new Error(`edge ${e} has no length`);
    for (const t of [g.edgeCarForward[e]!, g.edgeCarBackward[e]!]) {
      if (!Number.isNaN(t) && !(t > 0)) throw new Error(`edge ${e} has car time ${t}`);
    }
    const usable = g.edgeFoot[e] === 1 || g.edgeCarForward[e]! > 0 || g.edgeCarBackward[e]! > 0;
    if (!usable) throw new Error(`edge ${e} is of no use to anyone`);
    if (g.edgeName[e]! < -1 || g.edgeName[e]! >= g.names.length) throw new Error(`edge ${e} has a bad name`);
  }
  if (used.includes(0)) throw new Error('a node without edges');
  if (new Set(g.names).size !== g.names.length) throw new Error('names repeat');
}
