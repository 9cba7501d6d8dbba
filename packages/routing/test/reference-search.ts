import type { GtfsFeed } from '../src/gtfs/feed.js';
import { haversineMeters } from '../src/geo/distance.js';
import { dayNumberOf, localDayNumber, serviceDayStart, weekdayOf } from '../src/time/service-day.js';
import { modeOfRouteType } from '../src/transit/modes.js';
import type { TransitMode } from '../src/transit/types.js';

/**
 * The brute-force reference the RAPTOR search is tested against. Written plainly, straight from the
 * feed: every dated trip of the days in play as a list of absolute times, and per number of vehicles a
 * full relaxation over all of them (Bellman–Ford by rounds). No patterns, no binary search, no shared
 * label arrays. Slow, and meant to be obviously right.
 */
/** Answers arriving more than this after the asked time (or leaving this much before it) do not count. */
const HORIZON_SECONDS = 12 * 3600;

export interface ReferenceSettings {
  walkSpeed: number;
  walkCircuity: number;
  transferSlackSeconds: number;
  footpathRadiusMeters: number;
}

interface DatedTrip {
  mode: TransitMode;
  stops: number[];
  arrivals: number[];
  departures: number[];
  canBoard: boolean[];
  canAlight: boolean[];
}

export class ReferenceSearch {
  private readonly footpaths: { from: number; to: number; seconds: number }[] = [];
  private readonly served = new Set<number>();

  constructor(
    private readonly feed: GtfsFeed,
    private readonly settings: ReferenceSettings,
  ) {
    for (let i = 0; i < feed.stopTimes.length; i++) this.served.add(feed.stopTimes.stopIndex[i]!);
    const served = [...this.served];
    for (const s of served) {
      for (const u of served) {
        const straight = haversineMeters(
          feed.stops[s]!.lat,
          feed.stops[s]!.lon,
          feed.stops[u]!.lat,
          feed.stops[u]!.lon,
        );
        if (straight > settings.footpathRadiusMeters) continue;
        const meters = s === u ? 0 : Math.round(straight * settings.walkCircuity);
        this.footpaths.push({
          from: s,
          to: u,
          seconds: Math.ceil(meters / settings.walkSpeed) + settings.transferSlackSeconds,
        });
      }
    }
  }

  /** Stops within walking distance of a point, with the walking time, as the router measures walks. */
  walkable(lat: number, lon: number, maxWalkMeters: number): Map<number, number> {
    const found = new Map<number, number>();
    for (const s of this.served) {
      const meters = Math.round(
        haversineMeters(lat, lon, this.feed.stops[s]!.lat, this.feed.stops[s]!.lon) *
          this.settings.walkCircuity,
      );
      if (meters <= maxWalkMeters) found.set(s, Math.ceil(meters / this.settings.walkSpeed));
    }
    return found;
  }

  /** Earliest arrival (epoch seconds) with at most k vehicles, for k = 1 … maxVehicles; only improvements. */
  departAt(
    access: Map<number, number>,
    egress: Map<number, number>,
    time: number,
    maxVehicles: number,
    modes: readonly TransitMode[],
  ): { vehicles: number; time: number }[] {
    const trips = this.datedTrips(time, modes);
    let ready = new Map<number, number>();
    for (const [s, walk] of access) ready.set(s, time + walk);
    const answers: { vehicles: number; time: number }[] = [];
    let best = Number.POSITIVE_INFINITY;
    for (let k = 1; k <= maxVehicles; k++) {
      const arrival = new Map<number, number>();
      for (const trip of trips) {
        let boarded = false;
        for (let i = 0; i < trip.stops.length; i++) {
          const s = trip.stops[i]!;
          if (boarded && trip.canAlight[i] && trip.arrivals[i]! < (arrival.get(s) ?? Infinity))
            arrival.set(s, trip.arrivals[i]!);
          if (!boarded && trip.canBoard[i] && (ready.get(s) ?? Infinity) <= trip.departures[i]!)
            boarded = true;
        }
      }
      const next = new Map(ready);
      for (const f of this.footpaths) {
        const t = (arrival.get(f.from) ?? Infinity) + f.seconds;
        if (t < (next.get(f.to) ?? Infinity)) next.set(f.to, t);
      }
      ready = next;
      let dest = Number.POSITIVE_INFINITY;
      for (const [s, walk] of egress) dest = Math.min(dest, (arrival.get(s) ?? Infinity) + walk);
      if (dest < best && dest <= time + HORIZON_SECONDS) {
        best = dest;
        answers.push({ vehicles: k, time: dest });
      }
    }
    return answers;
  }

  /** Latest departure from the origin (epoch seconds) arriving by `time`, with at most k vehicles. */
  arriveBy(
    access: Map<number, number>,
    egress: Map<number, number>,
    time: number,
    maxVehicles: number,
    modes: readonly TransitMode[],
  ): { vehicles: number; time: number }[] {
    const trips = this.datedTrips(time, modes);
    // alightBy[s]: the latest a vehicle may arrive at s and still make it with the vehicles left.
    let alightBy = new Map<number, number>();
    for (const [s, walk] of egress) alightBy.set(s, time - walk);
    const answers: { vehicles: number; time: number }[] = [];
    let best = Number.NEGATIVE_INFINITY;
    for (let k = 1; k <= maxVehicles; k++) {
      const board = new Map<number, number>();
      for (const trip of trips) {
        let onboard = false;
        for (let i = trip.stops.length - 1; i >= 0; i--) {
          const s = trip.stops[i]!;
          if (onboard && trip.canBoard[i] && trip.departures[i]! > (board.get(s) ?? -Infinity))
            board.set(s, trip.departures[i]!);
          if (!onboard && trip.canAlight[i] && (alightBy.get(s) ?? -Infinity) >= trip.arrivals[i]!)
            onboard = true;
        }
      }
      const next = new Map(alightBy);
      for (const f of this.footpaths) {
        const t = (board.get(f.to) ?? -Infinity) - f.seconds;
        if (t > (next.get(f.from) ?? -Infinity)) next.set(f.from, t);
      }
      alightBy = next;
      let origin = Number.NEGATIVE_INFINITY;
      for (const [s, walk] of access) origin = Math.max(origin, (board.get(s) ?? -Infinity) - walk);
      if (origin > best && origin >= time - HORIZON_SECONDS) {
        best = origin;
        answers.push({ vehicles: k, time: origin });
      }
    }
    return answers;
  }

  /** Every trip running on the service days around the instant, with absolute times. */
  private datedTrips(instant: number, modes: readonly TransitMode[]): DatedTrip[] {
    const feed = this.feed;
    const timezone = feed.agencies[0]!.timezone;
    let maxTime = 0;
    for (let i = 0; i < feed.stopTimes.length; i++)
      maxTime = Math.max(maxTime, feed.stopTimes.arrival[i]!, feed.stopTimes.departure[i]!);
    const today = localDayNumber(instant, timezone);
    const back = Math.max(1, Math.ceil(maxTime / 86_400));
    const rows = new Map<number, number[]>();
    for (let i = 0; i < feed.stopTimes.length; i++) {
      const t = feed.stopTimes.tripIndex[i]!;
      rows.set(t, [...(rows.get(t) ?? []), i]);
    }
    const result: DatedTrip[] = [];
    for (let day = today - back; day <= today + 1; day++) {
      const start = serviceDayStart(day, timezone);
      feed.trips.forEach((trip, t) => {
        if (!this.runs(trip.serviceId, day)) return;
        const route = feed.routes.find((r) => r.routeId === trip.routeId)!;
        const mode = modeOfRouteType(route.type);
        if (!modes.includes(mode)) return;
        const own = (rows.get(t) ?? []).sort(
          (a, b) => feed.stopTimes.stopSequence[a]! - feed.stopTimes.stopSequence[b]!,
        );
        result.push({
          mode,
          stops: own.map((i) => feed.stopTimes.stopIndex[i]!),
          arrivals: own.map((i) => start + feed.stopTimes.arrival[i]!),
          departures: own.map((i) => start + feed.stopTimes.departure[i]!),
          canBoard: own.map((i) => feed.stopTimes.pickupType[i] !== 1),
          canAlight: own.map((i) => feed.stopTimes.dropOffType[i] !== 1),
        });
      });
    }
    return result;
  }

  private runs(serviceId: string, day: number): boolean {
    for (const d of this.feed.calendarDates) {
      if (d.serviceId === serviceId && dayNumberOf(d.date) === day) return d.exceptionType === 1;
    }
    return this.feed.calendars.some(
      (c) =>
        c.serviceId === serviceId &&
        dayNumberOf(c.startDate) <= day &&
        day <= dayNumberOf(c.endDate) &&
        (c.weekdays & (1 << weekdayOf(day))) !== 0,
    );
  }
}
