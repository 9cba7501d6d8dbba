/** Our router as the server runs it: build, encode the region snapshot, decode it, plan on the decoded copy. */
import {
  buildTimetable,
  decodeRegion,
  encodeRegion,
  TRANSIT_MODES,
  TransitRouter,
  type Timetable,
} from '../../src/index.js';
import { dayNumberOf, serviceDayStart } from '../../src/time/service-day.js';
import { now } from '../measure.js';
import type { BenchInput, Contender, LoadedRouter } from './contender.js';

/** The timetable the server plans on (the decoded region snapshot), with the figures of making it. */
export function serverTimetable(input: BenchInput): { timetable: Timetable; notes: Record<string, string> } {
  let start = now();
  const { timetable, issues } = buildTimetable(input.feed, { transferSlackSeconds: input.slackSeconds });
  const buildMs = now() - start;
  start = now();
  const bytes = encodeRegion({ meta: input.meta, timetable });
  const encodeMs = now() - start;
  start = now();
  const region = decodeRegion(bytes);
  const decodeMs = now() - start;
  const errors = issues.filter((i) => i.severity === 'error').length;
  return {
    timetable: region.timetable,
    notes: {
      buildTimetable: `${(buildMs / 1000).toFixed(2)} s (${issues.length} issues, ${errors} errors)`,
      encodeRegion: `${(encodeMs / 1000).toFixed(2)} s, ${(bytes.length / 1e6).toFixed(1)} MB`,
      'decodeRegion (server start-up)': `${(decodeMs / 1000).toFixed(3)} s`,
    },
  };
}

/** The bench's question to our router: stop to stop (planBetweenStops), on the questions' date. */
export function stopToStop(router: TransitRouter, date: number): LoadedRouter['earliestArrival'] {
  const dayStart = serviceDayStart(dayNumberOf(date), router.timetable.timezone);
  return (q) => {
    const itineraries = router.planBetweenStops({
      fromStopId: q.fromStopId,
      toStopId: q.toStopId,
      time: (dayStart + q.departure) * 1000,
    });
    if (itineraries.length === 0) return undefined;
    return Math.min(...itineraries.map((i) => i.arrivalTime)) / 1000 - dayStart;
  };
}

/** The same question door to door (plan()), walking from and to stops near the ends as the peers do. */
function walkEnds(router: TransitRouter, date: number): NonNullable<LoadedRouter['variant']> {
  const t = router.timetable;
  const dayStart = serviceDayStart(dayNumberOf(date), t.timezone);
  const index = new Map(t.stopIds.map((id, i) => [id, i]));
  const at = (id: string): { lat: number; lon: number } => ({
    lat: t.stopLat[index.get(id)!]!,
    lon: t.stopLon[index.get(id)!]!,
  });
  const walkLimit = Math.round(t.footpathRadiusMeters * t.walkCircuity);
  return {
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
  };
}

export const ours: Contender = {
  name: 'ours',
  load(input) {
    const { timetable, notes } = serverTimetable(input);
    const router = new TransitRouter(timetable);
    return Promise.resolve({
      notes,
      variant: walkEnds(router, input.date),
      earliestArrival: stopToStop(router, input.date),
    });
  },
};
