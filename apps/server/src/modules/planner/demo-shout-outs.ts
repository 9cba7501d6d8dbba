import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { amsterdamIsoAt } from '../../platform/local-time.js';
import type { PlannerContext } from './deps.js';
import { draftOffer, offerShoutOut } from './shout-out-offers.js';
import { createShoutOut } from './shout-out-service.js';

/**
 * Demo data: the passenger has asked the community for a ride from her village to the town three days
 * from now, and a driver from further away has already offered one — so a newcomer sees a shout-out with
 * an offer to accept (as the passenger) and one to answer (as a driver living near it). Made through the
 * same functions as a real shout-out and offer. Answers whether it was made.
 */
export async function seedDemoShoutOut(
  ctx: PlannerContext,
  passenger: AuthUser,
  driver: AuthUser,
  vehicleRef: string,
): Promise<boolean> {
  const travelTime = amsterdamIsoAt(ctx.clock.nowMs(), 3, 10);
  const shoutOut = await createShoutOut(ctx, passenger, {
    planType: 'SHOUT_OUT',
    from: { label: 'Zelhem, Markt', location: { type: 'Point', coordinates: [6.3486, 52.0067] } },
    to: { label: 'Doetinchem, Simonsplein', location: { type: 'Point', coordinates: [6.2889, 51.9652] } },
    travelTime,
    useAsArrivalTime: false,
    nrSeats: 1,
  });
  const draft = await draftOffer(ctx, driver, shoutOut.id, { useAsArrivalTime: false });
  await offerShoutOut(ctx, driver, shoutOut.id, { planRef: draft.planRef, vehicleRef, driverRef: driver.id });
  return true;
}
