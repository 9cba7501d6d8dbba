import { DEMO_DISRUPTIONS, encodeFeed, simulateFeed } from '@achterhoek/routing';
import type { PlannerRegion } from '../shared/index.js';

/**
 * The demo's live feed at this moment, as GTFS-Realtime protobuf: the standing disruptions of the demo
 * timetable (a late train, a bus that does not run). On an imported region the demo's lines do not exist,
 * so it holds nothing; such a deployment sets LIVE_TRANSIT_URL to the real feed.
 */
export function simulatorFeed(region: PlannerRegion, nowMs: number): Uint8Array {
  const rules = region.meta.demo ? DEMO_DISRUPTIONS : [];
  return encodeFeed(simulateFeed(region.router.timetable, Math.floor(nowMs / 1000), [], rules));
}
