import type { LiveNetwork, PlannerRegion } from '../shared/index.js';
import type { LiveTransit } from './live-transit.js';

/**
 * The network the searches plan on: while the feed is fresh, the planner over the timetable with the live
 * times applied (late trips on their live times, cancelled ones gone), made once per message read on the
 * feed's own thread; else the region's own planner. The previous one is dropped when a new message comes,
 * so at most one live copy of the timetable is kept beside the region's.
 */
export function liveNetworkOf(region: PlannerRegion, live: LiveTransit): LiveNetwork {
  return {
    current() {
      const { times, planner } = live.state();
      return { planner: planner ?? region.planner, times };
    },
    alerts: () => live.state().alerts,
    fresh: () => live.state().status === 'fresh',
  };
}
