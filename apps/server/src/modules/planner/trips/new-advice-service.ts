import { NEW_ADVICE_EXPIRED_MESSAGE, NO_NEW_ADVICE_MESSAGE, type Trip } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { UnprocessableError } from '../../../platform/errors.js';
import { publishChange } from '../../communicator/index.js';
import { bookingSummary } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { PAST_TOLERANCE_MS } from '../shared/index.js';
import { tellNewAdviceTaken } from './connection-messages.js';
import { deleteLegs, insertLegs, legsOf, updateLeg, updateTrip, type LegRow } from './repository.js';
import { progressTrip } from './trip-progress-job.js';
import { ownTrip, viewOfTrip } from './trip-service.js';

/** A trip takes new advice while it has not arrived: before departure, or under way to the ride. */
const ADVICE_TAKEN_WHILE = new Set(['SCHEDULED', 'DEPARTING', 'IN_TRANSIT']);

/**
 * POST /trips/{id}/new-advice: the passenger takes the 'Nieuw reisadvies' made when the connection with
 * the shared ride came at risk. The public-transport part it replaces is replaced (new legs on live
 * times); the ride's leg keeps its row, booking and reserved fare. 422 when there is no advice (any
 * more) or its first new train or bus has left. The driver hears that the ride goes ahead.
 */
export async function acceptNewAdvice(ctx: PlannerContext, caller: AuthUser, tripId: number): Promise<Trip> {
  return inTransaction(ctx.db, async (tx) => {
    const trip = await ownTrip(tx, caller.id, tripId, true);
    const advice = trip.newAdvice;
    const risk = trip.connectionRisk;
    if (!advice || !risk || !ADVICE_TAKEN_WHILE.has(trip.state)) {
      throw new UnprocessableError(NO_NEW_ADVICE_MESSAGE, 'NO_NEW_ADVICE');
    }
    const rows = await legsOf(tx, trip.id);
    const rideRow = rows[risk.rideLegIndex];
    const rideAt = advice.legs.findIndex((leg) => leg.rideRef && leg.rideRef === rideRow?.leg.rideRef);
    if (!rideRow || rideAt < 0) throw new UnprocessableError(NO_NEW_ADVICE_MESSAGE, 'NO_NEW_ADVICE');
    const replacesBefore = risk.legIndex < risk.rideLegIndex;
    const firstNew = replacesBefore ? advice.legs[0] : advice.legs[rideAt + 1];
    if (firstNew && Date.parse(firstNew.startTime) < ctx.clock.nowMs() - PAST_TOLERANCE_MS) {
      throw new UnprocessableError(NEW_ADVICE_EXPIRED_MESSAGE, 'NEW_ADVICE_EXPIRED');
    }

    // The rows that stay (the ride and the other side of it) and the legs that come in their place.
    const keptRows = replacesBefore ? rows.slice(risk.rideLegIndex) : rows.slice(0, risk.rideLegIndex + 1);
    const goneRows = rows.filter((row) => !keptRows.includes(row));
    const newLegs = replacesBefore ? advice.legs.slice(0, rideAt) : advice.legs.slice(rideAt + 1);
    await deleteLegs(
      tx,
      goneRows.map((row) => row.id),
    );
    const firstSeq = replacesBefore ? 0 : keptRows.length;
    const inserted = await insertLegs(
      tx,
      newLegs.map((leg, i) => ({
        tripId: trip.id,
        seq: firstSeq + i,
        state: 'SCHEDULED' as const,
        leg,
        startTime: new Date(leg.startTime),
        endTime: new Date(leg.endTime),
        fareCredits: 0,
      })),
    );
    const renumbered: LegRow[] = [];
    for (const [i, row] of keptRows.entries()) {
      const seq = replacesBefore ? newLegs.length + i : i;
      if (row.seq !== seq) await updateLeg(tx, row.id, { seq });
      renumbered.push({ ...row, seq });
    }
    const legs = [...inserted, ...renumbered].sort((a, b) => a.seq - b.seq);
    const { legs: _legs, ...summary } = advice;
    const times = {
      departureTime: new Date(advice.departureTime),
      arrivalTime: new Date(advice.arrivalTime),
    };
    await updateTrip(tx, trip.id, { summary, connectionRisk: null, newAdvice: null });
    const progressed = await progressTrip(
      tx,
      ctx.clock,
      { ...trip, ...times, summary, connectionRisk: null, newAdvice: null },
      legs,
      times,
    );
    const booking = rideRow.bookingId !== null ? await bookingSummary(tx, rideRow.bookingId) : undefined;
    if (booking) await tellNewAdviceTaken({ db: tx, clock: ctx.clock }, { leg: rideRow.leg, booking });
    await publishChange(tx, trip.travellerId, { tripId: trip.id });
    if (booking) await publishChange(tx, booking.driverId, { rideId: booking.rideId });
    return viewOfTrip(tx, progressed.trip, progressed.legs);
  });
}
