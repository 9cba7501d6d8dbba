import type { Coordinate } from '../transit/types.js';

/** A drive or a walk between two points. */
export interface RoadRoute {
  /** Metres. */
  meters: number;
  /** Seconds. */
  seconds: number;
  /** Encoded polyline (precision 5) and its number of points. */
  geometry: { points: string; length: number };
  /**
   * True when no road network answered: straight line × a detour factor at a speed by distance. Shown
   * to users as an estimate, never as a real route.
   */
  estimated: boolean;
}

/** Just the figures of a drive, for the many look-ups of ride matching (no geometry is built). */
export interface RoadCost {
  meters: number;
  seconds: number;
}

/**
 * Car and foot routing between coordinates. Two implementations: over an imported OpenStreetMap road
 * graph (GraphRoadRouter) and the estimated model for regions without one (EstimatedRoadRouter).
 */
export interface RoadRouting {
  /** Whether every answer is an estimate (no road network). */
  readonly estimated: boolean;
  drive(from: Coordinate, to: Coordinate): RoadRoute | null;
  driveCost(from: Coordinate, to: Coordinate): RoadCost | null;
  /**
   * Drive costs from every source to every target, row-major (sources[s] → targets[t] at
   * s · targets.length + t): many look-ups at once are much cheaper than one by one.
   */
  driveCostMatrix(sources: readonly Coordinate[], targets: readonly Coordinate[]): (RoadCost | null)[];
  walk(from: Coordinate, to: Coordinate): RoadRoute | null;
  /**
   * Where a place meets the road: the nearest point on a road within `maxMeters` (a car road first,
   * else a footway), for a geocoder that prefers access points to display points; null without roads.
   */
  accessPoint(point: Coordinate, maxMeters: number): Coordinate | null;
}
