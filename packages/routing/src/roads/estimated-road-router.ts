import { haversineMeters } from '../geo/distance.js';
import { encodePolyline } from '../geo/polyline.js';
import { DEFAULT_WALK, type WalkModel } from '../geo/walking.js';
import type { Coordinate } from '../transit/types.js';
import type { RoadCost, RoadRoute, RoadRouting } from './road-routing.js';

/** Roads are longer than the straight line; 1.3 is a common average for Dutch rural and town roads. */
export const DRIVE_CIRCUITY = 1.3;

/**
 * Average speed by how far a drive goes: the first kilometres through a village are slow, longer drives
 * reach the provincial roads and the motorway. Each band's metres are driven at its speed, so the time
 * grows smoothly with the distance. Speeds in km/h.
 */
export const DRIVE_SPEED_BANDS: readonly { upToMeters: number; kmh: number }[] = [
  { upToMeters: 3_000, kmh: 30 },
  { upToMeters: 15_000, kmh: 50 },
  { upToMeters: 40_000, kmh: 65 },
  { upToMeters: Number.POSITIVE_INFINITY, kmh: 80 },
];

export function estimatedDriveSeconds(meters: number): number {
  let seconds = 0;
  let done = 0;
  for (const band of DRIVE_SPEED_BANDS) {
    const part = Math.min(meters, band.upToMeters) - done;
    if (part <= 0) break;
    seconds += part / (band.kmh / 3.6);
    done += part;
  }
  return seconds;
}

/** The model for regions without an imported road network (the demo region): every answer is estimated. */
export class EstimatedRoadRouter implements RoadRouting {
  readonly estimated = true;

  constructor(private readonly walking: WalkModel = DEFAULT_WALK) {}

  driveCost(from: Coordinate, to: Coordinate): RoadCost {
    const meters = haversineMeters(from.lat, from.lon, to.lat, to.lon) * DRIVE_CIRCUITY;
    return { meters, seconds: estimatedDriveSeconds(meters) };
  }

  driveCostMatrix(sources: readonly Coordinate[], targets: readonly Coordinate[]): RoadCost[] {
    return sources.flatMap((s) => targets.map((t) => this.driveCost(s, t)));
  }

  drive(from: Coordinate, to: Coordinate): RoadRoute {
    const { meters, seconds } = this.driveCost(from, to);
    return { meters, seconds, geometry: straight(from, to), estimated: true };
  }

  accessPoint(): null {
    return null;
  }

  walk(from: Coordinate, to: Coordinate): RoadRoute {
    const meters = haversineMeters(from.lat, from.lon, to.lat, to.lon) * this.walking.circuity;
    return { meters, seconds: meters / this.walking.speed, geometry: straight(from, to), estimated: true };
  }
}

function straight(from: Coordinate, to: Coordinate): { points: string; length: number } {
  return { points: encodePolyline([from.lat, to.lat], [from.lon, to.lon]), length: 2 };
}
