import type { FastifyInstance } from 'fastify';
import type { RegionInfo } from '@achterhoek/contracts';
import type { PlannerRegion } from './region-loader.js';
import type { RideProvider } from './ride-provider.js';
import { registerPlannerRoutes } from './routes.js';

/**
 * The planner module: searches on the region loaded at start-up (see region-loader.ts, called early in
 * buildApp so a bad snapshot stops the server before anything else starts), with the app's clock as
 * "now". Trips and shout-outs join later.
 */
export function registerPlannerModule(
  app: FastifyInstance,
  region: PlannerRegion,
  rides: RideProvider,
): void {
  registerPlannerRoutes(app, { region, rides, clock: app.clock });
}

/** What the about page shows of the region: its name, whether it is the demo, and the sources to credit. */
export function regionInfo(region: PlannerRegion): RegionInfo {
  const { name, demo, sources } = region.meta;
  return { name, demo, sources, roads: region.meta.roads ?? 'estimated' };
}
