import { SHOUT_OUT_CLOSED_MESSAGE } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { UnprocessableError } from '../../../platform/errors.js';
import { rejectProposedBooking } from '../../rideshare/index.js';
import type { PlanRow } from '../search/index.js';
import { lockPlan, otherOffersOf, updatePlan } from './repository/index.js';
import { notePassengerAccepted, tellDriverOfferRejected } from './shout-out-messages.js';
import { latestArrivalOf } from './shout-out-times.js';

/**
 * The passenger accepts an offer by booking its itinerary (reference §1.5 step 4): the shout-out, locked
 * for the booking's transaction, must still be open and to come (422 'Deze oproep is niet meer open.').
 */
export async function lockOpenShoutOut(tx: Db, planId: number, now: number): Promise<PlanRow> {
  const plan = await lockPlan(tx, planId);
  if (!plan || plan.planState !== 'OPEN' || latestArrivalOf(plan) < now) {
    throw new UnprocessableError(SHOUT_OUT_CLOSED_MESSAGE, 'SHOUT_OUT_CLOSED');
  }
  return plan;
}

/**
 * After the accepted offer is booked, in the same transaction (reference §7.3 ShoutOutResolved): every
 * other offer still standing is rejected ('other solution chosen') and its driver told, the shout-out is
 * FINAL, and the passenger's shout-out conversation gets a note without a push.
 */
export async function closeAcceptedShoutOut(
  ctx: { db: Db; clock: Clock },
  plan: PlanRow,
  acceptedItineraryId: number,
  driverName: string,
): Promise<void> {
  const others = await otherOffersOf(ctx.db, plan.id, acceptedItineraryId);
  for (const offer of others) {
    if (offer.bookingId === null) continue;
    const rejected = await rejectProposedBooking(ctx.db, offer.bookingId, 'Ander aanbod gekozen');
    if (rejected && offer.driverId) {
      await tellDriverOfferRejected(ctx, plan, offer.driverId, 'other-offer');
    }
  }
  await updatePlan(ctx.db, plan.id, { planState: 'FINAL' });
  await notePassengerAccepted(ctx, plan, driverName);
}
