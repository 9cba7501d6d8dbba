/**
 * What one OpenStreetMap way means for the road graph: the car speed each way (NaN where cars may not
 * go) and whether pedestrians may walk it. The rules themselves are in car-rules.ts and foot-rules.ts.
 */
import type { OsmTags } from './access.js';
import { CAR_TAG_KEYS, carAllowed, carDirections, drivingSpeedKmh } from './car-rules.js';
import { FOOT_TAG_KEYS, footAllowed } from './foot-rules.js';

export type { OsmTags } from './access.js';

export interface WayRules {
  /** Average driving speed along the way's node order, km/h, or NaN when cars may not go that way. */
  carForwardKmh: number;
  /** The same against the node order. */
  carBackwardKmh: number;
  foot: boolean;
}

/** The way's rules, or undefined when neither cars nor pedestrians may use it (it is dropped). */
export function wayRules(tags: OsmTags): WayRules | undefined {
  const car = carAllowed(tags) ? carDirections(tags) : { forward: false, backward: false };
  const foot = footAllowed(tags);
  if (!car.forward && !car.backward && !foot) return undefined;
  return {
    carForwardKmh: car.forward ? drivingSpeedKmh(tags, 'forward') : NaN,
    carBackwardKmh: car.backward ? drivingSpeedKmh(tags, 'backward') : NaN,
    foot,
  };
}

/** The street name for leg descriptions: `name`, else the road number (`ref`, "N319"). */
export function wayName(tags: OsmTags): string | undefined {
  const name = tags.name?.trim() || tags.ref?.trim();
  return name || undefined;
}

/** Every tag key the road graph reads; a reader may drop all others before building tag objects. */
export const ROAD_TAG_KEYS: readonly string[] = [
  ...new Set([...CAR_TAG_KEYS, ...FOOT_TAG_KEYS, 'name', 'ref']),
];
