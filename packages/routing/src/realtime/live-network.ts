import { MultimodalPlanner, type MultimodalPlannerOptions } from '../multimodal/multimodal-planner.js';
import type { RoadRouting } from '../roads/road-routing.js';
import { prepareRouter, TransitRouter, type PreparedRouter, type RouterOptions } from '../transit/router.js';
import type { Timetable } from '../transit/timetable-model.js';
import type { LiveTimes } from './live-times.js';
import { liveTimetable } from './live-timetable.js';

/** The live timetable's arrays of its own; every other field is its base timetable's. */
const OWN_ARRAYS = [
  'patternRoute',
  'patternStopOffset',
  'patternStops',
  'patternCanBoard',
  'patternCanAlight',
  'patternTripOffset',
  'patternTimeOffset',
  'tripService',
  'tripShape',
  'liveCopyOf',
  'arrivals',
  'departures',
  'stopPatternOffset',
  'stopPatterns',
  'serviceActive',
] as const;

/**
 * A live network made away from the thread that searches (a worker thread): the live timetable's own
 * arrays and its search graphs, as typed arrays handed over without a copy; everything else (names, ids,
 * stops, footpaths, shapes) is the base timetable's, which the receiving thread holds already.
 */
export interface LiveNetworkParts {
  arrays: Pick<Timetable, (typeof OWN_ARRAYS)[number]>;
  maxTime: number;
  /** The services after the base's. */
  addedServiceIds: string[];
  router: PreparedRouter;
}

/**
 * The costly part of planning on live times, for a worker thread: the live timetable and its router's
 * search graphs. Undefined when the feed changes no trip's times (plan on the base network then).
 */
export function prepareLiveNetwork(base: Timetable, live: LiveTimes): LiveNetworkParts | undefined {
  const made = liveTimetable(base, live);
  if (made.timetable === base) return undefined;
  const { timetable } = made;
  const arrays = {} as Record<(typeof OWN_ARRAYS)[number], unknown>;
  for (const key of OWN_ARRAYS) arrays[key] = timetable[key];
  return {
    arrays: arrays as LiveNetworkParts['arrays'],
    maxTime: timetable.maxTime,
    addedServiceIds: timetable.serviceIds.slice(base.serviceIds.length),
    router: prepareRouter(timetable),
  };
}

/**
 * The planner on live times from the parts a worker made, on the thread that searches: the names and ids
 * are the base's, the stop look-ups and transfer hubs from the base's router and planner (the live
 * copies serve the same stops with the same routes). Takes milliseconds where making it took seconds.
 */
export function livePlannerFromParts(
  base: { router: TransitRouter; planner: MultimodalPlanner; roads: RoadRouting },
  parts: LiveNetworkParts,
  options: { router?: RouterOptions; planner?: MultimodalPlannerOptions } = {},
): { timetable: Timetable; router: TransitRouter; planner: MultimodalPlanner } {
  const baseTimetable = base.router.timetable;
  const timetable: Timetable = {
    ...baseTimetable,
    ...parts.arrays,
    maxTime: parts.maxTime,
    serviceIds: [...baseTimetable.serviceIds, ...parts.addedServiceIds],
  };
  const router = new TransitRouter(timetable, {
    ...options.router,
    prepared: parts.router,
    sameStopsAs: base.router,
  });
  const planner = new MultimodalPlanner(router, base.roads, { ...options.planner, sameHubsAs: base.planner });
  return { timetable, router, planner };
}
