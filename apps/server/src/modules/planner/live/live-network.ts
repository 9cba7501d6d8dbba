import { liveTimetable, type LiveTimes, MultimodalPlanner, TransitRouter } from '@achterhoek/routing';
import type { LiveNetwork, PlannerRegion } from '../shared/index.js';
import type { LiveTransit } from './live-transit.js';

/**
 * The network the searches plan on: while the feed is fresh, a planner over the timetable with the live
 * times applied (late trips on their live times, cancelled ones gone), made once per message read; else
 * the region's own planner. The previous one is dropped when a new message comes, so at most one live
 * copy of the timetable is kept beside the region's.
 */
export function liveNetworkOf(region: PlannerRegion, live: LiveTransit): LiveNetwork {
  let made: { times: LiveTimes; planner: MultimodalPlanner } | undefined;
  const fresh = () => live.state().status === 'fresh';
  return {
    current() {
      const { status, times } = live.state();
      if (status !== 'fresh' || times.size === 0) return { planner: region.planner, times };
      if (made?.times !== times) {
        const { timetable } = liveTimetable(region.router.timetable, times);
        made = { times, planner: new MultimodalPlanner(new TransitRouter(timetable), region.roads) };
      }
      return made;
    },
    alerts: () => live.state().alerts,
    fresh,
  };
}
