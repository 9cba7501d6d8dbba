import { bookingRef } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { PaymentRequiredError } from '../../../platform/errors.js';
import { replacingBusinessErrors } from '../shared/index.js';
import {
  charge,
  payPremiumBonus,
  premiumBonusFor,
  rollbackPremiumBonus,
  uncancel,
  uncharge,
} from '../../banker/index.js';
import { publishChange } from '../../communicator/index.js';
import {
  type BookingSummary,
  bookingSummary,
  refreshRideProgress,
  reopenBookingValidation,
} from '../../rideshare/index.js';
import { fareStatesOfBookings } from './repository.js';
import { decide } from './settlement-rules.js';
import { tellDisputed, tellPaid, tellReleased } from './settlement-messages.js';
import {
  answersOfLeg,
  answersOfLegs,
  type LegRow,
  legsOf,
  lockTrip,
  refreshTripProgress,
  releaseLeg,
  type TripRow,
  completeLeg,
  markLegPaid,
  reopenLegSettlement,
} from '../trips/index.js';

interface Ctx {
  db: Db;
  clock: Clock;
}

/** A shared leg whose fare waits for the decision. */
export function awaitsDecision(leg: LegRow): boolean {
  return leg.bookingId !== null && leg.paymentState === 'RESERVED' && leg.state === 'VALIDATING';
}

const rideOf = (leg: LegRow) => `rit van ${leg.leg.from.label} naar ${leg.leg.to.label}`;
const driverOf = (leg: LegRow, booking: BookingSummary) => ({
  managedIdentity: booking.driverId,
  name: leg.leg.driverName ?? 'Chauffeur',
});

/**
 * Decides every shared leg of the trip whose fare waits (the table of settlement-rules.ts), inside the
 * caller's transaction: pays the driver (with their premium bonus) or gives the fare back, or leaves a
 * dispute for an admin. Then the trip and the rides move on (COMPLETED once nothing waits) and both sides
 * hear of it. `final` is the expiry six days after the trip: missing answers then count (reference §1.5).
 * Run again it changes nothing: a decided leg no longer waits.
 */
export async function evaluateTrip(ctx: Ctx, tripId: number, final: boolean): Promise<void> {
  const { db: tx } = ctx;
  const trip = await lockTrip(tx, tripId);
  if (!trip || trip.state !== 'VALIDATING') return;
  const rides = new Set<number>();
  const waiting = (await legsOf(tx, tripId)).filter(awaitsDecision);
  // Both answers are kept on the booking (rideshare's); read for all waiting legs at once.
  const answers = await answersOfLegs(tx, waiting);
  for (const leg of waiting) {
    const booking = (await bookingSummary(tx, leg.bookingId!))!;
    const said = answersOfLeg(answers, leg);
    const decision = decide(said.passenger, said.driver, final);
    if (decision === 'pay') {
      await payLeg(ctx, trip, leg, booking);
      rides.add(booking.rideId);
    } else if (decision === 'release') {
      await releaseLeg(tx, leg, 'Niet doorgegaan');
      await completeLeg(tx, leg.id);
      await tellReleased(ctx, trip, booking, leg.fareCredits);
      rides.add(booking.rideId);
    } else if (decision === 'dispute' && !final) {
      // Announced when the second answer makes it one; the final check every two days stays quiet.
      await tellDisputed(ctx, trip, booking);
    }
    await publishChange(tx, booking.driverId, { rideId: booking.rideId });
  }
  await refreshTripProgress(tx, ctx.clock, tripId);
  for (const rideId of rides) await refreshRideProgress(tx, ctx.clock, rideId, fareStatesOfBookings);
  await publishChange(tx, trip.travellerId, { tripId });
}

/**
 * Pays a leg's fare to its driver (reference §3.2 charge: from the reservations to the passenger, then on
 * to the driver) and the driver's premium bonus; the leg's fare is PAID (the leg is its one owner).
 */
async function payLeg(ctx: Ctx, trip: TripRow, leg: LegRow, booking: BookingSummary): Promise<void> {
  const { db: tx } = ctx;
  const round = `planner.leg.${leg.id}.r${leg.settlementRound}`;
  const driver = driverOf(leg, booking);
  await charge(tx, {
    headId: leg.paymentId!,
    beneficiary: driver,
    description: `Betaling ${rideOf(leg)}`,
    idempotencyKey: `${round}.charge`,
  });
  const bonusId = await payPremiumBonus(tx, {
    beneficiary: driver,
    fare: leg.fareCredits,
    description: `Bonus voor de ${rideOf(leg)}`,
    context: bookingRef(booking.bookingId),
    clock: ctx.clock,
    idempotencyKey: `${round}.bonus`,
  });
  await markLegPaid(tx, leg.id, bonusId ?? null);
  const bonus = bonusId === undefined ? 0 : premiumBonusFor(leg.fareCredits);
  await tellPaid(ctx, trip, booking, leg.fareCredits, bonus, driver.name);
}

/**
 * A decision on the leg was undone (reference §7.1 (6)): the leg's fare waits again, reserved, in the next
 * settlement round, and both answers are cleared on the booking (which keeps them); the trip and the ride
 * wait for the confirmations again, with fresh reminders.
 */
async function reopenLeg(ctx: Ctx, trip: TripRow, leg: LegRow): Promise<void> {
  const { db: tx } = ctx;
  await reopenLegSettlement(tx, leg.id, leg.settlementRound);
  await reopenBookingValidation(tx, leg.bookingId!);
  await refreshTripProgress(tx, ctx.clock, trip.id);
  const booking = await bookingSummary(tx, leg.bookingId!);
  if (booking) await publishChange(tx, booking.driverId, { rideId: booking.rideId });
  await publishChange(tx, trip.travellerId, { tripId: trip.id });
}

/** The passenger takes back a decision that gave the fare back: it is reserved again (402 when short). */
export async function reopenReleasedLeg(
  ctx: Ctx,
  trip: TripRow,
  leg: LegRow,
  shortMessage: string,
): Promise<void> {
  await replacingBusinessErrors(
    [402],
    () => new PaymentRequiredError(shortMessage, 'INSUFFICIENT_CREDITS'),
    () =>
      uncancel(ctx.db, {
        headId: leg.paymentId!,
        description: `Opnieuw gereserveerd: ${rideOf(leg)}`,
        idempotencyKey: `planner.leg.${leg.id}.r${leg.settlementRound}.uncancel`,
      }),
  );
  await reopenLeg(ctx, trip, leg);
}

/** The driver takes back a decision that paid them: the payment and its bonus are taken back. */
export async function reopenPaidLeg(
  ctx: Ctx,
  trip: TripRow,
  leg: LegRow,
  booking: BookingSummary,
): Promise<void> {
  const round = `planner.leg.${leg.id}.r${leg.settlementRound}`;
  const shortOfCredits = () =>
    new PaymentRequiredError(
      'Je hebt onvoldoende credits om de betaling terug te draaien',
      'INSUFFICIENT_CREDITS',
    );
  await replacingBusinessErrors([402], shortOfCredits, async () => {
    if (leg.bonusPaymentId !== null) {
      await rollbackPremiumBonus(ctx.db, {
        headId: leg.bonusPaymentId,
        description: `Bonus teruggedraaid: ${rideOf(leg)}`,
        idempotencyKey: `${round}.bonus-rollback`,
        clock: ctx.clock,
      });
    }
    await uncharge(ctx.db, {
      headId: leg.paymentId!,
      beneficiary: driverOf(leg, booking),
      description: `Teruggedraaid: ${rideOf(leg)}`,
      idempotencyKey: `${round}.uncharge`,
    });
  });
  await reopenLeg(ctx, trip, leg);
}
