import { StopIndex } from '../geo/stop-index.js';
import { haversineMeters } from '../geo/distance.js';
import { localDayNumber, serviceDayStart } from '../time/service-day.js';
import { buildItinerary, toRealJourney, walkingItinerary, type Endpoints } from './journey-to-itinerary.js';
import { modeMask } from './modes.js';
import { sourceOf, type HubLegsQuery, type Seed } from './hub-legs.js';
import { raptor, raptorToTargets, RaptorWorkspace, type RaptorJourney, type SearchDay } from './raptor.js';
import { departureCandidates } from './range-departures.js';
import { RemainingTimeBounds, rideFitOf, type RideFit } from './remaining-time-bounds.js';
import { RunningDays } from './running-days.js';
import { forwardGraph, reverseGraph, type SearchGraph } from './search-graph.js';
import type { Timetable } from './timetable-model.js';
import { paretoItineraries } from './pareto.js';
import { TRANSIT_MODES, type Itinerary, type TransitMode, type TransitQuery } from './types.js';

/**
 * How far past the asked time (and window) an answer may arrive, or before it leave for arrive-by. Long
 * enough for a rural night without buses, short enough that tomorrow's timetable is not offered as today's.
 */
const SEARCH_HORIZON_SECONDS = 12 * 3600;

export interface RouterOptions {
  /** Most transfers any search considers (vehicles − 1). */
  maxTransfers?: number;
  /** Most departures one range search iterates over; a busy city stop can have hundreds an hour. */
  maxRangeDepartures?: number;
  /**
   * Searches seeded by the hubs (`planHubLegs`) one question may run: the hubs the first left unanswered
   * seed the second, and so on. One by default (decision 0038); more answers more hubs, at up to the cost
   * of one search per hub.
   */
  hubPasses?: number;
  /** The router's costly parts worked out ahead (prepareRouter, e.g. in a worker thread). */
  prepared?: PreparedRouter;
  /**
   * A router over a timetable with the same stops, each served or not as in this one (a live copy of its
   * timetable): its stop look-ups are shared instead of built again.
   */
  sameStopsAs?: TransitRouter;
}

/**
 * What building a router costs: its search graphs both ways and the fit of the bounds' ride inequality.
 * Plain typed arrays and numbers, so a worker thread can make them and hand them over without a copy.
 */
export interface PreparedRouter {
  forward: SearchGraph;
  reverse: SearchGraph;
  rideFit: RideFit;
}

/** The costly parts of a router over `timetable`, for `new TransitRouter(timetable, { prepared })`. */
export function prepareRouter(timetable: Timetable): PreparedRouter {
  const forward = forwardGraph(timetable);
  return { forward, reverse: reverseGraph(timetable, forward), rideFit: rideFitOf(timetable) };
}

/** A stop-to-stop question, for benchmarks against other routers that only answer those. */
export interface StopQuery {
  fromStopId: string;
  toStopId: string;
  /** Epoch milliseconds. */
  time: number;
  arriveBy?: boolean;
  windowSeconds?: number;
  maxTransfers?: number;
  modes?: readonly TransitMode[];
  maxItineraries?: number;
}

interface Search {
  access: { stop: number; seconds: number }[];
  egress: { stop: number; seconds: number }[];
  time: number;
  arriveBy: boolean;
  windowSeconds: number;
  maxTransfers: number;
  modes: readonly TransitMode[];
  maxItineraries: number;
  ends?: Endpoints;
}

/**
 * Answers transit questions on one timetable, in process. Holds reusable label arrays, so one router
 * serves one search at a time (JavaScript runs them one after another anyway).
 */
export class TransitRouter {
  private readonly forward: SearchGraph;
  private reverse: SearchGraph | undefined;
  private readonly workspaces = new Map<SearchGraph, RaptorWorkspace>();
  private readonly stopIndex: StopIndex;
  private readonly stopById: Map<string, number>;
  private readonly running: RunningDays;
  private readonly bounds: RemainingTimeBounds;
  private readonly maxTransfers: number;
  private readonly maxRangeDepartures: number;
  /** RAPTOR runs so far: the benchmarks count the transit searches one plan costs. */
  searchCount = 0;
  /** Patterns scanned by the searches so far (a pattern once per round it is scanned in). */
  get patternScanCount(): number {
    let scans = 0;
    for (const ws of this.workspaces.values()) scans += ws.patternScans;
    return scans;
  }
  private readonly hubPasses: number;

  constructor(
    readonly timetable: Timetable,
    options: RouterOptions = {},
  ) {
    this.maxTransfers = options.maxTransfers ?? 5;
    this.maxRangeDepartures = options.maxRangeDepartures ?? 48;
    this.hubPasses = options.hubPasses ?? 1;
    const { prepared, sameStopsAs } = options;
    this.forward = prepared?.forward ?? forwardGraph(timetable);
    this.reverse = prepared?.reverse;
    if (sameStopsAs) {
      this.stopIndex = sameStopsAs.stopIndex;
      this.stopById = sameStopsAs.stopById;
    } else {
      const served = (s: number) => timetable.stopPatternOffset[s + 1]! > timetable.stopPatternOffset[s]!;
      this.stopIndex = new StopIndex(timetable.stopLat, timetable.stopLon, served);
      this.stopById = new Map(timetable.stopIds.map((id, i) => [id, i]));
    }
    this.bounds = new RemainingTimeBounds(timetable, prepared?.rideFit);
    this.running = new RunningDays(timetable);
  }

  /** Door-to-door: walk to stops within maxWalkDistance, ride, walk to the destination. */
  plan(query: TransitQuery): Itinerary[] {
    const access = query.fromStopId
      ? this.stopAccess(query.fromStopId)
      : this.walkableStops(query.from.lat, query.from.lon, query.maxWalkDistance);
    const egress = query.toStopId
      ? this.stopAccess(query.toStopId)
      : this.walkableStops(query.to.lat, query.to.lon, query.maxWalkDistance);
    const ends: Endpoints = { from: query.from, to: query.to };
    const itineraries =
      query.modes.length > 0 && access.length > 0 && egress.length > 0
        ? this.search({
            access,
            egress,
            time: query.time,
            arriveBy: query.arriveBy,
            windowSeconds: query.windowSeconds ?? 0,
            maxTransfers: query.maxTransfers ?? this.maxTransfers,
            modes: query.modes,
            maxItineraries: Number.POSITIVE_INFINITY,
            ends,
          })
        : [];
    const direct =
      haversineMeters(query.from.lat, query.from.lon, query.to.lat, query.to.lon) *
      this.timetable.walkCircuity;
    if (direct <= query.maxWalkDistance) {
      itineraries.push(walkingItinerary(this.timetable, ends, query.time, query.arriveBy));
    }
    return paretoItineraries(itineraries, query.arriveBy).slice(0, query.maxItineraries ?? 6);
  }

  /** Stops whose estimated walk (straight line × circuity, in whole metres) is within the limit. */
  private walkableStops(
    lat: number,
    lon: number,
    maxWalkMeters: number,
  ): { stop: number; seconds: number }[] {
    const t = this.timetable;
    const found: { stop: number; seconds: number }[] = [];
    for (const near of this.stopIndex.within(lat, lon, maxWalkMeters / t.walkCircuity + 1)) {
      const meters = Math.round(near.meters * t.walkCircuity);
      if (meters <= maxWalkMeters) found.push({ stop: near.stop, seconds: Math.ceil(meters / t.walkSpeed) });
    }
    return found;
  }

  /**
   * Stop to stop, as other routers answer it: the journey may start by walking a footpath from the origin
   * stop to a nearby one, and end by walking one to the destination stop.
   */
  planBetweenStops(query: StopQuery): Itinerary[] {
    const from = this.stopPlace(query.fromStopId);
    const to = this.stopPlace(query.toStopId);
    if (!from || !to) return [];
    const found = this.search({
      access: this.stopAccess(query.fromStopId),
      egress: this.stopAccess(query.toStopId),
      ends: { from, to },
      time: query.time,
      arriveBy: query.arriveBy ?? false,
      windowSeconds: query.windowSeconds ?? 0,
      maxTransfers: query.maxTransfers ?? this.maxTransfers,
      modes: query.modes ?? TRANSIT_MODES,
      maxItineraries: query.maxItineraries ?? 6,
    });
    return paretoItineraries(found, query.arriveBy ?? false).slice(0, query.maxItineraries ?? 6);
  }

  /**
   * The stop itself and the stops its footpaths reach, with the walk alone (no transfer slack: nobody is
   * changing vehicles yet). Footpaths are straight-line walks, so each also serves the opposite direction.
   */
  /** Where a stop is and what it is called, or undefined for an unknown id. */
  stopPlace(stopId: string): { lat: number; lon: number; label: string } | undefined {
    const s = this.stopById.get(stopId);
    if (s === undefined) return undefined;
    const t = this.timetable;
    return { lat: t.stopLat[s]!, lon: t.stopLon[s]!, label: t.stopNames[s]! };
  }

  private stopAccess(stopId: string): { stop: number; seconds: number }[] {
    const s = this.stopById.get(stopId);
    return s === undefined ? [] : this.footpathNeighbours(s);
  }

  private footpathNeighbours(stop: number): { stop: number; seconds: number }[] {
    const t = this.timetable;
    const found = [{ stop, seconds: 0 }];
    for (let j = t.footpathOffset[stop]!; j < t.footpathOffset[stop + 1]!; j++) {
      const to = t.footpathTo[j]!;
      if (to !== stop) found.push({ stop: to, seconds: Math.ceil(t.footpathMeters[j]! / t.walkSpeed) });
    }
    return found;
  }

  private search(s: Search): Itinerary[] {
    const t = this.timetable;
    const graph = s.arriveBy ? (this.reverse ??= reverseGraph(t, this.forward)) : this.forward;
    const maxRounds = Math.min(this.maxTransfers, s.maxTransfers) + 1;
    let ws = this.workspaces.get(graph);
    if (!ws) this.workspaces.set(graph, (ws = new RaptorWorkspace(graph, this.maxTransfers + 1)));

    const base = Math.floor(s.time / 1000);
    const reach = s.windowSeconds + SEARCH_HORIZON_SECONDS;
    const days = s.arriveBy ? this.searchDays(base - reach, base) : this.searchDays(base, base + reach);
    const searchDays = this.searchDaysOn(graph, days, base);
    const origin = s.arriveBy ? s.egress : s.access;
    const target = s.arriveBy ? s.access : s.egress;
    const egressSeconds = ws.egressSeconds;
    for (const e of target) egressSeconds[e.stop] = e.seconds;
    const mask = modeMask(s.modes);
    const departures =
      s.windowSeconds > 0
        ? departureCandidates(graph, searchDays, origin, s.windowSeconds, mask, this.maxRangeDepartures)
        : [0];

    this.searchCount++;
    const journeys = raptor(ws, {
      days: searchDays,
      access: origin,
      egressSeconds,
      departures,
      maxRounds,
      modeMask: mask,
      horizon: s.windowSeconds + SEARCH_HORIZON_SECONDS,
      remaining: this.bounds.towards(target, maxRounds),
    });
    for (const e of target) egressSeconds[e.stop] = -1;
    const dayStarts = days.map((d) => d.start);
    return this.itineraries(graph, dayStarts, journeys, () => s.ends);
  }

  /** Journeys as itineraries, one per distinct set of rides (several departures can find the same). */
  private itineraries(
    graph: SearchGraph,
    dayStarts: number[],
    journeys: readonly RaptorJourney[],
    endsOf: (journey: RaptorJourney) => Endpoints | undefined,
  ): Itinerary[] {
    const seen = new Set<string>();
    const itineraries: Itinerary[] = [];
    for (const journey of journeys) {
      const real = toRealJourney(this.timetable, graph, journey, dayStarts);
      const key = real.rides.map((r) => `${r.trip}@${r.dayStart}:${r.boardPos}-${r.alightPos}`).join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      itineraries.push(buildItinerary(this.timetable, real, endsOf(journey)));
    }
    return itineraries;
  }

  /**
   * Per hub, the itinerary `plan` would choose between the place and the hub's stop alone (with the
   * hub's `fromStopId` or `toStopId`, its time and one itinerary asked), or null; with one search for
   * all hubs where the search starts at the place, and one seeded by every hub where it starts at the
   * hubs. Seeded by several hubs, the search keeps one label per stop, so a hub answers only with the
   * journeys that were the best of all hubs in their round (decision 0038).
   */
  planHubLegs(q: HubLegsQuery): (Itinerary | null)[] {
    const found: Itinerary[][] = q.hubs.map(() => []);
    const placeStops = this.walkableStops(q.place.lat, q.place.lon, q.maxWalkDistance);
    const hubStops = q.hubs.map((h) => this.stopAccess(h.stopId));
    const served = q.hubs.map((_, i) => i).filter((i) => hubStops[i]!.length > 0);
    const ends = (hub: number): Endpoints =>
      q.placeIs === 'from'
        ? { from: q.place, to: q.hubs[hub]!.place }
        : { from: q.hubs[hub]!.place, to: q.place };
    if (q.modes.length > 0 && placeStops.length > 0 && served.length > 0) {
      const startsAtPlace = (q.placeIs === 'from') !== q.arriveBy;
      if (startsAtPlace) {
        // One search per distinct time (a plan asks all hubs at one time): the place alone seeds it.
        const byTime = new Map<number, number[]>();
        for (const i of served) byTime.set(q.hubs[i]!.time, [...(byTime.get(q.hubs[i]!.time) ?? []), i]);
        for (const [time, members] of byTime) {
          const seeds = placeStops.map((a) => ({ ...a, source: -1 }));
          const search = this.searchTargets(
            seeds,
            [time],
            q.arriveBy,
            members.map((i) => hubStops[i]!),
            q.modes,
          );
          members.forEach((hub, j) => {
            found[hub] = this.itineraries(search.graph, search.dayStarts, search.journeys[j]!, () =>
              ends(hub),
            );
          });
        }
      } else {
        // Seeded together, a hub whose every label another hub beats answers nothing; those hubs seed
        // the next pass, until every hub has answered or none of the rest reaches the place.
        let waiting = served;
        for (let pass = 0; waiting.length > 0 && pass < this.hubPasses; pass++) {
          const group = waiting;
          const times = group.map((i) => q.hubs[i]!.time);
          const seeds = group.flatMap((i, j) => hubStops[i]!.map((a) => ({ ...a, source: j })));
          const search = this.searchTargets(seeds, times, q.arriveBy, [placeStops], q.modes);
          const bySource = group.map(() => [] as RaptorJourney[]);
          for (const journey of search.journeys[0]!) bySource[sourceOf(journey, search.seeds)]?.push(journey);
          group.forEach((hub, j) => {
            found[hub] = this.itineraries(search.graph, search.dayStarts, bySource[j]!, () => ends(hub));
          });
          if (bySource.every((list) => list.length === 0)) break;
          waiting = group.filter((_, j) => bySource[j]!.length === 0);
        }
      }
    }
    return q.hubs.map((hub, i) => {
      const e = ends(i);
      const direct =
        haversineMeters(e.from.lat, e.from.lon, e.to.lat, e.to.lon) * this.timetable.walkCircuity;
      if (direct <= q.maxWalkDistance)
        found[i]!.push(walkingItinerary(this.timetable, e, hub.time, q.arriveBy));
      return paretoItineraries(found[i]!, q.arriveBy)[0] ?? null;
    });
  }

  /**
   * One search from seeds that each belong to a source with its own time (`times[seed.source]`, or
   * `times[0]` for all when the source is −1), towards several targets; a source's seeds start as
   * much later (or, arriving by, earlier) than the first source's as its time is.
   */
  private searchTargets(
    seeds: readonly Seed[],
    times: readonly number[],
    arriveBy: boolean,
    targets: readonly { stop: number; seconds: number }[][],
    modes: readonly TransitMode[],
  ): { graph: SearchGraph; dayStarts: number[]; journeys: RaptorJourney[][]; seeds: Seed[] } {
    const t = this.timetable;
    const graph = arriveBy ? (this.reverse ??= reverseGraph(t, this.forward)) : this.forward;
    const maxRounds = this.maxTransfers + 1;
    let ws = this.workspaces.get(graph);
    if (!ws) this.workspaces.set(graph, (ws = new RaptorWorkspace(graph, this.maxTransfers + 1)));
    const seconds = times.map((time) => Math.floor(time / 1000));
    const base = arriveBy ? Math.max(...seconds) : Math.min(...seconds);
    const offset = seconds.map((s) => Math.abs(s - base));
    // Each source may search twelve hours past its own time, so the latest source sets the horizon.
    const reach = Math.max(...offset) + SEARCH_HORIZON_SECONDS;
    const days = arriveBy ? this.searchDays(base - reach, base) : this.searchDays(base, base + reach);
    const access = seeds.map((seed) => ({
      ...seed,
      seconds: seed.seconds + offset[Math.max(0, seed.source)]!,
    }));
    this.searchCount++;
    // The same shape of question as `search` asks, so the shared scan code stays monomorphic.
    const journeys = raptorToTargets(
      ws,
      {
        days: this.searchDaysOn(graph, days, base),
        access: access.map((a) => ({ stop: a.stop, seconds: a.seconds })),
        egressSeconds: ws.egressSeconds,
        departures: [0],
        maxRounds,
        modeMask: modeMask(modes),
        horizon: reach,
        remaining: this.bounds.towards(targets.flat(), maxRounds),
      },
      targets,
    );
    return { graph, dayStarts: days.map((d) => d.start), journeys, seeds: access };
  }

  /**
   * The service days with trips running between two instants (epoch seconds): a day's trips run from its
   * start up to `maxTime` later, past midnight, so an evening search also looks at yesterday's service.
   * `index` counts days from the timetable's first service day.
   */
  private searchDays(from: number, to: number): { start: number; index: number }[] {
    const t = this.timetable;
    const days: { start: number; index: number }[] = [];
    const back = Math.ceil(t.maxTime / 86_400);
    for (let day = localDayNumber(from, t.timezone) - back; day <= localDayNumber(to, t.timezone); day++) {
      const index = day - t.serviceFirstDay;
      if (index < 0 || index >= t.serviceDayCount) continue;
      const start = serviceDayStart(day, t.timezone);
      if (start + t.maxTime < from || start > to) continue;
      days.push({ start, index });
    }
    return days;
  }

  /**
   * The days as the search on `graph` reads them: each day's start relative to the base instant (on the
   * reverse graph time runs backwards, so a day starting `o` seconds after the base is at −o) and which
   * of its trips run.
   */
  private searchDaysOn(
    graph: SearchGraph,
    days: readonly { start: number; index: number }[],
    base: number,
  ): SearchDay[] {
    return days.map((d) => {
      const { nextTrip, departures } = this.running.runningDay(graph, d.index);
      return { offset: graph.reversed ? -(d.start - base) : d.start - base, nextTrip, departures };
    });
  }
}
