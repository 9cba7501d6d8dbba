// The trip-planning engine. Pure: no file or network access, no clock, no database (DESIGN.md §3).
// File helpers for Node (reading a GTFS zip or folder, snapshot files) are in '@achterhoek/routing/node'.
export * from './gtfs/feed.js';
export { StopTimesBuilder, type StopTimeRow } from './gtfs/stop-times-builder.js';
export * from './transit/types.js';
export { buildTimetable, type Timetable, type TimetableOptions } from './transit/timetable.js';
export {
  prepareRouter,
  TransitRouter,
  type PreparedRouter,
  type RouterOptions,
  type StopQuery,
} from './transit/router.js';
export { shareTimetable } from './transit/shared-timetable.js';
export { transferablesOf } from './util/transferables.js';
export { encodeRegion, decodeRegion, type Region, type RegionMeta } from './region/region.js';
export { readFeed, GtfsReadError } from './gtfs/read-feed.js';
export { writeFeed, zipFeed } from './gtfs/write-feed.js';
export { clipFeed, type BBox, type ClipSummary } from './gtfs/clip-feed.js';
export { buildDemoFeed, DEMO_REGION_META } from './demo/demo-feed.js';
export type { RoadGraph } from './roads/road-graph.js';
export { modeGraph } from './roads/road-graph.js';
export type { ContractionHierarchy } from './roads/ch/contraction-hierarchy.js';
export { buildContractionHierarchy } from './roads/ch/build-contraction-hierarchy.js';
export type { RoadCost, RoadRoute, RoadRouting } from './roads/road-routing.js';
export { EstimatedRoadRouter } from './roads/estimated-road-router.js';
export { GraphRoadRouter } from './roads/graph-road-router.js';
export * from './rideshare/types.js';
export { rideFareCredits } from './rideshare/fare.js';
export { RideMatcher } from './rideshare/ride-matcher.js';
export { bestInsertion, type CostLookup } from './rideshare/insertion.js';
export {
  MultimodalPlanner,
  TRANSFER_BUFFER_SECONDS,
  type MultimodalQuery,
  type PlannedItinerary,
} from './multimodal/multimodal-planner.js';
export { itineraryScore, rankItineraries, TRANSFER_PENALTY_SECONDS } from './multimodal/ranking.js';
export { sustainabilityRating } from './multimodal/co2.js';
export * from './places/region-places.js';
export { StopIndex } from './geo/stop-index.js';
export { haversineMeters } from './geo/distance.js';
export { zoneOffsetSeconds } from './time/service-day.js';
export type * from './realtime/live-feed.js';
export { decodeFeed, LiveFeedError } from './realtime/decode-feed.js';
export { encodeFeed } from './realtime/encode-feed.js';
export { LiveTimes, type LiveTimesData, type LiveTrip, type UnmatchedCounts } from './realtime/live-times.js';
export { simulateFeed, type SimulatedChange, type SimulatedRule } from './realtime/simulator.js';
export { DEMO_DISRUPTIONS } from './demo/demo-disruptions.js';
export { nextLateDemoTrain, type DemoLateTrain } from './demo/demo-late-train.js';
export { liveTimetable, type LiveTimetable } from './realtime/live-timetable.js';
export { livePlannerFromParts, prepareLiveNetwork, type LiveNetworkParts } from './realtime/live-network.js';
export {
  alertsConcerning,
  liveLegOf,
  routeIdOfTrip,
  type LegOnTrip,
  type LiveLeg,
} from './realtime/live-leg.js';
