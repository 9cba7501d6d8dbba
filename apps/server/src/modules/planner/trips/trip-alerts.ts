import { isPublicTransportLeg, MAX_TRIP_ALERTS, type TripAlert } from '@achterhoek/contracts';
import { alertsConcerning } from '@achterhoek/routing';
import type { PlannerContext } from '../shared/index.js';
import type { LegRow, TripRow } from './repository.js';

/** States in which a trip's alerts still matter: it has not been travelled yet, or is under way. */
const ALERTS_WHILE = new Set<TripRow['state']>([
  'PLANNING',
  'BOOKING',
  'SCHEDULED',
  'DEPARTING',
  'IN_TRANSIT',
]);

/**
 * The live feed's service alerts in force on the lines (or the trips, or the stops) of a trip's
 * public-transport legs, in Dutch where the feed has it; none once the trip is over or cancelled.
 */
export function tripAlerts(
  ctx: Pick<PlannerContext, 'live' | 'clock' | 'region'>,
  trip: TripRow,
  legs: LegRow[],
): TripAlert[] {
  if (!ALERTS_WHILE.has(trip.state)) return [];
  const transit = legs.map((row) => row.leg).filter(isPublicTransportLeg);
  const tripIds = transit.flatMap((leg) => (leg.tripId ? [leg.tripId] : []));
  if (tripIds.length === 0) return [];
  const stopIds = transit.flatMap((leg) => [leg.from.stopId, leg.to.stopId].filter((id) => id !== undefined));
  return alertsConcerning(
    ctx.live.alerts(),
    ctx.region.router.timetable,
    { tripIds, stopIds },
    Math.floor(ctx.clock.nowMs() / 1000),
  )
    .slice(0, MAX_TRIP_ALERTS)
    .map((alert) => ({
      header: alert.header,
      ...(alert.description ? { description: alert.description } : {}),
    }));
}
