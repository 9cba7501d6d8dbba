import type { Timetable } from '../transit/timetable-model.js';
import { gtfsDateOf, localDayNumber, serviceDayStart, zoneOffsetSeconds } from '../time/service-day.js';
import type { LiveAlert, LiveFeed, LiveTripUpdate } from './live-feed.js';
import { tripRunsOn, tripTimesOf } from './live-times.js';

/** A change the simulator is told to make to one trip on one day (the demo's seed, a test, a journey). */
export interface SimulatedChange {
  tripId: string;
  /** YYYYMMDD of the trip's service day. */
  startDate: number;
  /** Seconds late from the first stop on; ignored when cancelled. */
  delaySeconds: number;
  cancelled: boolean;
}

/**
 * A standing disruption on a line, so that the demo shows live times at any hour: the trips of the route
 * that leave their first stop in the hours `hours` picks (local time) are late or do not run.
 */
export interface SimulatedRule {
  routeId: string;
  hours: (localHour: number) => boolean;
  delaySeconds: number;
  cancelled: boolean;
  /** A service alert on the route while the rule holds. */
  alert?: Pick<LiveAlert, 'header' | 'description' | 'effect'>;
}

/** How far around the simulated moment trips are looked at: the feed covers what can still matter. */
const BEFORE_SECONDS = 3 * 3600;
const AFTER_SECONDS = 12 * 3600;

/**
 * The demo's live feed at a moment: the changes it was told of, and the standing rules applied to the
 * trips running from three hours before to twelve after. A pure function of its inputs, so every instance
 * of the server serves the same feed for the same moment.
 */
export function simulateFeed(
  timetable: Timetable,
  nowSeconds: number,
  changes: readonly SimulatedChange[],
  rules: readonly SimulatedRule[],
): LiveFeed & { producedAt: number } {
  const updates = new Map<string, LiveTripUpdate>();
  const alerts: LiveAlert[] = [];
  const today = localDayNumber(nowSeconds, timetable.timezone);
  for (const rule of rules) {
    const route = timetable.routeIds.indexOf(rule.routeId);
    if (route < 0) continue;
    let applied = false;
    for (let pattern = 0; pattern < timetable.patternRoute.length; pattern++) {
      if (timetable.patternRoute[pattern] !== route) continue;
      for (
        let trip = timetable.patternTripOffset[pattern]!;
        trip < timetable.patternTripOffset[pattern + 1]!;
        trip++
      ) {
        for (let day = today - 1; day <= today + 1; day++) {
          if (!tripRunsOn(timetable, trip, day)) continue;
          const { first, stops } = tripTimesOf(timetable, trip);
          const start = serviceDayStart(day, timetable.timezone);
          const leaves = start + timetable.departures[first]!;
          const arrives = start + timetable.arrivals[first + stops - 1]!;
          if (arrives < nowSeconds - BEFORE_SECONDS || leaves > nowSeconds + AFTER_SECONDS) continue;
          const localHour = Math.floor(
            ((leaves + zoneOffsetSeconds(leaves, timetable.timezone)) % 86_400) / 3600,
          );
          if (!rule.hours(localHour)) continue;
          const startDate = gtfsDateOf(day);
          const tripId = timetable.tripIds[trip]!;
          updates.set(
            `${tripId}@${startDate}`,
            lateFromFirstStop(
              { tripId, startDate, delaySeconds: rule.delaySeconds, cancelled: rule.cancelled },
              rule.routeId,
            ),
          );
          applied = true;
        }
      }
    }
    if (applied && rule.alert) {
      alerts.push({
        id: `demo-${rule.routeId}`,
        activePeriods: [],
        routeIds: [rule.routeId],
        tripIds: [],
        stopIds: [],
        ...rule.alert,
      });
    }
  }
  // A change it was told of wins over a rule for the same trip and day.
  for (const change of changes) {
    updates.set(`${change.tripId}@${change.startDate}`, lateFromFirstStop(change));
  }
  return { producedAt: nowSeconds, tripUpdates: [...updates.values()], alerts, skipped: 0 };
}

/** A trip late by the same delay from its first stop on (the feed's rule holds it for every stop), or cancelled. */
function lateFromFirstStop(change: SimulatedChange, routeId?: string): LiveTripUpdate {
  return {
    tripId: change.tripId,
    startDate: change.startDate,
    ...(routeId ? { routeId } : {}),
    cancelled: change.cancelled,
    stops: change.cancelled
      ? []
      : [{ stopSequence: 1, departure: { delay: change.delaySeconds }, skipped: false }],
  };
}
