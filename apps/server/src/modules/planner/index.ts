/**
 * The planner module as the rest of the server sees it: its plugin, the region it loads at start-up
 * (which the geocoder indexes too), what the about page shows of that region, and the seam through
 * which the rideshare module will offer its rides.
 */
export { registerPlannerModule, regionInfo } from './module.js';
export { inRegion, loadPlannerRegion, RegionSnapshotError, type PlannerRegion } from './region-loader.js';
export { plannerParticipation } from './participation.js';
