/**
 * Cuts the collected road ways into road-graph edges. A way is split at its junctions: nodes that more
 * than one kept way uses (or one way twice, as a loop does) and the ends of each way; the nodes in between
 * become the edge's shape. A node the file lacks (an extract cut at its border) breaks the way there:
 * the pieces on either side stay, and no road is invented across the gap.
 */
import type { BBox } from '../../gtfs/clip-feed.js';
import { haversineMeters } from '../../geo/distance.js';
import type { RoadGraph } from '../road-graph.js';
import type { NodeTable } from './node-table.js';
import type { WayTable } from './way-table.js';

export interface SplitReport {
  waysKept: number;
  /** Fewer than two consecutive nodes with coordinates: nothing to draw. */
  waysTooShort: number;
  waysOutsideBbox: number;
  /** Node references whose node is not in the file; they are skipped. */
  missingNodeRefs: number;
  waysWithMissingRefs: number;
  junctions: number;
  edges: number;
  shapePoints: number;
}

/**
 * A zero-length edge (two nodes mapped on one spot) still takes a moment to drive; RoadGraph reads a
 * time of 0 as "not allowed".
 */
const MIN_SECONDS = 0.1;

/** Way w's pieces: maximal runs [a, b) of at least two refs whose nodes have coordinates. */
function forEachPiece(
  refNode: Int32Array,
  start: number,
  end: number,
  visit: (a: number, b: number) => void,
): void {
  let a = start;
  while (a < end) {
    while (a < end && refNode[a]! < 0) a++;
    let b = a;
    while (b < end && refNode[b]! >= 0) b++;
    if (b - a >= 2) visit(a, b);
    a = b;
  }
}

export function splitWays(
  ways: WayTable,
  nodes: NodeTable,
  bbox?: BBox,
): { graph: RoadGraph; report: SplitReport } {
  const refs = ways.refs.view();
  const refStart = ways.refStart.view();
  const wayCount = ways.count;
  const report: SplitReport = {
    waysKept: 0,
    waysTooShort: 0,
    waysOutsideBbox: 0,
    missingNodeRefs: 0,
    waysWithMissingRefs: 0,
    junctions: 0,
    edges: 0,
    shapePoints: 0,
  };

  // Each reference as a node-table row, −1 where the file has no such node.
  const refNode = new Int32Array(refs.length);
  for (let w = 0; w < wayCount; w++) {
    let missing = 0;
    for (let k = refStart[w]!; k < refStart[w + 1]!; k++) {
      const i = nodes.indexOf(refs[k]!);
      refNode[k] = i >= 0 && !Number.isNaN(nodes.lat[i]!) ? i : -1;
      if (refNode[k]! < 0) missing++;
    }
    report.missingNodeRefs += missing;
    if (missing > 0) report.waysWithMissingRefs++;
  }

  const keep = new Uint8Array(wayCount);
  const inside = (n: number): boolean =>
    bbox === undefined ||
    (nodes.lon[n]! >= bbox[0] &&
      nodes.lat[n]! >= bbox[1] &&
      nodes.lon[n]! <= bbox[2] &&
      nodes.lat[n]! <= bbox[3]);
  for (let w = 0; w < wayCount; w++) {
    let drawable = false;
    let anyInside = false;
    forEachPiece(refNode, refStart[w]!, refStart[w + 1]!, (a, b) => {
      drawable = true;
      for (let k = a; k < b && !anyInside; k++) anyInside = inside(refNode[k]!);
    });
    if (!drawable) report.waysTooShort++;
    else if (!anyInside) report.waysOutsideBbox++;
    else {
      keep[w] = 1;
      report.waysKept++;
    }
  }
  const eachKeptPiece = (visit: (w: number, a: number, b: number) => void): void => {
    for (let w = 0; w < wayCount; w++) {
      if (keep[w] === 1) forEachPiece(refNode, refStart[w]!, refStart[w + 1]!, (a, b) => visit(w, a, b));
    }
  };

  // Uses per node, saturating at 2 = junction. Piece ends are junctions outright.
  const uses = new Uint8Array(nodes.ids.length);
  eachKeptPiece((_w, a, b) => {
    for (let k = a; k < b; k++) {
      const n = refNode[k]!;
      uses[n] = k === a || k === b - 1 ? 2 : Math.min(2, uses[n]! + 1);
    }
  });

  // Count first, so the graph's arrays are allocated once at their final size: no growth slack and no
  // copies at the end, which on a province's graph would double the peak.
  let junctions = 0;
  for (let n = 0; n < uses.length; n++) if (uses[n] === 2) junctions++;
  let edges = 0;
  let shapePoints = 0;
  eachKeptPiece((_w, a, b) => {
    for (let k = a + 1; k < b; k++) {
      if (uses[refNode[k]!] === 2) edges++;
      else shapePoints++;
    }
  });
  const graph: RoadGraph = {
    nodeLat: new Float64Array(junctions),
    nodeLon: new Float64Array(junctions),
    edgeFrom: new Int32Array(edges),
    edgeTo: new Int32Array(edges),
    edgeMeters: new Float64Array(edges),
    edgeCarForward: new Float64Array(edges),
    edgeCarBackward: new Float64Array(edges),
    edgeFoot: new Uint8Array(edges),
    edgeName: new Int32Array(edges),
    names: [],
    edgeShapeOffset: new Int32Array(edges + 1),
    shapeLat: new Float64Array(shapePoints),
    shapeLon: new Float64Array(shapePoints),
  };

  // Junctions become graph nodes in order of first appearance, so neighbours tend to get near indices.
  const nodeIndex = new Int32Array(nodes.ids.length).fill(-1);
  let v = 0;
  eachKeptPiece((_w, a, b) => {
    for (let k = a; k < b; k++) {
      const n = refNode[k]!;
      if (uses[n] === 2 && nodeIndex[n] === -1) {
        nodeIndex[n] = v;
        graph.nodeLat[v] = nodes.lat[n]!;
        graph.nodeLon[v++] = nodes.lon[n]!;
      }
    }
  });

  // Only the names of kept edges, renumbered in order of use.
  const nameRemap = new Int32Array(ways.names.length).fill(-1);
  const seconds = (meters: number, kmh: number): number =>
    Number.isNaN(kmh) ? NaN : Math.max(MIN_SECONDS, meters / (kmh / 3.6));
  let e = 0;
  let s = 0;
  eachKeptPiece((w, a, b) => {
    const forwardKmh = ways.carForwardKmh.get(w);
    const backwardKmh = ways.carBackwardKmh.get(w);
    const foot = ways.foot.get(w);
    let name = ways.name.get(w);
    if (name >= 0) {
      if (nameRemap[name] === -1) {
        nameRemap[name] = graph.names.length;
        graph.names.push(ways.names[name]!);
      }
      name = nameRemap[name]!;
    }
    let from = nodeIndex[refNode[a]!]!;
    let meters = 0;
    for (let k = a + 1; k < b; k++) {
      const p = refNode[k - 1]!;
      const n = refNode[k]!;
      meters += haversineMeters(nodes.lat[p]!, nodes.lon[p]!, nodes.lat[n]!, nodes.lon[n]!);
      if (uses[n] !== 2) {
        graph.shapeLat[s] = nodes.lat[n]!;
        graph.shapeLon[s++] = nodes.lon[n]!;
        continue;
      }
      const to = nodeIndex[n]!;
      graph.edgeFrom[e] = from;
      graph.edgeTo[e] = to;
      graph.edgeMeters[e] = meters;
      graph.edgeCarForward[e] = seconds(meters, forwardKmh);
      graph.edgeCarBackward[e] = seconds(meters, backwardKmh);
      graph.edgeFoot[e] = foot;
      graph.edgeName[e] = name;
      graph.edgeShapeOffset[++e] = s;
      from = to;
      meters = 0;
    }
  });

  report.junctions = junctions;
  report.edges = edges;
  report.shapePoints = shapePoints;
  return { graph, report };
}
