import type { ShoutOut, TripPlan } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import { itinerariesOfPlan, planById, planView } from '../search/index.js';
import { shoutOutFor } from './shout-out-service.js';

/*
 * GET /plans/{id} answers a search or a shout-out: it lives with the shout-outs, which stand above the
 * searches, so that the search wing never needs the shout-outs.
 */

/**
 * A stored plan: a search for the traveller who made it (anybody else 403); a shout-out for its traveller,
 * and for drivers while it is open.
 */
export async function planFor(db: Db, caller: string, planId: number): Promise<TripPlan | ShoutOut> {
  const plan = await planById(db, planId);
  if (!plan) throw new NotFoundError('Plan not found');
  if (plan.planType === 'SHOUT_OUT') return shoutOutFor(db, caller, plan);
  if (plan.travellerId !== caller) throw new ForbiddenError('Not your plan');
  const rows = await itinerariesOfPlan(db, planId);
  return planView(plan, rows);
}
