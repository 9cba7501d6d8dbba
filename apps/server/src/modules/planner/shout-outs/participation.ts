import type { Db } from '../../../platform/db/database.js';
import { findShoutOutDrivers } from '../../profile/index.js';
import { planById } from '../search/index.js';
import { hasDraftBy, hasOfferBy } from './repository/index.js';

/**
 * A plan's people: its traveller; for a shout-out also the drivers who offered a ride on it (or drew up
 * an offer) and the drivers it is sent to (those living near the trip, reference §5.2).
 */
export async function takesPartInPlan(db: Db, planId: number, personId: string): Promise<boolean> {
  const plan = await planById(db, planId);
  if (!plan) return false;
  if (plan.travellerId === personId) return true;
  if (plan.planType !== 'SHOUT_OUT') return false;
  if (await hasOfferBy(db, planId, personId)) return true;
  if (await hasDraftBy(db, planId, personId)) return true;
  const drivers = await findShoutOutDrivers(db, {
    pickup: { lat: plan.fromLat, lon: plan.fromLon },
    dropOff: { lat: plan.toLat, lon: plan.toLon },
    travellerId: plan.travellerId,
  });
  return drivers.includes(personId);
}
