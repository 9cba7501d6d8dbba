/**
 * A seeded stand-in for a national GTFS-Realtime feed (the Dutch one carries an update for nearly every
 * running trip): one TripUpdate for every trip that runs on the day between 05:00 and 24:00, with its
 * delays given as a handful of StopTimeUpdates by stop id, as real feeds give them.
 */
import type { LiveStopUpdate, LiveTripUpdate, Timetable } from '../src/index.js';
import { tripRunsOn, tripTimesOf } from '../src/realtime/live-times.js';
import { dayNumberOf } from '../src/time/service-day.js';
import { Random } from '../src/synthetic/random.js';

export const LIVE_FEED_SEED = 20261125;

/** The shares of the trips in the feed, by what happens to them (the rest: late by 1 s to 3 min). */
const SHARE = { cancelled: 0.01, onTime: 0.2, late: 0.04, skipsAStop: 0.005 } as const;
const SMALL_DELAY_SECONDS = [1, 180] as const;
const LARGE_DELAY_SECONDS = [300, 1800] as const;
/** Along the trip the delay changes at 1–3 stops, by this much each time (a bus can catch up a little). */
const DRIFT_SECONDS = [-60, 120] as const;
/** No trip in the feed runs more than this early. */
const EARLIEST_SECONDS = -60;
const WINDOW = { from: 5 * 3600, to: 24 * 3600 } as const;

export interface NationalLiveFeed {
  tripUpdates: LiveTripUpdate[];
  stopUpdates: number;
  counts: { onTime: number; small: number; late: number; cancelled: number; skipsAStop: number };
}

export function nationalLiveFeed(timetable: Timetable, date: number, seed: number): NationalLiveFeed {
  const random = new Random(seed);
  const day = dayNumberOf(date);
  const tripUpdates: LiveTripUpdate[] = [];
  const counts = { onTime: 0, small: 0, late: 0, cancelled: 0, skipsAStop: 0 };
  let stopUpdates = 0;
  for (let trip = 0; trip < timetable.tripIds.length; trip++) {
    if (!tripRunsOn(timetable, trip, day)) continue;
    const { first, stops, pattern } = tripTimesOf(timetable, trip);
    // A trip is in the window when any part of its run is.
    if (timetable.departures[first]! >= WINDOW.to) continue;
    if (timetable.arrivals[first + stops - 1]! < WINDOW.from) continue;
    const update: LiveTripUpdate = {
      tripId: timetable.tripIds[trip]!,
      startDate: date,
      cancelled: false,
      stops: [],
    };
    tripUpdates.push(update);
    const draw = random.next();
    if (draw < SHARE.cancelled) {
      update.cancelled = true;
      counts.cancelled++;
      continue;
    }
    const stopIdAt = (i: number): string =>
      timetable.stopIds[timetable.patternStops[timetable.patternStopOffset[pattern]! + i]!]!;
    let delay = 0;
    if (draw < SHARE.cancelled + SHARE.onTime) counts.onTime++;
    else if (draw < SHARE.cancelled + SHARE.onTime + SHARE.late) {
      delay = random.int(...LARGE_DELAY_SECONDS);
      counts.late++;
    } else {
      delay = random.int(...SMALL_DELAY_SECONDS);
      counts.small++;
    }
    update.stops.push({ stopId: stopIdAt(0), departure: { delay }, skipped: false });
    // An on-time trip says so at its first stop only; a late one's delay drifts at a few stops after it.
    const changes = delay === 0 ? 0 : Math.min(stops - 1, random.int(1, 3));
    const at = new Set<number>();
    while (at.size < changes) at.add(random.int(1, stops - 1));
    const skipAt = stops > 2 && random.chance(SHARE.skipsAStop) ? random.int(1, stops - 2) : -1;
    if (skipAt >= 0) {
      at.add(skipAt);
      counts.skipsAStop++;
    }
    for (const i of [...at].sort((a, b) => a - b)) {
      const stop: LiveStopUpdate = { stopId: stopIdAt(i), skipped: i === skipAt };
      if (!stop.skipped) {
        delay = Math.max(EARLIEST_SECONDS, delay + random.int(...DRIFT_SECONDS));
        stop.arrival = { delay };
        stop.departure = { delay };
      }
      update.stops.push(stop);
    }
    stopUpdates += update.stops.length;
  }
  return { tripUpdates, stopUpdates, counts };
}
