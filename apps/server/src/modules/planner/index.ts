/**
 * The planner module as the rest of the server sees it: its plugin, the region it loads at start-up
 * (which the geocoder indexes too), what the about page shows of that region, and the seam through
 * which the rideshare module will offer its rides.
 *
 * Inside, the planner stands in wings, top-down: settlement → trips → shout-outs → search → shared. A wing
 * uses another only through its index.ts, and only one that stands below it: the settlement decides on
 * trips; a trip may be booked from an accepted shout-out; a shout-out's offers are shown as plans. What
 * would run upward is given at registration instead (the trip timer's validation step, in module.ts).
 * module.ts, routes.ts and participation.ts stand above the wings; schema.ts holds the tables of all.
 */
export { registerPlannerModule, regionInfo, type PlannerNeeds, type PlannerProvides } from './module.js';
export { inRegion, loadPlannerRegion, RegionSnapshotError, type PlannerRegion } from './shared/index.js';
export { plannerParticipation } from './participation.js';
export { plannerAccountData } from './account-data/index.js';
export type { LiveTransit, LiveTransitState, LiveTransitStatus } from './live/index.js';
