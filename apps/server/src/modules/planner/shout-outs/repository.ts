import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import type { ItineraryRow, PlanRow } from '../search/index.js';
import { itineraries, plans } from '../schema.js';

/** The shout-out wing's queries: shout-outs (plans), the drivers' offers on them (itineraries), ride alerts. */

/** The offer made with a booking, with its shout-out. */
export async function offerOfBooking(
  tx: Db,
  bookingId: number,
): Promise<{ plan: PlanRow; itinerary: ItineraryRow } | undefined> {
  const [offer] = await tx
    .select({ plan: plans, itinerary: itineraries })
    .from(itineraries)
    .innerJoin(plans, eq(plans.id, itineraries.planId))
    .where(eq(itineraries.bookingId, bookingId));
  return offer;
}
