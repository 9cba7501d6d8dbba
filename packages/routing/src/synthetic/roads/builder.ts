import { haversineMeters } from '../../geo/distance.js';
import type { RoadGraph } from '../../roads/road-graph.js';
import type { Frame } from './frame.js';

/**
 * Collects junctions, edges and shape points in growing typed arrays (no object per node or edge: the
 * default network has a million junctions), in kilometres on the frame; `finish` turns them into a
 * RoadGraph in degrees with metres and driving seconds.
 */

/** Which ways cars may drive an edge, relative to its drawing direction. */
export const CAR_NONE = 0;
export const CAR_FORWARD = 1;
export const CAR_BACKWARD = 2;
export const CAR_BOTH = 3;

type Column = Float64Array | Int32Array | Uint8Array;

function grown<T extends Column>(column: T, size: number): T {
  if (size <= column.length) return column;
  const next = new (column.constructor as new (length: number) => T)(Math.max(size, column.length * 2));
  next.set(column);
  return next;
}

/** Points in kilometres on the frame, appended one by one into two growing columns. */
class FramePoints {
  count = 0;
  private xs: Float64Array;
  private ys: Float64Array;

  constructor(capacity: number) {
    this.xs = new Float64Array(capacity);
    this.ys = new Float64Array(capacity);
  }

  /** Appends a point and returns its index. */
  push(x: number, y: number): number {
    if (this.count === this.xs.length) {
      this.xs = grown(this.xs, this.count + 1);
      this.ys = grown(this.ys, this.count + 1);
    }
    this.xs[this.count] = x;
    this.ys[this.count] = y;
    return this.count++;
  }

  x(i: number): number {
    return this.xs[i]!;
  }

  y(i: number): number {
    return this.ys[i]!;
  }

  /** Every point in degrees, by the frame. */
  toDegrees(frame: Frame): { lat: Float64Array; lon: Float64Array } {
    const lat = new Float64Array(this.count);
    const lon = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) {
      lat[i] = frame.lat(this.ys[i]!);
      lon[i] = frame.lon(this.xs[i]!);
    }
    return { lat, lon };
  }
}

export class RoadBuilder {
  edgeCount = 0;
  private readonly nodes: FramePoints;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  /** km/h */
  private edgeSpeed: Uint8Array;
  /** CAR_* */
  edgeCar: Uint8Array;
  private edgeFoot: Uint8Array;
  /** 1 for town streets whose one-way or car ban may be lifted to keep the car graph strongly connected. */
  edgeRelaxable: Uint8Array;
  private edgeName: Int32Array;
  private edgeShapeEnd: Int32Array;
  private readonly shapes: FramePoints;

  constructor(expectedNodes: number) {
    const nodes = Math.max(16, Math.ceil(expectedNodes * 1.1));
    const edges = nodes * 2;
    this.nodes = new FramePoints(nodes);
    this.edgeFrom = new Int32Array(edges);
    this.edgeTo = new Int32Array(edges);
    this.edgeSpeed = new Uint8Array(edges);
    this.edgeCar = new Uint8Array(edges);
    this.edgeFoot = new Uint8Array(edges);
    this.edgeRelaxable = new Uint8Array(edges);
    this.edgeName = new Int32Array(edges);
    this.edgeShapeEnd = new Int32Array(edges);
    this.shapes = new FramePoints(Math.ceil(edges / 2));
  }

  get nodeCount(): number {
    return this.nodes.count;
  }

  addNode(x: number, y: number): number {
    return this.nodes.push(x, y);
  }

  x(node: number): number {
    return this.nodes.x(node);
  }

  y(node: number): number {
    return this.nodes.y(node);
  }

  /** A shape point of the next edge added (points go in its drawing direction). */
  addShape(x: number, y: number): void {
    this.shapes.push(x, y);
  }

  addEdge(
    from: number,
    to: number,
    speed: number,
    car: number,
    foot: number,
    name: number,
    relaxable = 0,
  ): number {
    if (from === to) throw new Error(`edge from node ${from} to itself`);
    const e = this.edgeCount;
    if (e === this.edgeFrom.length) {
      const size = e + 1;
      this.edgeFrom = grown(this.edgeFrom, size);
      this.edgeTo = grown(this.edgeTo, size);
      this.edgeSpeed = grown(this.edgeSpeed, size);
      this.edgeCar = grown(this.edgeCar, size);
      this.edgeFoot = grown(this.edgeFoot, size);
      this.edgeRelaxable = grown(this.edgeRelaxable, size);
      this.edgeName = grown(this.edgeName, size);
      this.edgeShapeEnd = grown(this.edgeShapeEnd, size);
    }
    this.edgeFrom[e] = from;
    this.edgeTo[e] = to;
    this.edgeSpeed[e] = speed;
    this.edgeCar[e] = car;
    this.edgeFoot[e] = foot;
    this.edgeRelaxable[e] = relaxable;
    this.edgeName[e] = name;
    this.edgeShapeEnd[e] = this.shapes.count;
    this.edgeCount++;
    return e;
  }

  finish(frame: Frame, names: string[]): RoadGraph {
    const m = this.edgeCount;
    const { lat: nodeLat, lon: nodeLon } = this.nodes.toDegrees(frame);
    const { lat: shapeLat, lon: shapeLon } = this.shapes.toDegrees(frame);
    const edgeShapeOffset = new Int32Array(m + 1);
    edgeShapeOffset.set(this.edgeShapeEnd.subarray(0, m), 1);
    const edgeMeters = new Float64Array(m);
    const edgeCarForward = new Float64Array(m);
    const edgeCarBackward = new Float64Array(m);
    for (let e = 0; e < m; e++) {
      const from = this.edgeFrom[e]!;
      const to = this.edgeTo[e]!;
      let lat = nodeLat[from]!;
      let lon = nodeLon[from]!;
      let meters = 0;
      for (let i = edgeShapeOffset[e]!; i < edgeShapeOffset[e + 1]!; i++) {
        meters += haversineMeters(lat, lon, shapeLat[i]!, shapeLon[i]!);
        lat = shapeLat[i]!;
        lon = shapeLon[i]!;
      }
      meters += haversineMeters(lat, lon, nodeLat[to]!, nodeLon[to]!);
      // A zero-length edge would take zero seconds, which routers read as "not allowed".
      if (!(meters > 0)) throw new Error(`edge ${e} between nodes ${from} and ${to} has no length`);
      edgeMeters[e] = meters;
      const seconds = meters / (this.edgeSpeed[e]! / 3.6);
      const car = this.edgeCar[e]!;
      edgeCarForward[e] = car & CAR_FORWARD ? seconds : NaN;
      edgeCarBackward[e] = car & CAR_BACKWARD ? seconds : NaN;
    }
    return {
      nodeLat,
      nodeLon,
      edgeFrom: this.edgeFrom.slice(0, m),
      edgeTo: this.edgeTo.slice(0, m),
      edgeMeters,
      edgeCarForward,
      edgeCarBackward,
      edgeFoot: this.edgeFoot.slice(0, m),
      edgeName: this.edgeName.slice(0, m),
      names,
      edgeShapeOffset,
      shapeLat,
      shapeLon,
    };
  }
}
