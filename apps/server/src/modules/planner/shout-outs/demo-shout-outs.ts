import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { amsterdamIsoAt } from '../../../platform/local-time.js';
import type { PlannerContext } from '../shared/index.js';
import { draftOffer, offerShoutOut } from './shout-out-offer-service.js';
import { createShoutOut } from './shout-out-service.js';

/**
 * Demo data: the passenger has asked the community for a ride from Terborg to Doetinchem three days from
 * now, and a driver from further away (Groenlo, outside the 20 km that brings a message) has already
 * offered one — so a newcomer sees a shout-out with an offer to accept (as the passenger) and one to answer
 * (as Henk, who lives near it and is told). Made through the
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
    from: { label: 'Terborg, Markt', location: { type: 'Point', coordinates: [6.3556, 51.9198] } },
    to: { label: 'Doetinchem, Simonsplein', location: { type: 'Point', coordinates: [6.2889, 51.9652] } },
    travelTime,
    useAsArrivalTime: false,
    nrSeats: 1,
  });
  const draft = await draftOffer(ctx, driver, shoutOut.id, { useAsArrivalTime: false });
  await offerShoutOut(ctx, driver, shoutOut.id, { planRef: draft.planRef, vehicleRef, driverRef: driver.id });
  return true;
}
