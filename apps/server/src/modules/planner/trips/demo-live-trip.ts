import { rowIdOfRef } from '@achterhoek/contracts';
import type { DemoLateTrain } from '@achterhoek/routing';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { searchPlan } from '../search/index.js';
import type { PlannerContext } from '../shared/index.js';
import { bookTrip } from './trip-service.js';

/**
 * Demo data: the passenger booked, just now, the late train from Doetinchem station to Winterswijk and the
 * driver's ride on from the station to Meddo (searched and booked as she would, on the timetable: the
 * live feed is read once the server listens). The first read of the feed finds the train late and the
 * connection at risk, so the demo shows both people told and the new advice within a minute of starting.
 * Answers whether it was booked.
 */
export async function seedDemoLiveTrip(
  ctx: PlannerContext,
  passenger: AuthUser,
  train: DemoLateTrain,
  rideRef: string,
): Promise<boolean> {
  const plan = await searchPlan(
    ctx,
    {
      from: { label: 'Station Doetinchem', lat: 51.958362, lon: 6.294481 },
      to: { label: 'Meddo, Kerk', lat: 52.0097, lon: 6.7744 },
      travelTime: isoInAmsterdam((train.leavesDoetinchem - 10 * 60) * 1000),
      useAsArrivalTime: false,
      modalities: ['RAIL', 'RIDESHARE', 'WALK'],
      maxWalkDistance: 1000,
      nrSeats: 1,
      firstLegRideshare: false,
      lastLegRideshare: true,
      needsAssistance: false,
    },
    passenger.id,
  );
  const itinerary = plan.itineraries.find(
    (candidate) =>
      candidate.legs.some((leg) => leg.rideRef === rideRef) &&
      candidate.legs.some((leg) => leg.tripId === train.tripId),
  );
  if (!itinerary?.itineraryRef) return false;
  await bookTrip(ctx, passenger, rowIdOfRef(itinerary.itineraryRef));
  return true;
}
