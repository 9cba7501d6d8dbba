import {
  type CreateRideAlertRequest,
  MAX_LIVE_RIDE_ALERTS,
  type Paged,
  RIDE_ALERTS_FULL_MESSAGE,
  type RideAlert,
} from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../../../platform/errors.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import type { PlannerContext } from '../shared/index.js';
import { checkedBodyQuestion, lockPersonFor, toPlanPlace, tripPlaceColumns } from '../shared/index.js';
import {
  alertById,
  deleteAlert,
  insertAlert,
  liveAlertCount,
  liveAlertsPage,
  type AlertRow,
} from './repository/index.js';

function alertView(row: AlertRow, matches: number): RideAlert {
  return {
    id: row.id,
    from: toPlanPlace({ label: row.fromLabel, lat: row.fromLat, lon: row.fromLon }),
    to: toPlanPlace({ label: row.toLabel, lat: row.toLat, lon: row.toLon }),
    travelTime: isoInAmsterdam(row.travelTime.getTime()),
    useAsArrivalTime: row.useAsArrivalTime,
    nrSeats: row.nrSeats,
    creationTime: isoInAmsterdam(row.createdAt.getTime()),
    matches,
  };
}

/**
 * POST /ride-alerts: the passenger keeps the question of a search that found nothing (inside the region,
 * not in the past, within the horizon). It lasts until its travel time. A passenger keeps at most
 * MAX_LIVE_RIDE_ALERTS alerts still to come (422 beyond), counted in the storing transaction with the
 * passenger's alerts serialised, so the limit holds with several server instances.
 */
export async function createRideAlert(
  ctx: PlannerContext,
  travellerId: string,
  request: CreateRideAlertRequest,
): Promise<RideAlert> {
  const { from, to, time } = checkedBodyQuestion(ctx, request);
  const now = ctx.clock.nowMs();
  return inTransaction(ctx.db, async (tx) => {
    await lockPersonFor(tx, 'ride-alerts', travellerId);
    const live = await liveAlertCount(tx, travellerId, new Date(now));
    if ((live ?? 0) >= MAX_LIVE_RIDE_ALERTS) {
      throw new UnprocessableError(RIDE_ALERTS_FULL_MESSAGE, 'RIDE_ALERTS_FULL');
    }
    const row = await insertAlert(tx, {
      travellerId,
      ...tripPlaceColumns(from, to),
      travelTime: new Date(time),
      useAsArrivalTime: request.useAsArrivalTime ?? false,
      nrSeats: request.nrSeats ?? 1,
      createdAt: new Date(now),
    });
    return alertView(row!, 0);
  });
}

/** GET /ride-alerts: a page of the caller's alerts whose travel time is still to come, soonest first. */
export async function rideAlertsOf(
  db: Db,
  caller: string,
  now: number,
  page: { offset: number; maxResults: number },
): Promise<Paged<RideAlert>> {
  const { total, rows } = await liveAlertsPage(db, caller, new Date(now), page);
  const data = rows.map((row) => alertView(row.alert, Number(row.matches)));
  return { totalCount: total ?? 0, offset: page.offset, count: data.length, data };
}

/** DELETE /ride-alerts/{id}: only the passenger's own (403 otherwise, 404 unknown). */
export async function removeRideAlert(db: Db, caller: string, alertId: number): Promise<void> {
  const row = await alertById(db, alertId);
  if (!row) throw new NotFoundError('Ride alert not found');
  if (row.travellerId !== caller) throw new ForbiddenError('Not your ride alert');
  await deleteAlert(db, alertId);
}
