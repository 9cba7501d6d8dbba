import type { RoadGraph } from '../../src/roads/road-graph.js';
import { haversineMeters } from '../../src/geo/distance.js';
import { Random } from '../../src/synthetic/random.js';

/**
 * A small random road graph for property tests: jittered grid junctions near Winterswijk joined to their
 * neighbours, some diagonals, some one-way (either direction), some car-free, some islands with no road
 * out. Speeds vary so the fastest and shortest paths differ.
 */
export function randomRoadGraph(
  seed: number,
  side: number,
  options: { oneWayShare?: number } = {},
): RoadGraph {
  const random = new Random(seed);
  const oneWay = options.oneWayShare ?? 0.25;
  const n = side * side;
  const nodeLat = new Float64Array(n);
  const nodeLon = new Float64Array(n);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      nodeLat[r * side + c] = 51.95 + r * 0.002 + (random.next() - 0.5) * 0.001;
      nodeLon[r * side + c] = 6.7 + c * 0.003 + (random.next() - 0.5) * 0.0015;
    }
  }
  const from: number[] = [];
  const to: number[] = [];
  const fwd: number[] = [];
  const bwd: number[] = [];
  const foot: number[] = [];
  const meters: number[] = [];
  const add = (a: number, b: number) => {
    const m = haversineMeters(nodeLat[a]!, nodeLon[a]!, nodeLat[b]!, nodeLon[b]!) * (1 + random.next() * 0.2);
    const speed = [30, 50, 80][random.int(0, 2)]! / 3.6;
    const roll = random.next();
    const car = random.next() > 0.05;
    from.push(a);
    to.push(b);
    meters.push(m);
    fwd.push(car && !(roll < oneWay / 2) ? m / speed : NaN);
    bwd.push(car && !(roll >= oneWay / 2 && roll < oneWay) ? m / speed : NaN);
    foot.push(random.next() > 0.1 ? 1 : 0);
  };
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const v = r * side + c;
      if (c + 1 < side && random.next() > 0.1) add(v, v + 1);
      if (r + 1 < side && random.next() > 0.1) add(v, v + side);
      if (c + 1 < side && r + 1 < side && random.next() < 0.15) add(v, v + side + 1);
    }
  }
  const m = from.length;
  return {
    nodeLat,
    nodeLon,
    edgeFrom: Int32Array.from(from),
    edgeTo: Int32Array.from(to),
    edgeMeters: Float64Array.from(meters),
    edgeCarForward: Float64Array.from(fwd),
    edgeCarBackward: Float64Array.from(bwd),
    edgeFoot: Uint8Array.from(foot),
    edgeName: new Int32Array(m).fill(-1),
    names: [],
    edgeShapeOffset: new Int32Array(m + 1),
    shapeLat: new Float64Array(0),
    shapeLon: new Float64Array(0),
  };
}
