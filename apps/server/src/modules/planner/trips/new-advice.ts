import { isPublicTransportLeg, type ConnectionRisk, type Itinerary, type Leg } from '@achterhoek/contracts';
import { TRANSIT_MODES } from '@achterhoek/routing';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import type { PlannerContext } from '../shared/index.js';
import { fromPlanPlace, toItinerary } from '../shared/index.js';
import type { LegRow, TripRow } from './repository.js';

/** The walk the new advice may ask, in metres: a passenger re-planned at short notice walks a little more. */
const ADVICE_MAX_WALK_METERS = 1000;
/** How far after the ride's drop-off the new advice looks for a train or bus on. */
const ADVICE_SEARCH_HOURS = 4;
const HOUR = 3_600_000;

export type Advice = Omit<Itinerary, 'itineraryRef'>;

/**
 * 'Nieuw reisadvies' for a connection at risk, keeping the booked shared ride: public transport (on live
 * times) that brings the passenger to the pickup by the agreed time plus the wait the ride allows, in
 * place of the legs before the ride; or, when the train or bus after the ride does not run, public
 * transport from the drop-off onwards, in place of the legs after it. Only where the replaced part holds
 * no other shared ride. Undefined when nothing fits: the passenger can still cancel or search anew.
 */
export function newAdviceFor(
  ctx: Pick<PlannerContext, 'clock' | 'live'>,
  trip: TripRow,
  rows: LegRow[],
  risk: ConnectionRisk,
  allowedWaitSeconds: number,
): Advice | undefined {
  const now = ctx.clock.nowMs();
  const { planner, times } = ctx.live.current();
  const ride = rows[risk.rideLegIndex]!;
  const kept = (row: LegRow): Leg => ({
    ...row.leg,
    startTime: isoInAmsterdam(row.startTime.getTime()),
    endTime: isoInAmsterdam(row.endTime.getTime()),
  });
  const base = {
    transitModes: TRANSIT_MODES,
    rideshare: false,
    firstLegRideshare: false,
    lastLegRideshare: false,
    maxWalkDistance: ADVICE_MAX_WALK_METERS,
    seats: trip.nrSeats,
    travellerId: trip.travellerId,
    windowSeconds: 3600,
    maxItineraries: 5,
  };
  const usesTransit = (legs: { traverseMode: Leg['traverseMode'] }[]) => legs.some(isPublicTransportLeg);

  if (risk.legIndex < risk.rideLegIndex) {
    const before = rows.slice(0, risk.rideLegIndex);
    if (before.some((row) => row.leg.rideRef)) return undefined;
    const by = ride.startTime.getTime() + allowedWaitSeconds * 1000;
    const found = planner
      .plan(
        {
          ...base,
          from: { label: trip.fromLabel, lat: trip.fromLat, lon: trip.fromLon },
          to: fromPlanPlace(ride.leg.from),
          time: by,
          arriveBy: true,
          earliestDeparture: now,
          latestArrival: by,
        },
        [],
      )
      .find((it) => it.departureTime >= now && it.arrivalTime <= by && usesTransit(it.legs));
    if (!found) return undefined;
    const legs = [...toItinerary(found, times).legs, ...rows.slice(risk.rideLegIndex).map(kept)];
    return joinedItinerary(legs, trip);
  }

  const after = rows.slice(risk.rideLegIndex + 1);
  if (after.some((row) => row.leg.rideRef)) return undefined;
  const droppedAt = ride.endTime.getTime();
  const from = Math.max(droppedAt, now);
  const found = planner
    .plan(
      {
        ...base,
        from: fromPlanPlace(ride.leg.to),
        to: { label: trip.toLabel, lat: trip.toLat, lon: trip.toLon },
        time: from,
        arriveBy: false,
        earliestDeparture: from,
        latestArrival: from + ADVICE_SEARCH_HOURS * HOUR,
      },
      [],
    )
    .find((it) => it.departureTime >= from && usesTransit(it.legs));
  if (!found) return undefined;
  const legs = [...rows.slice(0, risk.rideLegIndex + 1).map(kept), ...toItinerary(found, times).legs];
  return joinedItinerary(legs, trip);
}

/**
 * The figures of an itinerary joined from parts: times, walking, waiting and transfers from its legs, the
 * fare of its rides; its score and CO₂ figures stay the booked trip's (they rank searches, not trips).
 */
export function joinedItinerary(legs: Leg[], trip: Pick<TripRow, 'summary'>): Advice {
  const seconds = (leg: Leg) => Math.round((Date.parse(leg.endTime) - Date.parse(leg.startTime)) / 1000);
  const departure = Date.parse(legs[0]!.startTime);
  const arrival = Date.parse(legs.at(-1)!.endTime);
  const duration = Math.round((arrival - departure) / 1000);
  const walks = legs.filter((leg) => leg.traverseMode === 'WALK');
  const vehicles = legs.filter((leg) => leg.traverseMode !== 'WALK');
  const walkTime = walks.reduce((sum, leg) => sum + seconds(leg), 0);
  const transitTime = vehicles.reduce((sum, leg) => sum + seconds(leg), 0);
  return {
    departureTime: legs[0]!.startTime,
    arrivalTime: legs.at(-1)!.endTime,
    duration,
    transfers: Math.max(0, vehicles.length - 1),
    waitingTime: Math.max(0, duration - walkTime - transitTime),
    walkTime,
    transitTime,
    walkDistance: walks.reduce((sum, leg) => sum + leg.distance, 0),
    score: trip.summary.score,
    fareInCredits: legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0),
    averageCo2EmissionRate: trip.summary.averageCo2EmissionRate,
    sustainabilityRating: trip.summary.sustainabilityRating,
    legs,
  };
}
