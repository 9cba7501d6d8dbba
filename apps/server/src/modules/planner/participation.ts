import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { planRef, tripRef } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ContextParticipation } from '../communicator/index.js';
import { findShoutOutDrivers } from '../profile/index.js';
import { itineraries, plans, tripLegs, trips } from './schema.js';

/** The URN prefix of a context kind: `urn:nb:pn:trip:7` → `urn:nb:pn:trip:`. */
const prefixOf = (ref: string) => ref.replace(/\d+$/, '');

/** A trip's people: its traveller and the drivers of the rides its legs are booked on. */
async function takesPartInTrip(db: Db, tripId: number, personId: string): Promise<boolean> {
  const [trip] = await db.select({ travellerId: trips.travellerId }).from(trips).where(eq(trips.id, tripId));
  if (!trip) return false;
  if (trip.travellerId === personId) return true;
  const [driven] = await db
    .select({ id: tripLegs.id })
    .from(tripLegs)
    .where(
      and(
        eq(tripLegs.tripId, tripId),
        isNotNull(tripLegs.bookingId),
        sql`${tripLegs.leg}->>'driverId' = ${personId}`,
      ),
    )
    .limit(1);
  return Boolean(driven);
}

/**
 * A plan's people: its traveller; for a shout-out also the drivers who offered a ride on it (or drew up
 * an offer) and the drivers it is sent to (those living near the trip, reference §5.2).
 */
async function takesPartInPlan(db: Db, planId: number, personId: string): Promise<boolean> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) return false;
  if (plan.travellerId === personId) return true;
  if (plan.planType !== 'SHOUT_OUT') return false;
  const [offered] = await db
    .select({ id: itineraries.id })
    .from(itineraries)
    .where(and(eq(itineraries.planId, planId), eq(itineraries.driverId, personId)))
    .limit(1);
  if (offered) return true;
  const [drafted] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.shoutOutId, planId),
        eq(plans.travellerId, personId),
        eq(plans.planType, 'SHOUT_OUT_SOLUTION'),
      ),
    )
    .limit(1);
  if (drafted) return true;
  const drivers = await findShoutOutDrivers(db, {
    pickup: { lat: plan.fromLat, lon: plan.fromLon },
    dropOff: { lat: plan.toLat, lon: plan.toLon },
    travellerId: plan.travellerId,
  });
  return drivers.includes(personId);
}

/** The planner's answer to who takes part in a trip or a plan (a shout-out), for the communicator. */
export const plannerParticipation: ContextParticipation = {
  [prefixOf(tripRef(1))]: takesPartInTrip,
  [prefixOf(planRef(1))]: takesPartInPlan,
};
