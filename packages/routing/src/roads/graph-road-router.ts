import { haversineMeters } from '../geo/distance.js';
import { encodePolyline } from '../geo/polyline.js';
import { DEFAULT_WALK, type WalkModel } from '../geo/walking.js';
import type { Coordinate } from '../transit/types.js';
import { ChQuery, ManyToMany, type SearchSpace } from './ch/ch-query.js';
import type { ContractionHierarchy } from './ch/contraction-hierarchy.js';
import { EstimatedRoadRouter } from './estimated-road-router.js';
import { edgePoints, modeGraph, type RoadGraph } from './road-graph.js';
import type { RoadCost, RoadRoute, RoadRouting } from './road-routing.js';
import { BidirectionalSearch } from './search/bidirectional.js';
import { stepEdge, stepReversed, type RoadPath, type Seed } from './search/seeds.js';
import { SnapIndex, type SnappedPoint } from './snap-index.js';

export interface GraphRoadRouterOptions {
  /** A point further than this from any car road is answered by the estimate (a farm's long drive). */
  maxCarSnapMeters?: number;
  maxFootSnapMeters?: number;
  walking?: WalkModel;
  /**
   * Search spaces kept for many-to-many look-ups, about 1 kB each: the default holds the two a ride needs
   * (from its origin, to its destination) for 10,000 active rides and the passengers besides.
   */
  maxCachedSearchSpaces?: number;
}

/** A point on the road, with where a drive may leave it and arrive at it. */
interface Placed {
  snapped: SnappedPoint;
  leave: Seed[];
  arrive: Seed[];
  /** The seeds that leave, or arrive, along the edge's drawing direction, when that way is allowed. */
  leaveForward?: Seed;
  arriveForward?: Seed;
}

/**
 * Car routes over the contraction hierarchy and walks over the foot graph, between coordinates snapped to
 * the nearest usable road. A point off the network (beyond the snap distance) is answered by the
 * estimated model and marked so. The car's time and distance count on the road only; a walk also
 * counts the straight stretch between each point and its road.
 */
export class GraphRoadRouter implements RoadRouting {
  readonly estimated = false;
  private readonly query: ChQuery;
  private readonly walkSearch: BidirectionalSearch;
  private readonly carIndex: SnapIndex;
  private readonly footIndex: SnapIndex;
  private readonly fallback: EstimatedRoadRouter;
  private readonly maxCarSnap: number;
  private readonly maxFootSnap: number;
  private readonly walking: WalkModel;
  /** Snapped points by coordinate: ride matching asks about the same ride ends again and again. */
  private readonly placedCar = new Map<string, Placed | null>();
  /** Upward search spaces by coordinate and direction, for many-to-many costs (bounded, oldest out). */
  private readonly spaces = new Map<string, SearchSpace>();
  private readonly manyToMany: ManyToMany;
  private readonly maxCachedSpaces: number;

  constructor(
    private readonly g: RoadGraph,
    ch: ContractionHierarchy,
    options: GraphRoadRouterOptions = {},
  ) {
    this.query = new ChQuery(ch);
    this.walkSearch = new BidirectionalSearch(modeGraph(g, 'foot'));
    this.carIndex = new SnapIndex(g, (e) => g.edgeCarForward[e]! > 0 || g.edgeCarBackward[e]! > 0);
    this.footIndex = new SnapIndex(g, (e) => g.edgeFoot[e] === 1);
    this.walking = options.walking ?? DEFAULT_WALK;
    this.fallback = new EstimatedRoadRouter(this.walking);
    this.maxCarSnap = options.maxCarSnapMeters ?? 1000;
    this.maxFootSnap = options.maxFootSnapMeters ?? 500;
    this.manyToMany = new ManyToMany(ch.nodeCount);
    this.maxCachedSpaces = options.maxCachedSearchSpaces ?? 32_768;
  }

  driveCostMatrix(sources: readonly Coordinate[], targets: readonly Coordinate[]): (RoadCost | null)[] {
    const from = sources.map((p) => this.placeCar(p));
    const to = targets.map((p) => this.placeCar(p));
    const found = this.manyToMany.costs(
      from.map((p, i) => p && this.space(sources[i]!, p, 'forward')),
      to.map((p, i) => p && this.space(targets[i]!, p, 'backward')),
    );
    return found.map((c, k) => {
      const s = Math.floor(k / targets.length);
      const t = k % targets.length;
      const a = from[s];
      const b = to[t];
      if (!a || !b) return this.fallback.driveCost(sources[s]!, targets[t]!);
      return cheaperDrive(this.sameEdge(a.snapped, b.snapped, 'car'), c);
    });
  }

  private space(point: Coordinate, placed: Placed, direction: 'forward' | 'backward'): SearchSpace {
    const key = `${direction[0]}${point.lat},${point.lon}`;
    let space = this.spaces.get(key);
    if (space) {
      // Refresh its place in the insertion order, which doubles as least-recently-used order.
      this.spaces.delete(key);
    } else {
      space = this.query.searchSpace(direction === 'forward' ? placed.leave : placed.arrive, direction);
      if (this.spaces.size >= this.maxCachedSpaces) this.spaces.delete(this.spaces.keys().next().value!);
    }
    this.spaces.set(key, space);
    return space;
  }

  driveCost(from: Coordinate, to: Coordinate): RoadCost | null {
    const ends = this.carEnds(from, to);
    if (!ends) return this.fallback.driveCost(from, to);
    return cheaperDrive(ends.direct, this.query.cost(ends.a.leave, ends.b.arrive));
  }

  drive(from: Coordinate, to: Coordinate): RoadRoute | null {
    const ends = this.carEnds(from, to);
    if (!ends) return this.fallback.drive(from, to);
    const { a, b, direct } = ends;
    const path = this.query.route(a.leave, b.arrive);
    if (direct && (!path || direct.cost <= path.cost)) {
      return this.route(
        direct.meters,
        direct.cost,
        this.slice(a.snapped.edge, a.snapped.along, b.snapped.along),
      );
    }
    if (!path) return null;
    return this.route(path.meters, path.cost, this.pathPoints(path, a, b));
  }

  accessPoint(point: Coordinate, maxMeters: number): Coordinate | null {
    const snapped =
      this.carIndex.nearest(point.lat, point.lon, maxMeters) ??
      this.footIndex.nearest(point.lat, point.lon, maxMeters);
    return snapped && { lat: snapped.lat, lon: snapped.lon };
  }

  walk(from: Coordinate, to: Coordinate): RoadRoute | null {
    const sa = this.footIndex.nearest(from.lat, from.lon, this.maxFootSnap);
    const sb = this.footIndex.nearest(to.lat, to.lon, this.maxFootSnap);
    if (!sa || !sb) return this.fallback.walk(from, to);
    const a = this.seeds(sa, 'foot');
    const b = this.seeds(sb, 'foot');
    const offRoad = sa.offRoad + sb.offRoad;
    const direct = this.sameEdge(sa, sb, 'foot');
    const path = this.walkSearch.route(a.leave, b.arrive);
    let meters: number;
    let points: { lats: number[]; lons: number[] };
    if (direct && (!path || direct.meters <= path.meters)) {
      meters = direct.meters;
      points = this.slice(sa.edge, sa.along, sb.along);
    } else if (path) {
      meters = path.meters;
      points = this.pathPoints(path, a, b);
    } else {
      return null;
    }
    points.lats.unshift(from.lat);
    points.lons.unshift(from.lon);
    points.lats.push(to.lat);
    points.lons.push(to.lon);
    const total = meters + offRoad;
    return this.route(total, total / this.walking.speed, points);
  }

  /**
   * Both points placed on the car graph, with the drive between them along one edge when they are on the
   * same one; null when either is too far from a road for cars (the caller then estimates).
   */
  private carEnds(
    from: Coordinate,
    to: Coordinate,
  ): { a: Placed; b: Placed; direct: EdgePiece | null } | null {
    const a = this.placeCar(from);
    const b = this.placeCar(to);
    if (!a || !b) return null;
    return { a, b, direct: this.sameEdge(a.snapped, b.snapped, 'car') };
  }

  private placeCar(point: Coordinate): Placed | null {
    const key = `${point.lat},${point.lon}`;
    let placed = this.placedCar.get(key);
    if (placed === undefined) {
      const snapped = this.carIndex.nearest(point.lat, point.lon, this.maxCarSnap);
      placed = snapped && this.seeds(snapped, 'car');
      if (this.placedCar.size > 50_000) this.placedCar.clear();
      this.placedCar.set(key, placed);
    }
    return placed;
  }

  /**
   * Where a search may start from or end at a point on edge e: the edge's far junction in each direction
   * the mode may use, with the part of the edge already driven (or still to drive).
   */
  private seeds(s: SnappedPoint, mode: 'car' | 'foot'): Placed {
    const g = this.g;
    const e = s.edge;
    const length = g.edgeMeters[e]!;
    const f = length > 0 ? Math.min(1, s.along / length) : 0;
    const walkable = g.edgeFoot[e] === 1 ? length : Number.NaN;
    const forward = mode === 'car' ? g.edgeCarForward[e]! : walkable;
    const backward = mode === 'car' ? g.edgeCarBackward[e]! : walkable;
    const placed: Placed = { snapped: s, leave: [], arrive: [] };
    if (!Number.isNaN(forward)) {
      placed.leaveForward = { node: g.edgeTo[e]!, cost: (1 - f) * forward, meters: (1 - f) * length };
      placed.arriveForward = { node: g.edgeFrom[e]!, cost: f * forward, meters: f * length };
      placed.leave.push(placed.leaveForward);
      placed.arrive.push(placed.arriveForward);
    }
    if (!Number.isNaN(backward)) {
      placed.leave.push({ node: g.edgeFrom[e]!, cost: f * backward, meters: f * length });
      placed.arrive.push({ node: g.edgeTo[e]!, cost: (1 - f) * backward, meters: (1 - f) * length });
    }
    return placed;
  }

  /** Both points on the same edge, in a direction the mode may go: the piece between them. */
  private sameEdge(a: SnappedPoint, b: SnappedPoint, mode: 'car' | 'foot'): EdgePiece | null {
    if (a.edge !== b.edge) return null;
    const g = this.g;
    const length = g.edgeMeters[a.edge]!;
    const meters = Math.abs(b.along - a.along);
    if (mode === 'foot') return { cost: meters, meters };
    const perMeter = b.along >= a.along ? g.edgeCarForward[a.edge]! : g.edgeCarBackward[a.edge]!;
    if (!(perMeter > 0) || length <= 0) return meters === 0 ? { cost: 0, meters: 0 } : null;
    return { cost: (meters / length) * perMeter, meters };
  }

  /** The path's points: the rest of the start edge, the whole edges driven, the start of the end edge. */
  private pathPoints(path: RoadPath, a: Placed, b: Placed): { lats: number[]; lons: number[] } {
    const g = this.g;
    const lats: number[] = [];
    const lons: number[] = [];
    const append = (pts: { lats: number[]; lons: number[] }) => {
      for (let i = 0; i < pts.lats.length; i++) {
        const n = lats.length;
        if (n > 0 && lats[n - 1] === pts.lats[i] && lons[n - 1] === pts.lons[i]) continue;
        lats.push(pts.lats[i]!);
        lons.push(pts.lons[i]!);
      }
    };
    const startEdge = a.snapped.edge;
    const leftForward = path.source === a.leaveForward;
    append(this.slice(startEdge, a.snapped.along, leftForward ? g.edgeMeters[startEdge]! : 0));
    for (const step of path.steps) append(edgePoints(g, stepEdge(step), stepReversed(step)));
    const endEdge = b.snapped.edge;
    const enteredForward = path.target === b.arriveForward;
    append(this.slice(endEdge, enteredForward ? 0 : g.edgeMeters[endEdge]!, b.snapped.along));
    return { lats, lons };
  }

  /** The points of edge e between two distances along it, in the order from → to (either way). */
  private slice(e: number, fromAlong: number, toAlong: number): { lats: number[]; lons: number[] } {
    const pts = edgePoints(this.g, e, false);
    const cumulative = [0];
    for (let i = 0; i + 1 < pts.lats.length; i++) {
      cumulative.push(
        cumulative[i]! + haversineMeters(pts.lats[i]!, pts.lons[i]!, pts.lats[i + 1]!, pts.lons[i + 1]!),
      );
    }
    const pointAt = (d: number): [number, number] => {
      let i = 0;
      while (i + 2 < cumulative.length && cumulative[i + 1]! < d) i++;
      const span = cumulative[i + 1]! - cumulative[i]!;
      const t = span > 0 ? Math.max(0, Math.min(1, (d - cumulative[i]!) / span)) : 0;
      return [
        pts.lats[i]! + (pts.lats[i + 1]! - pts.lats[i]!) * t,
        pts.lons[i]! + (pts.lons[i + 1]! - pts.lons[i]!) * t,
      ];
    };
    const lo = Math.min(fromAlong, toAlong);
    const hi = Math.max(fromAlong, toAlong);
    const [latLo, lonLo] = pointAt(lo);
    const lats = [latLo];
    const lons = [lonLo];
    for (let i = 1; i + 1 < pts.lats.length; i++) {
      if (cumulative[i]! > lo && cumulative[i]! < hi) {
        lats.push(pts.lats[i]!);
        lons.push(pts.lons[i]!);
      }
    }
    const [latHi, lonHi] = pointAt(hi);
    lats.push(latHi);
    lons.push(lonHi);
    if (fromAlong > toAlong) {
      lats.reverse();
      lons.reverse();
    }
    return { lats, lons };
  }

  private route(meters: number, seconds: number, points: { lats: number[]; lons: number[] }): RoadRoute {
    return {
      meters,
      seconds,
      geometry: { points: encodePolyline(points.lats, points.lons), length: points.lats.length },
      estimated: false,
    };
  }
}

/** The drive or walk along part of one edge: its cost (seconds for cars, metres on foot) and metres. */
interface EdgePiece {
  cost: number;
  meters: number;
}

/** The cheaper of a drive along one edge and a drive through the graph (null when there is neither). */
function cheaperDrive(direct: EdgePiece | null, found: EdgePiece | null): RoadCost | null {
  const best = direct && (!found || direct.cost <= found.cost) ? direct : found;
  return best && { meters: best.meters, seconds: best.cost };
}
