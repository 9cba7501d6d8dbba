/**
 * The planner's floor, which every wing may use: the context its services work with, the region, the
 * rules every trip question shares, the itinerary mapping, the travel window, the per-person lock and the
 * helpers every system message shares. It imports no wing.
 */
export { type LiveNetwork, type PlannerContext } from './deps.js';
export { replacingBusinessErrors } from './business-errors.js';
export { carItinerary, fromPlanPlace, toItinerary, toPlanPlace } from './itinerary-mapper.js';
export { ddmmyyyy, deliveryFor, hhmm, onDay, onDayAt } from './message-helpers.js';
export { countWhere, lockPersonFor } from './repository.js';
export { inRegion, loadPlannerRegion, type PlannerRegion, RegionSnapshotError } from './region-loader.js';
export { PAST_TOLERANCE_MS, travelWindow } from './travel-window.js';
export { checkedBodyQuestion, checkTripQuestion, tripPlaceColumns } from './trip-question.js';
