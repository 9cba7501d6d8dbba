import type { RoadRouting } from '@achterhoek/routing';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { VehicleRegistry } from './vehicles/vehicle-registry.js';

/** What the rideshare services work with: the database, the app's clock and the region's roads. */
export interface RideshareContext {
  db: Db;
  clock: Clock;
  /** Car routes for rides (the imported road network, or the estimated model). */
  roads: RoadRouting;
  registry: VehicleRegistry;
}
