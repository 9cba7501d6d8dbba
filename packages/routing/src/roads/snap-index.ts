import KDBush from 'kdbush';
import { haversineMeters } from '../geo/distance.js';
import type { RoadGraph } from './road-graph.js';

/** A point placed on the nearest usable road: which edge, how far along it, and how far off the road. */
export interface SnappedPoint {
  edge: number;
  /** Metres along the edge from its `edgeFrom` junction to the snapped point. */
  along: number;
  lat: number;
  lon: number;
  /** Straight-line metres from the asked point to the road. */
  offRoad: number;
}

/** Index points are at most this far apart along a road, which bounds the search around a hit. */
const SPACING_METERS = 25;

/**
 * Nearest-road look-ups. Every shape point and junction of the usable edges is indexed, with extra points
 * on long straight pieces so that no piece of road is more than SPACING/2 from an index point; the nearest
 * index point then bounds where the nearest road can be, and only the pieces near it are measured exactly.
 * Coordinates are projected equirectangularly around the graph's mean latitude (fine for a region).
 */
export class SnapIndex {
  private readonly tree: KDBush;
  /** For every index point: the edge and the piece (segment number along the edge's shape). */
  private readonly pointEdge: Int32Array;
  private readonly pointPiece: Int32Array;
  /** Index points' projected coordinates by insertion id (KDBush keeps its own copy in tree order). */
  private readonly pointX: Float64Array;
  private readonly pointY: Float64Array;
  private readonly cosLat: number;
  private readonly metersPerDegree = 111_195;
  /** Road pieces the last look-up measured exactly (a handful when the index works as meant). */
  measured = 0;

  constructor(
    private readonly g: RoadGraph,
    usable: (edge: number) => boolean,
  ) {
    const edges = g.edgeFrom.length;
    let latSum = 0;
    for (let v = 0; v < g.nodeLat.length; v++) latSum += g.nodeLat[v]!;
    this.cosLat = Math.cos(((g.nodeLat.length ? latSum / g.nodeLat.length : 52) * Math.PI) / 180);
    const xs: number[] = [];
    const ys: number[] = [];
    const edgeOf: number[] = [];
    const pieceOf: number[] = [];
    for (let e = 0; e < edges; e++) {
      if (!usable(e)) continue;
      const pts = this.points(e);
      const add = (lat: number, lon: number, piece: number) => {
        xs.push(lon * this.cosLat);
        ys.push(lat);
        edgeOf.push(e);
        pieceOf.push(piece);
      };
      const pieces = pts.length / 2 - 1;
      for (let k = 0; k < pieces; k++) {
        const [lat1, lon1, lat2, lon2] = [pts[2 * k]!, pts[2 * k + 1]!, pts[2 * k + 2]!, pts[2 * k + 3]!];
        add(lat1, lon1, k);
        const extra = Math.ceil(haversineMeters(lat1, lon1, lat2, lon2) / SPACING_METERS) - 1;
        for (let i = 1; i <= extra; i++) {
          const f = i / (extra + 1);
          add(lat1 + (lat2 - lat1) * f, lon1 + (lon2 - lon1) * f, k);
        }
      }
      add(pts[pts.length - 2]!, pts[pts.length - 1]!, pieces - 1);
    }
    this.tree = new KDBush(Math.max(1, xs.length));
    for (let i = 0; i < xs.length; i++) this.tree.add(xs[i]!, ys[i]!);
    if (xs.length === 0) this.tree.add(1e9, 1e9);
    this.tree.finish();
    this.pointEdge = Int32Array.from(edgeOf);
    this.pointPiece = Int32Array.from(pieceOf);
    this.pointX = Float64Array.from(xs);
    this.pointY = Float64Array.from(ys);
  }

  /** The nearest usable road within `maxMeters`, or null. */
  nearest(lat: number, lon: number, maxMeters: number): SnappedPoint | null {
    const x = lon * this.cosLat;
    // Grow the search circle until it holds an index point, then measure every piece near it.
    let radius = Math.min(maxMeters + SPACING_METERS, 200);
    let hits: number[] = [];
    for (;;) {
      hits = this.tree.within(x, lat, (radius / this.metersPerDegree) * 1.02);
      if (hits.length > 0 || radius >= maxMeters + SPACING_METERS) break;
      radius = Math.min(radius * 3, maxMeters + SPACING_METERS);
    }
    if (hits.length === 0 || this.pointEdge.length === 0) return null;
    let nearestPoint = Number.POSITIVE_INFINITY;
    for (const i of hits) {
      if (i >= this.pointEdge.length) continue;
      const d = Math.hypot(this.pointX[i]! - x, this.pointY[i]! - lat);
      nearestPoint = Math.min(nearestPoint, d * this.metersPerDegree);
    }
    // The nearest road is no further than the nearest index point, and each piece has one of its own
    // index points within a spacing of any of its points (a joint between two pieces is indexed under
    // the later piece only, so it is a whole spacing, not half).
    const reach = ((nearestPoint + SPACING_METERS + 1) / this.metersPerDegree) * 1.02;
    const candidates = new Set<number>();
    for (const i of this.tree.within(x, lat, reach)) {
      if (i < this.pointEdge.length) candidates.add(this.pointEdge[i]! * 65_536 + this.pointPiece[i]!);
    }
    let best: SnappedPoint | null = null;
    this.measured = candidates.size;
    for (const key of candidates) {
      const edge = Math.floor(key / 65_536);
      const piece = key % 65_536;
      const hit = this.onPiece(edge, piece, lat, lon);
      if (hit.offRoad <= maxMeters && (!best || hit.offRoad < best.offRoad)) best = hit;
    }
    return best;
  }

  /** The edge's points, junctions included, flat [lat, lon, lat, lon, …] from edgeFrom to edgeTo. */
  private points(e: number): number[] {
    const g = this.g;
    const out = [g.nodeLat[g.edgeFrom[e]!]!, g.nodeLon[g.edgeFrom[e]!]!];
    for (let i = g.edgeShapeOffset[e]!; i < g.edgeShapeOffset[e + 1]!; i++)
      out.push(g.shapeLat[i]!, g.shapeLon[i]!);
    out.push(g.nodeLat[g.edgeTo[e]!]!, g.nodeLon[g.edgeTo[e]!]!);
    return out;
  }

  /** The point of piece `piece` of edge `e` nearest to (lat, lon), in the projected plane. */
  private onPiece(e: number, piece: number, lat: number, lon: number): SnappedPoint {
    const pts = this.points(e);
    let along = 0;
    for (let i = 0; i < piece; i++) {
      along += haversineMeters(pts[2 * i]!, pts[2 * i + 1]!, pts[2 * i + 2]!, pts[2 * i + 3]!);
    }
    const [lat1, lon1, lat2, lon2] = [
      pts[2 * piece]!,
      pts[2 * piece + 1]!,
      pts[2 * piece + 2]!,
      pts[2 * piece + 3]!,
    ];
    // The exact measure projects around the asked point's own latitude, not the index's mean one.
    const cos = Math.cos((lat * Math.PI) / 180);
    const ax = lon1 * cos;
    const bx = lon2 * cos;
    const px = lon * cos;
    const dx = bx - ax;
    const dy = lat2 - lat1;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (lat - lat1) * dy) / lengthSquared)) : 0;
    const sLat = lat1 + dy * t;
    const sLon = lon1 + (lon2 - lon1) * t;
    const pieceMeters = haversineMeters(lat1, lon1, lat2, lon2);
    return {
      edge: e,
      along: along + pieceMeters * t,
      lat: sLat,
      lon: sLon,
      offRoad: haversineMeters(lat, lon, sLat, sLon),
    };
  }
}
