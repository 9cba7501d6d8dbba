import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../src/geo/distance.js';
import { decodePolyline } from '../../src/geo/polyline.js';
import { buildContractionHierarchy } from '../../src/roads/ch/build-contraction-hierarchy.js';
import { EstimatedRoadRouter, estimatedDriveSeconds } from '../../src/roads/estimated-road-router.js';
import { GraphRoadRouter } from '../../src/roads/graph-road-router.js';
import { edgePoints, modeGraph, type RoadGraph } from '../../src/roads/road-graph.js';
import { SnapIndex } from '../../src/roads/snap-index.js';
import { Random } from '../../src/synthetic/random.js';
import { generateRoadNetwork } from '../../src/synthetic/road-network.js';
import { randomRoadGraph } from './random-road-graph.js';

/**
 * Three junctions on a west–east street in Winterswijk (A – B – C, the A–B piece bending north through a
 * shape point), a one-way street B → D to the north, and a footpath C – D only for walking.
 *
 *        D
 *       ↗ ⋮ (footpath)
 *  A ⌒ B — C
 */
const A = { lat: 51.97, lon: 6.71 };
const S = { lat: 51.971, lon: 6.713 }; // shape point between A and B
const B = { lat: 51.97, lon: 6.716 };
const C = { lat: 51.97, lon: 6.722 };
const D = { lat: 51.976, lon: 6.719 };
const len = (...pts: { lat: number; lon: number }[]) =>
  pts.slice(1).reduce((sum, p, i) => sum + haversineMeters(pts[i]!.lat, pts[i]!.lon, p.lat, p.lon), 0);
const kmh = (metres: number, speed: number) => metres / (speed / 3.6);

function graph(): RoadGraph {
  const ab = len(A, S, B);
  const bc = len(B, C);
  const bd = len(B, D);
  const cd = len(C, D);
  return {
    nodeLat: Float64Array.from([A.lat, B.lat, C.lat, D.lat]),
    nodeLon: Float64Array.from([A.lon, B.lon, C.lon, D.lon]),
    edgeFrom: Int32Array.from([0, 1, 1, 2]),
    edgeTo: Int32Array.from([1, 2, 3, 3]),
    edgeMeters: Float64Array.from([ab, bc, bd, cd]),
    edgeCarForward: Float64Array.from([kmh(ab, 30), kmh(bc, 30), kmh(bd, 30), NaN]),
    edgeCarBackward: Float64Array.from([kmh(ab, 30), kmh(bc, 30), NaN, NaN]),
    edgeFoot: Uint8Array.from([1, 1, 1, 1]),
    edgeName: Int32Array.from([0, 0, 1, -1]),
    names: ['Kerkstraat', 'Eenrichtingstraat'],
    edgeShapeOffset: Int32Array.from([0, 1, 1, 1, 1]),
    shapeLat: Float64Array.from([S.lat]),
    shapeLon: Float64Array.from([S.lon]),
  };
}

function router(g = graph()) {
  return new GraphRoadRouter(g, buildContractionHierarchy(modeGraph(g, 'car')));
}

describe('SnapIndex', () => {
  it('puts a point on the nearest piece of road, shape points included', () => {
    const g = graph();
    const index = new SnapIndex(g, () => true);
    // 30 m south of the shape point: nearest to edge A–B, near its bend.
    const snapped = index.nearest(S.lat - 0.00027, S.lon, 500)!;
    expect(snapped.edge).toBe(0);
    expect(snapped.offRoad).toBeGreaterThan(10);
    expect(snapped.offRoad).toBeLessThan(31);
    expect(snapped.along).toBeGreaterThan(len(A, S) * 0.8);
    expect(snapped.along).toBeLessThan(len(A, S, B));
  });

  it('snaps only to usable roads and not beyond the limit', () => {
    const g = graph();
    const carOnly = new SnapIndex(g, (e) => g.edgeCarForward[e]! > 0 || g.edgeCarBackward[e]! > 0);
    // Right on the C–D footpath: cars must use another road.
    const mid = { lat: (C.lat + D.lat) / 2, lon: (C.lon + D.lon) / 2 };
    expect(carOnly.nearest(mid.lat, mid.lon, 2000)!.edge).not.toBe(3);
    expect(new SnapIndex(g, () => true).nearest(mid.lat, mid.lon, 2000)!.edge).toBe(3);
    expect(carOnly.nearest(52.1, 6.9, 1000)).toBeNull();
  });
});

describe('GraphRoadRouter', () => {
  it('drives along a street from a point between junctions, with the geometry starting there', () => {
    const from = { lat: 51.96995, lon: 6.719 }; // on B–C, halfway
    const route = router().drive(from, A)!;
    expect(route.estimated).toBe(false);
    expect(route.meters).toBeCloseTo(len(B, C) / 2 + len(A, S, B), -1);
    expect(route.seconds).toBeCloseTo(kmh(route.meters, 30), 0);
    const points = decodePolyline(route.geometry.points);
    expect(points[0]![1]).toBeCloseTo(6.719, 3);
    expect(points.some(([lat]) => lat > 51.9709)).toBe(true); // passes the bend
    expect(points[points.length - 1]).toEqual([A.lat, A.lon]);
  });

  it('keeps to one-way streets by car but walks them both ways', () => {
    const r = router();
    const north = r.drive(B, D)!;
    expect(north.meters).toBeCloseTo(len(B, D), 0);
    // D → B by car: the only way out of D is … none (B → D is one-way, C – D is a footpath).
    expect(r.drive(D, B)).toBeNull();
    expect(r.driveCost(D, B)).toBeNull();
    const walk = r.walk(D, B)!;
    expect(walk.meters).toBeCloseTo(len(B, D), 0);
    expect(walk.seconds).toBeCloseTo(walk.meters / 1.25, 3);
  });

  it('walks the footpath that cars may not use', () => {
    const r = router();
    expect(r.walk(C, D)!.meters).toBeCloseTo(len(C, D), 0);
    // By car C → D goes round by B.
    expect(r.driveCost(C, D)!.meters).toBeCloseTo(len(C, B) + len(B, D), 0);
  });

  it('drives between two points on one edge directly, only the allowed way', () => {
    const r = router();
    const p = { lat: B.lat - 0.00001, lon: B.lon + 0.004 };
    const q = { lat: B.lat - 0.00001, lon: B.lon + 0.001 };
    expect(r.driveCost(p, q)!.meters).toBeCloseTo(haversineMeters(p.lat, p.lon, q.lat, q.lon), -1);
    const onOneWay = (t: number) => ({ lat: B.lat + (D.lat - B.lat) * t, lon: B.lon + (D.lon - B.lon) * t });
    expect(r.driveCost(onOneWay(0.2), onOneWay(0.8))!.meters).toBeCloseTo(len(B, D) * 0.6, -1);
    expect(r.driveCost(onOneWay(0.8), onOneWay(0.2))).toBeNull();
  });

  it('answers with the estimate, marked, for a point far from every road', () => {
    const farm = { lat: 51.99, lon: 6.75 }; // ~4 km away
    const route = router().drive(A, farm)!;
    expect(route.estimated).toBe(true);
    expect(route.meters).toBeCloseTo(haversineMeters(A.lat, A.lon, farm.lat, farm.lon) * 1.3, 3);
  });
});

describe('EstimatedRoadRouter', () => {
  it('takes the straight line times 1.3, slower in the first kilometres than on long drives', () => {
    const r = new EstimatedRoadRouter();
    const winterswijk = { lat: 51.97, lon: 6.719 };
    const doetinchem = { lat: 51.965, lon: 6.289 };
    const drive = r.drive(winterswijk, doetinchem);
    expect(drive.estimated).toBe(true);
    expect(drive.meters).toBeCloseTo(haversineMeters(51.97, 6.719, 51.965, 6.289) * 1.3, 3);
    expect(drive.meters / drive.seconds).toBeGreaterThan(50 / 3.6);
    expect(estimatedDriveSeconds(2000)).toBeCloseTo(2000 / (30 / 3.6), 6);
    expect(estimatedDriveSeconds(20_000)).toBeCloseTo(
      3000 / (30 / 3.6) + 12_000 / (50 / 3.6) + 5000 / (65 / 3.6),
      6,
    );
    expect(decodePolyline(drive.geometry.points)).toHaveLength(2);
    expect(r.walk(winterswijk, doetinchem).seconds).toBeCloseTo(drive.meters / 1.25, 3);
  });
});

describe('drive cost matrix', () => {
  it('equals one-by-one drive costs on a random network, for points between junctions too', () => {
    const g = randomRoadGraph(11, 14, { oneWayShare: 0.3 });
    const r = new GraphRoadRouter(g, buildContractionHierarchy(modeGraph(g, 'car')));
    const random = new Random(11);
    const point = () => ({ lat: 51.95 + random.range(0, 0.026), lon: 6.7 + random.range(0, 0.039) });
    const sources = Array.from({ length: 12 }, point);
    const targets = Array.from({ length: 9 }, point);
    const matrix = r.driveCostMatrix(sources, targets);
    let reachable = 0;
    sources.forEach((s, i) =>
      targets.forEach((t, j) => {
        const one = r.driveCost(s, t);
        const many = matrix[i * targets.length + j]!;
        if (!one) return expect(many).toBeNull();
        reachable++;
        expect(many.seconds).toBeCloseTo(one.seconds, 6);
        expect(many.meters).toBeCloseTo(one.meters, 6);
      }),
    );
    expect(reachable).toBeGreaterThan(50);
    const estimated = new EstimatedRoadRouter().driveCostMatrix(sources, targets);
    expect(estimated[5]).toEqual(new EstimatedRoadRouter().driveCost(sources[0]!, targets[5]!));
  });
});

describe('SnapIndex on a town-sized network', () => {
  it('finds the same nearest road as measuring every piece, measuring only a few', () => {
    const g = generateRoadNetwork({ seed: 5, nodes: 5000 });
    const index = new SnapIndex(g, () => true);
    const random = new Random(5);
    let [minLat, maxLat, minLon, maxLon] = [90, -90, 180, -180];
    for (let v = 0; v < g.nodeLat.length; v++) {
      minLat = Math.min(minLat, g.nodeLat[v]!);
      maxLat = Math.max(maxLat, g.nodeLat[v]!);
      minLon = Math.min(minLon, g.nodeLon[v]!);
      maxLon = Math.max(maxLon, g.nodeLon[v]!);
    }
    let measured = 0;
    for (let i = 0; i < 200; i++) {
      const lat = random.range(minLat, maxLat);
      const lon = random.range(minLon, maxLon);
      const found = index.nearest(lat, lon, 100_000)!;
      measured += index.measured;
      expect(found.offRoad).toBeCloseTo(bruteForceNearest(g, lat, lon), 1);
    }
    // Regression: a look-up once measured thousands of pieces (it read KDBush's coordinates by the wrong index).
    expect(measured / 200).toBeLessThan(30);
  });
});

/** Metres from a point to the nearest piece of any edge, measured piece by piece. */
function bruteForceNearest(g: RoadGraph, lat: number, lon: number): number {
  const cos = Math.cos((lat * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (let e = 0; e < g.edgeFrom.length; e++) {
    const pts = edgePoints(g, e, false);
    for (let i = 0; i + 1 < pts.lats.length; i++) {
      const [ax, ay, bx, by] = [pts.lons[i]! * cos, pts.lats[i]!, pts.lons[i + 1]! * cos, pts.lats[i + 1]!];
      const dx = bx - ax;
      const dy = by - ay;
      const l2 = dx * dx + dy * dy;
      const t = l2 > 0 ? Math.max(0, Math.min(1, ((lon * cos - ax) * dx + (lat - ay) * dy) / l2)) : 0;
      best = Math.min(best, haversineMeters(lat, lon, ay + dy * t, (ax + dx * t) / cos));
    }
  }
  return best;
}
