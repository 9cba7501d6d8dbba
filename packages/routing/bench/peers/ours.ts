/** Our router as the server runs it: build, encode the region snapshot, decode it, plan on the decoded copy. */
import { buildTimetable, decodeRegion, encodeRegion, TRANSIT_MODES, TransitRouter } from '../../src/index.js';
import { dayNumberOf, serviceDayStart } from '../../src/time/service-day.js';
import { now } from '../measure.js';
import type { Contender } from './contender.js';

export const ours: Contender = {
  name: 'ours',
  async load(input) {
    let start = now();
    const { timetable, issues } = buildTimetable(input.feed, { transferSlackSeconds: input.slackSeconds });
    const buildMs = now() - start;
    start = now();
    const bytes = encodeRegion({ meta: input.meta, timetable });
    const encodeMs = now() - start;
    start = now();
    const region = decodeRegion(bytes);
    const decodeMs = now() - start;
    const router = new TransitRouter(region.timetable);
    const dayStart = serviceDayStart(dayNumberOf(input.date), region.timetable.timezone);
    const errors = issues.filter((i) => i.severity === 'error').length;
    const t = region.timetable;
    const index = new Map(t.stopIds.map((id, i) => [id, i]));
    const at = (id: string): { lat: number; lon: number } => ({
      lat: t.stopLat[index.get(id)!]!,
      lon: t.stopLon[index.get(id)!]!,
    });
    const walkLimit = Math.round(t.footpathRadiusMeters * t.walkCircuity);
    return {
      notes: {
        buildTimetable: `${(buildMs / 1000).toFixed(2)} s (${issues.length} issues, ${errors} errors)`,
        encodeRegion: `${(encodeMs / 1000).toFixed(2)} s, ${(bytes.length / 1e6).toFixed(1)} MB`,
        'decodeRegion (server start-up)': `${(decodeMs / 1000).toFixed(3)} s`,
      },
      variant: {
        label: `plan() from and to the stops' coordinates, walks up to ${walkLimit} m at the ends`,
        earliestArrival(q) {
          const itineraries = router.plan({
            from: at(q.fromStopId),
            to: at(q.toStopId),
            time: (dayStart + q.departure) * 1000,
            arriveBy: false,
            maxWalkDistance: walkLimit,
            modes: TRANSIT_MODES,
          });
          if (itineraries.length === 0) return undefined;
          return Math.min(...itineraries.map((i) => i.arrivalTime)) / 1000 - dayStart;
        },
      },
      earliestArrival(q) {
        const itineraries = router.planBetweenStops({
          fromStopId: q.fromStopId,
          toStopId: q.toStopId,
          time: (dayStart + q.departure) * 1000,
        });
        if (itineraries.length === 0) return undefined;
        return Math.min(...itineraries.map((i) => i.arrivalTime)) / 1000 - dayStart;
      },
    };
  },
};
