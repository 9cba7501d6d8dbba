import { tripRunsOn, tripTimesOf } from '../realtime/live-times.js';
import { localDayNumber, serviceDayStart, zoneOffsetSeconds } from '../time/service-day.js';
import type { Timetable } from '../transit/timetable-model.js';
import { DEMO_DISRUPTIONS } from './demo-disruptions.js';

/** A train of the demo's T1 line from Doetinchem to Winterswijk that the demo's live feed makes late. */
export interface DemoLateTrain {
  tripId: string;
  /** Epoch seconds, by the timetable. */
  leavesDoetinchem: number;
  arrivesWinterswijk: number;
}

const DOETINCHEM = 'db:8400177';
const WINTERSWIJK = 'db:8400698';

/**
 * The first T1 train towards Winterswijk that a standing disruption of the demo makes late (it leaves
 * Arnhem in an odd hour), reaching Winterswijk at least `leadSeconds` from now and leaving Arnhem within
 * `withinSeconds` (the simulator's feed covers the next twelve hours). For the demo's booked trip whose
 * train runs late; undefined on a region without the demo's lines.
 */
export function nextLateDemoTrain(
  timetable: Timetable,
  nowSeconds: number,
  leadSeconds = 3600,
  withinSeconds = 11 * 3600,
): DemoLateTrain | undefined {
  const rule = DEMO_DISRUPTIONS.find((candidate) => candidate.routeId === 'demo-T1' && !candidate.cancelled);
  const route = timetable.routeIds.indexOf('demo-T1');
  if (!rule || route < 0) return undefined;
  const today = localDayNumber(nowSeconds, timetable.timezone);
  let best: DemoLateTrain | undefined;
  for (let pattern = 0; pattern < timetable.patternRoute.length; pattern++) {
    if (timetable.patternRoute[pattern] !== route) continue;
    const offset = timetable.patternStopOffset[pattern]!;
    const stopIds = Array.from(
      timetable.patternStops.subarray(offset, timetable.patternStopOffset[pattern + 1]!),
      (stop) => timetable.stopIds[stop],
    );
    const from = stopIds.indexOf(DOETINCHEM);
    const to = stopIds.indexOf(WINTERSWIJK);
    if (from < 0 || to <= from) continue;
    for (
      let trip = timetable.patternTripOffset[pattern]!;
      trip < timetable.patternTripOffset[pattern + 1]!;
      trip++
    ) {
      const { first } = tripTimesOf(timetable, trip);
      for (let day = today; day <= today + 1; day++) {
        if (!tripRunsOn(timetable, trip, day)) continue;
        const start = serviceDayStart(day, timetable.timezone);
        const leavesArnhem = start + timetable.departures[first]!;
        const localHour = Math.floor(
          ((leavesArnhem + zoneOffsetSeconds(leavesArnhem, timetable.timezone)) % 86_400) / 3600,
        );
        const arrives = start + timetable.arrivals[first + to]!;
        if (!rule.hours(localHour)) continue;
        if (arrives < nowSeconds + leadSeconds || leavesArnhem > nowSeconds + withinSeconds) continue;
        if (!best || arrives < best.arrivesWinterswijk) {
          best = {
            tripId: timetable.tripIds[trip]!,
            leavesDoetinchem: start + timetable.departures[first + from]!,
            arrivesWinterswijk: arrives,
          };
        }
      }
    }
  }
  return best;
}
