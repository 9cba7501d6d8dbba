import { haversineMeters } from '../geo/distance.js';
import type { RoadRouting } from '../roads/road-routing.js';
import { mayMatch } from '../rideshare/prefilter.js';
import { RideIndex } from '../rideshare/ride-index.js';
import { preferred, RideMatcher } from '../rideshare/ride-matcher.js';
import type { ActiveRide, NamedPlace, RideInsertion, RideRequest } from '../rideshare/types.js';
import { summarise } from '../transit/journey-to-itinerary.js';
import type { TransitRouter } from '../transit/router.js';
import type { Itinerary, Leg, Place, TransitMode } from '../transit/types.js';
import { averageCo2GramsPerKm } from './co2.js';
import { hubsBetween, transferHubs, type TransferHub } from './hubs.js';
import { ridesForPlan } from './plan-rides.js';
import { rankItineraries } from './ranking.js';
import { rideshareLeg } from './rideshare-leg.js';

/** Time between leaving a car and boarding public transport, or the other way round (reference §1.3). */
export const TRANSFER_BUFFER_SECONDS = 600;
/** Hubs tried per first or last leg, after the cheap ride check (each costs a transit search). */
export const MAX_HUBS_PER_LEG = 5;
/** Rides offered door to door; the original asked for five. */
export const MAX_DIRECT_RIDES = 5;

export interface MultimodalQuery {
  from: NamedPlace;
  to: NamedPlace;
  /** Epoch milliseconds: departure, or arrival when `arriveBy`. */
  time: number;
  arriveBy: boolean;
  /** When a ride may pick the traveller up at the earliest and must drop them off at the latest. */
  earliestDeparture: number;
  latestArrival: number;
  transitModes: readonly TransitMode[];
  rideshare: boolean;
  /** A shared ride to a station first, or from a station last (reference §1.3 step 3). */
  firstLegRideshare: boolean;
  lastLegRideshare: boolean;
  maxWalkDistance: number;
  seats: number;
  travellerId?: string;
  /** Transit range search window, seconds. */
  windowSeconds?: number;
  maxItineraries?: number;
}

export interface MultimodalPlannerOptions {
  /**
   * The planner as it was before issue 31, kept as the baseline the tests and `bench:plan` compare with:
   * one transit search per transfer hub, and every active ride prefiltered for every request. The
   * default searches the hubs of one end together (decision 0038) and narrows the rides once per plan.
   */
  former?: boolean;
  /**
   * A planner over a timetable whose stops are served by the same routes (a live copy of its timetable):
   * its transfer hubs are taken over instead of worked out again from every stop's patterns.
   */
  sameHubsAs?: MultimodalPlanner;
}

export interface PlannedItinerary extends Itinerary {
  score: number;
  fareInCredits: number;
  averageCo2GramsPerKm: number;
}

/**
 * The door-to-door planner (reference §1.3, DESIGN.md §6–7): public transport, a shared ride the whole
 * way, a ride to a hub then public transport, public transport then a ride from a hub, and walking when
 * close — in one process, every itinerary scored by the original's ranking. Rides come from the caller
 * (the rideshare module's active rides); roads answer the drives.
 */
export class MultimodalPlanner {
  private readonly matcher: RideMatcher;
  private readonly hubs: TransferHub[];
  /** The rideshare legs of candidates, so geometry is drawn only for the itineraries answered. */
  private readonly insertions = new WeakMap<Leg, RideInsertion>();

  private readonly former: boolean;

  constructor(
    private readonly transit: TransitRouter,
    roads: RoadRouting,
    options: MultimodalPlannerOptions = {},
  ) {
    this.former = options.former ?? false;
    this.matcher = new RideMatcher(roads);
    this.hubs = options.sameHubsAs?.hubs ?? transferHubs(transit.timetable);
  }

  plan(q: MultimodalQuery, allRides: readonly ActiveRide[]): PlannedItinerary[] {
    const candidates: Itinerary[] = this.transitItineraries(q);
    const rides = !q.rideshare || this.former ? allRides : ridesForPlan(q, allRides);
    if (q.rideshare && rides.length > 0) {
      candidates.push(...this.directRides(q, rides));
      if (q.transitModes.length > 0) {
        if (q.firstLegRideshare) candidates.push(...this.firstLegs(q, rides));
        if (q.lastLegRideshare) candidates.push(...this.lastLegs(q, rides));
      }
    }
    const valid = candidates.filter(isConsistent).map((i) => ({
      ...i,
      fareInCredits: i.legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0),
      averageCo2GramsPerKm: averageCo2GramsPerKm(i),
    }));
    const ranked = rankItineraries(valid, q.time, q.arriveBy).slice(0, q.maxItineraries ?? 8);
    return ranked.map((i) => ({ ...i, legs: i.legs.map((leg) => this.drawn(leg)) }));
  }

  private transitItineraries(q: MultimodalQuery): Itinerary[] {
    return this.transit.plan({
      from: q.from,
      to: q.to,
      time: q.time,
      arriveBy: q.arriveBy,
      maxWalkDistance: q.maxWalkDistance,
      modes: q.transitModes,
      windowSeconds: q.windowSeconds ?? 0,
      maxItineraries: q.maxItineraries ?? 8,
    });
  }

  private directRides(q: MultimodalQuery, rides: readonly ActiveRide[]): Itinerary[] {
    const found = this.matcher.match(
      rides,
      this.request(q, q.from, q.to, q.earliestDeparture, q.latestArrival),
    );
    return rankItineraries(
      found.map((ins) => summarise([this.leg(ins, place(q.from), place(q.to))])),
      q.time,
      q.arriveBy,
    ).slice(0, MAX_DIRECT_RIDES);
  }

  /** A ride to a hub, then public transport from there, leaving the car ten minutes before the bus. */
  private firstLegs(q: MultimodalQuery, rides: readonly ActiveRide[]): Itinerary[] {
    const buffer = TRANSFER_BUFFER_SECONDS * 1000;
    const hubs = this.usefulHubs(q, rides, 'first');
    if (!q.arriveBy) {
      // The rides first: each hub's onward search starts when its ride has dropped the traveller off.
      const legs = hubs.map((hub) =>
        this.bestRide(rides, this.request(q, q.from, hub, q.earliestDeparture, q.latestArrival), 'early'),
      );
      const onward = this.transitVia(
        q,
        hubs.map((hub, i) => legs[i] && { hub, time: legs[i].passenger.dropOffTime + buffer }),
        'from',
        false,
      );
      return hubs.flatMap((hub, i) => {
        const ride = legs[i];
        const after = onward[i];
        return ride && after ? [join(this.leg(ride, place(q.from), place(hub, hub.stopId)), after)] : [];
      });
    }
    const onward = this.transitVia(
      q,
      hubs.map((hub) => ({ hub, time: q.time })),
      'from',
      true,
    );
    return hubs.flatMap((hub, i) => {
      const after = onward[i];
      if (!after) return [];
      const latest = after.departureTime - buffer;
      const ride = this.bestRide(rides, this.request(q, q.from, hub, q.earliestDeparture, latest), 'late');
      return ride ? [join(this.leg(ride, place(q.from), place(hub, hub.stopId)), after)] : [];
    });
  }

  /** Public transport to a hub, then a ride from there, picked up ten minutes after arriving. */
  private lastLegs(q: MultimodalQuery, rides: readonly ActiveRide[]): Itinerary[] {
    const buffer = TRANSFER_BUFFER_SECONDS * 1000;
    const hubs = this.usefulHubs(q, rides, 'last');
    if (!q.arriveBy) {
      const before = this.transitVia(
        q,
        hubs.map((hub) => ({ hub, time: q.time })),
        'to',
        false,
      );
      return hubs.flatMap((hub, i) => {
        const transit = before[i];
        if (!transit) return [];
        const request = this.request(q, hub, q.to, transit.arrivalTime + buffer, q.latestArrival);
        const ride = this.bestRide(rides, request, 'early');
        return ride ? [join(transit, this.leg(ride, place(hub, hub.stopId), place(q.to)))] : [];
      });
    }
    // The rides first: each hub's search arrives by the time its ride picks the traveller up.
    const legs = hubs.map((hub) =>
      this.bestRide(rides, this.request(q, hub, q.to, q.earliestDeparture, q.latestArrival), 'late'),
    );
    const before = this.transitVia(
      q,
      hubs.map((hub, i) => legs[i] && { hub, time: legs[i].passenger.pickupTime - buffer }),
      'to',
      true,
    );
    return hubs.flatMap((hub, i) => {
      const ride = legs[i];
      const transit = before[i];
      return ride && transit ? [join(transit, this.leg(ride, place(hub, hub.stopId), place(q.to)))] : [];
    });
  }

  /**
   * Hubs between the two places, nearest the end the ride serves first, beyond walking distance of both
   * ends, and passed by at least one ride going the right way (the prefilter, no road search). The
   * prefilter runs over the rides' flat index (the one the matcher builds for this list anyway) and stops
   * at the first ride it keeps; the former planner checks every ride with `mayMatch` one by one.
   */
  private usefulHubs(
    q: MultimodalQuery,
    rides: readonly ActiveRide[],
    which: 'first' | 'last',
  ): TransferHub[] {
    const near = which === 'first' ? q.from : q.to;
    const walkable = (a: NamedPlace, b: { lat: number; lon: number }) =>
      haversineMeters(a.lat, a.lon, b.lat, b.lon) <= q.maxWalkDistance;
    return hubsBetween(this.hubs, q.from, q.to, near)
      .filter((hub) => !walkable(q.from, hub) && !walkable(q.to, hub))
      .filter((hub) => {
        const [pickup, dropOff] = which === 'first' ? [q.from, hub] : [hub, q.to];
        const request = this.request(q, pickup, dropOff, q.earliestDeparture, q.latestArrival);
        return this.former
          ? rides.some((ride) => mayMatch(ride, request))
          : RideIndex.of(rides).hasCandidate(request);
      })
      .slice(0, MAX_HUBS_PER_LEG);
  }

  /**
   * Public transport from each hub onward (`from`), or to each hub (`to`), at the hub's time (a
   * departure, or the latest arrival when `arriveBy`); null for a hub without a time, without transit, or
   * with only a walk. One search serves all hubs unless the planner is the former one.
   */
  private transitVia(
    q: MultimodalQuery,
    hubs: readonly ({ hub: TransferHub; time: number } | null | undefined)[],
    side: 'from' | 'to',
    arriveBy: boolean,
  ): (Itinerary | null)[] {
    const asked = hubs.flatMap((h) => (h ? [h] : []));
    const answers = this.former
      ? asked.map(({ hub, time }) => this.transitViaOne(q, hub, side, time, arriveBy))
      : this.transit.planHubLegs({
          place: side === 'from' ? q.to : q.from,
          placeIs: side === 'from' ? 'to' : 'from',
          hubs: asked.map(({ hub, time }) => ({ stopId: hub.stopId, place: hub, time })),
          arriveBy,
          maxWalkDistance: q.maxWalkDistance,
          modes: q.transitModes,
        });
    let next = 0;
    return hubs.map((h) => {
      if (!h) return null;
      const best = answers[next++];
      return best && best.legs.some((l) => l.traverseMode !== 'WALK') ? best : null;
    });
  }

  /** The former way: one transit search per hub, kept as the reference the shared search is checked with. */
  private transitViaOne(
    q: MultimodalQuery,
    hub: TransferHub,
    side: 'from' | 'to',
    time: number,
    arriveBy: boolean,
  ): Itinerary | null {
    const ends =
      side === 'from'
        ? { from: hub, fromStopId: hub.stopId, to: q.to }
        : { from: q.from, to: hub, toStopId: hub.stopId };
    const [best] = this.transit.plan({
      ...ends,
      time,
      arriveBy,
      maxWalkDistance: q.maxWalkDistance,
      modes: q.transitModes,
      maxItineraries: 1,
    });
    return best ?? null;
  }

  /**
   * The ride dropping off earliest, or (arriving by a time) picking up latest. The former planner
   * matched every candidate; the matcher now leaves the rides that cannot drop off earlier unsearched.
   */
  private bestRide(
    rides: readonly ActiveRide[],
    request: RideRequest,
    prefer: 'early' | 'late',
  ): RideInsertion | null {
    return this.former
      ? preferred(this.matcher.match(rides, request), prefer)
      : this.matcher.best(rides, request, prefer);
  }

  private request(
    q: MultimodalQuery,
    pickup: NamedPlace,
    dropOff: NamedPlace,
    earliestDeparture: number,
    latestArrival: number,
  ): RideRequest {
    return {
      pickup,
      dropOff,
      earliestDeparture,
      latestArrival,
      seats: q.seats,
      ...(q.travellerId !== undefined ? { travellerId: q.travellerId } : {}),
    };
  }

  private leg(insertion: RideInsertion, from: Place, to: Place): Leg {
    const leg = rideshareLeg(insertion, from, to);
    this.insertions.set(leg, insertion);
    return leg;
  }

  /** A rideshare leg with the route as driven instead of the straight line. */
  private drawn(leg: Leg): Leg {
    const insertion = this.insertions.get(leg);
    return insertion ? { ...leg, legGeometry: this.matcher.passengerGeometry(insertion) } : leg;
  }
}

function place(p: NamedPlace, stopId?: string): Place {
  return { label: p.label, lat: p.lat, lon: p.lon, ...(stopId !== undefined ? { stopId } : {}) };
}

/** Itineraries and legs one after the other (the gaps between them are waiting). */
function join(...parts: (Itinerary | Leg)[]): Itinerary {
  return summarise(parts.flatMap((part) => ('legs' in part ? part.legs : [part])));
}

/** Legs in time order, none of negative duration (reference §1.3 step 3.6). */
function isConsistent(itinerary: Itinerary): boolean {
  let previousEnd = Number.NEGATIVE_INFINITY;
  for (const leg of itinerary.legs) {
    if (leg.endTime < leg.startTime || leg.startTime < previousEnd) return false;
    previousEnd = leg.endTime;
  }
  return itinerary.legs.length > 0;
}
