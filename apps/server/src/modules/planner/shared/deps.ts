import type { FastifyRequest } from 'fastify';
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
  /** The app's address the caller is using: the calendar feed's address is handed out on it. */
  appOrigin: (request: FastifyRequest) => string;
}
