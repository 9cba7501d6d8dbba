/**
 * The road network the planner drives and walks on: junctions (nodes) joined by road edges, each edge an
 * OpenStreetMap way piece between two junctions with its shape. Flat typed arrays, stored as-is in the
 * region snapshot, like the timetable.
 *
 * Only nodes where roads meet, end or change what is allowed are junctions; the points in between are
 * the edge's shape, which keeps the graph (and the contraction hierarchy built on it) small.
 *
 * An edge is drawn from `edgeFrom` to `edgeTo`. Cars may drive it forward when `edgeCarForward` holds a
 * time (seconds, > 0) and backward when `edgeCarBackward` does; NaN means not allowed that way. Walking
 * is allowed both ways when `edgeFoot` is 1 (one-way streets do not bind pedestrians).
 */
export interface RoadGraph {
  nodeLat: Float64Array;
  nodeLon: Float64Array;

  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  /** Length along the shape, metres. */
  edgeMeters: Float64Array;
  /** Seconds to drive the edge from → to, or NaN. */
  edgeCarForward: Float64Array;
  /** Seconds to drive the edge to → from, or NaN. */
  edgeCarBackward: Float64Array;
  /** 1 when pedestrians may use the edge (both ways). */
  edgeFoot: Uint8Array;
  /** Index into `names`, or −1: the street name, for leg descriptions and the geocoder. */
  edgeName: Int32Array;
  names: string[];

  /**
   * The shape points strictly between an edge's two junctions, in the from → to direction:
   * shapeLat/shapeLon[edgeShapeOffset[e] … edgeShapeOffset[e+1]).
   */
  edgeShapeOffset: Int32Array;
  shapeLat: Float64Array;
  shapeLon: Float64Array;
}

/** A directed view of one travel mode: arcs out of every node, each pointing at its road edge. */
export interface ModeGraph {
  nodeCount: number;
  /** Arcs of node v: arcOffset[v] … arcOffset[v+1]). */
  arcOffset: Int32Array;
  arcTo: Int32Array;
  /** The cost the search minimises: seconds for cars, metres for walking. */
  arcCost: Float64Array;
  /** Metres. */
  arcMeters: Float64Array;
  /** Road edge of the arc, and whether it runs against the edge's drawing direction. */
  arcEdge: Int32Array;
  arcReversed: Uint8Array;
}

export type TravelProfile = 'car' | 'foot';

export function edgeCount(g: RoadGraph): number {
  return g.edgeFrom.length;
}

export function nodeCount(g: RoadGraph): number {
  return g.nodeLat.length;
}

/** The arcs cars (seconds) or pedestrians (metres) may use, grouped by start node. */
export function modeGraph(g: RoadGraph, profile: TravelProfile): ModeGraph {
  const n = nodeCount(g);
  const m = edgeCount(g);
  const counts = new Int32Array(n + 1);
  const each = (visit: (from: number, to: number, cost: number, edge: number, reversed: number) => void) => {
    for (let e = 0; e < m; e++) {
      const a = g.edgeFrom[e]!;
      const b = g.edgeTo[e]!;
      if (profile === 'car') {
        const fwd = g.edgeCarForward[e]!;
        const bwd = g.edgeCarBackward[e]!;
        if (fwd > 0) visit(a, b, fwd, e, 0);
        if (bwd > 0) visit(b, a, bwd, e, 1);
      } else if (g.edgeFoot[e] === 1) {
        visit(a, b, g.edgeMeters[e]!, e, 0);
        visit(b, a, g.edgeMeters[e]!, e, 1);
      }
    }
  };
  each((from) => counts[from + 1]!++);
  for (let v = 0; v < n; v++) counts[v + 1]! += counts[v]!;
  const total = counts[n]!;
  const arcTo = new Int32Array(total);
  const arcCost = new Float64Array(total);
  const arcMeters = new Float64Array(total);
  const arcEdge = new Int32Array(total);
  const arcReversed = new Uint8Array(total);
  const fill = counts.slice(0, n);
  each((from, to, cost, edge, reversed) => {
    const j = fill[from]!++;
    arcTo[j] = to;
    arcCost[j] = cost;
    arcMeters[j] = g.edgeMeters[edge]!;
    arcEdge[j] = edge;
    arcReversed[j] = reversed;
  });
  return { nodeCount: n, arcOffset: counts, arcTo, arcCost, arcMeters, arcEdge, arcReversed };
}

/** The shape of an edge from one end to the other, junctions included, in travel direction. */
export function edgePoints(
  g: RoadGraph,
  edge: number,
  reversed: boolean,
): { lats: number[]; lons: number[] } {
  const lats = [g.nodeLat[g.edgeFrom[edge]!]!];
  const lons = [g.nodeLon[g.edgeFrom[edge]!]!];
  for (let i = g.edgeShapeOffset[edge]!; i < g.edgeShapeOffset[edge + 1]!; i++) {
    lats.push(g.shapeLat[i]!);
    lons.push(g.shapeLon[i]!);
  }
  lats.push(g.nodeLat[g.edgeTo[edge]!]!);
  lons.push(g.nodeLon[g.edgeTo[edge]!]!);
  if (reversed) {
    lats.reverse();
    lons.reverse();
  }
  return { lats, lons };
}
