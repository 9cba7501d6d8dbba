/**
 * The search wing's face: searching the region and the rides, storing the answer as a plan, and the nightly
 * removal of old searches. It uses only the shared floor.
 */
export { registerPlanCleanupJob } from './plan-cleanup-job.js';
export { findItineraryToBook } from './plan-store.js';
export { planView } from './plan-views.js';
export { searchPlan } from './search-service.js';
export {
  deletePlan,
  insertPlan,
  itinerariesOfPlan,
  itineraryWithPlanWhere,
  planById,
  type ItineraryRow,
  type ItineraryWithPlan,
  type NewPlanRow,
  type PlanRow,
} from './repository.js';
