import { DISPUTED_REASON, type PagedDisputes } from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import { NotFoundError, UnprocessableError } from '../../../platform/errors.js';
import { findPublicProfiles } from '../../profile/index.js';
import {
  type BookingAnswers,
  bookingIdsWithDisputedAnswers,
  bookingSummary,
  recordDriverAnswer,
  recordPassengerAnswer,
} from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import {
  answersOfLeg,
  answersOfLegs,
  type LegRow,
  legsOf,
  lockTripWithBookings,
  tripView,
} from '../trips/index.js';
import { disputedTripsPage } from './repository.js';
import { tellSettledByAdmin } from './settlement-messages.js';
import { awaitsDecision, evaluateTrip } from './settlement-service.js';

/*
 * The admins' side of the settlement: the open disputes (a passenger said no, the driver yes) and an
 * admin's decision on one.
 */

/** GET /disputes (admins): the open disputes, newest trip first, with who travelled and who drove. */
export async function openDisputes(
  db: Db,
  query: { maxResults: number; offset: number },
): Promise<PagedDisputes> {
  const { count, page } = await disputedTripsPage(db, query, await bookingIdsWithDisputedAnswers(db));
  const people = await findPublicProfiles(
    db,
    page.map((trip) => trip.travellerId),
  );
  const data = [];
  for (const trip of page) {
    const legs = await legsOf(db, trip.id);
    const answers = await answersOfLegs(db, legs);
    const disputed = legs.find((leg) => isDisputed(leg, answers))!;
    const person = people.get(trip.travellerId);
    data.push({
      trip: tripView(trip, legs, answers),
      traveller: {
        managedIdentity: trip.travellerId,
        name: person ? `${person.firstName} ${person.lastName}`.trim() : trip.travellerId,
      },
      driver: { managedIdentity: disputed.leg.driverId ?? '', name: disputed.leg.driverName ?? '' },
    });
  }
  return { totalCount: count, offset: query.offset, count: data.length, data };
}

/**
 * PUT /trips/{id}/settle/{decision} (admins, reference §1.5): for the driver the passenger's answer becomes
 * yes, for the passenger the driver's becomes no, both with the reason DISPUTED; the decision follows at
 * once (paid, or the fare back) and both parties are told. 422 when the trip has no open dispute. (The
 * original's 'favors-traveller' could not work; here it records the driver's 'no', as it was meant to.)
 */
export async function settleDispute(
  ctx: PlannerContext,
  tripId: number,
  decision: 'favors-provider' | 'favors-traveller',
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const trip = await lockTripWithBookings(tx, tripId);
    if (!trip) throw new NotFoundError('Trip not found');
    const legs = await legsOf(tx, tripId);
    const answers = await answersOfLegs(tx, legs);
    const disputed = legs.filter((leg) => isDisputed(leg, answers));
    if (disputed.length === 0)
      throw new UnprocessableError('Deze rit heeft geen open geschil.', 'NO_DISPUTE');
    const forDriver = decision === 'favors-provider';
    for (const leg of disputed) {
      if (forDriver) await recordPassengerAnswer(tx, leg.bookingId!, true, DISPUTED_REASON);
      else await recordDriverAnswer(tx, leg.bookingId!, false, DISPUTED_REASON);
      const booking = await bookingSummary(tx, leg.bookingId!);
      if (booking) await tellSettledByAdmin({ db: tx, clock: ctx.clock }, trip, booking, forDriver);
    }
    await evaluateTrip({ db: tx, clock: ctx.clock }, tripId, false);
  });
}

/**
 * A shared leg is disputed while its fare waits and the answers on its booking disagree: the passenger
 * said it did not take place, the driver that it did.
 */
function isDisputed(leg: LegRow, answers: Map<number, BookingAnswers>): boolean {
  const said = answersOfLeg(answers, leg);
  return awaitsDecision(leg) && said.passenger === false && said.driver === true;
}
