import type { FastifyRequest } from 'fastify';
import type { LiveAlert, LiveTimes, MultimodalPlanner } from '@achterhoek/routing';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import type { RideProvider } from '../../rideshare/index.js';
import type { PlannerRegion } from './region-loader.js';

/** What the planner's services work with: the database, the app's clock, the region and the rides. */
export interface PlannerContext {
  db: Db;
  /** "Now" for refusing past travel times, dropping departures already gone, and the trip monitor. */
  clock: Clock;
  region: PlannerRegion;
  rides: RideProvider;
  /** Whether this server serves the demo's live feed (LIVE_TRANSIT_URL is `simulator`). */
  liveFeedSimulated: boolean;
  /** Public transport as it runs now: the live feed applied while it is fresh, else the timetable. */
  live: LiveNetwork;
  /** The app's address the caller is using: the calendar feed's address is handed out on it. */
  appOrigin: (request: FastifyRequest) => string;
}

/**
 * The public-transport network as this instance last read the live feed. Anything but a fresh feed
 * gives the timetable: the region's planner, no live times, no alerts.
 */
export interface LiveNetwork {
  /**
   * The planner over the timetable with the live times applied, and those live times (to read legs'
   * delays from; none unless fresh): taken together, so both come from the same message.
   */
  current(): { planner: MultimodalPlanner; times: LiveTimes };
  /** The service alerts in force (none unless fresh). */
  alerts(): LiveAlert[];
  /** Whether the feed is fresh: only then may what it says change trips. */
  fresh(): boolean;
}
