import { planRef } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { sendSystemMessage } from '../../communicator/index.js';
import type { PlanRow } from '../search/index.js';
import { ddmmyyyy, deliveryFor, onDayAt } from '../shared/index.js';
import { offerOfBooking } from './repository/index.js';

/** The topic of a shout-out's conversations: 'Oproep van Zelhem naar Winterswijk op 29-11-2026'. */
export function shoutOutTopic(plan: Pick<PlanRow, 'fromLabel' | 'toLabel' | 'travelTime'>): string {
  return `Oproep van ${plan.fromLabel} naar ${plan.toLabel} op ${ddmmyyyy(plan.travelTime)}`;
}

/**
 * Every driver living near the trip hears of a new shout-out (reference §7.3): a system message in a
 * conversation of their own about it (context the shout-out, role DRIVER), pushed to those who keep the
 * 'shoutouts' notification on. Written in the shout-out's transaction; the pushes follow the commit.
 */
export async function tellDriversOfShoutOut(ctx: { db: Db; clock: Clock }, plan: PlanRow, drivers: string[]) {
  const when = `${plan.useAsArrivalTime ? 'aankomst' : 'vertrek'} ${onDayAt(ctx, plan.travelTime)}`;
  for (const driver of drivers) {
    await sendSystemMessage(ctx, {
      body: `Nieuwe oproep in de community: wie kan iemand meenemen van ${plan.fromLabel} naar ${plan.toLabel} (${when})?`,
      context: planRef(plan.id),
      deliveryMode: await deliveryFor(ctx.db, driver, 'shoutouts'),
      recipients: [
        {
          managedIdentity: driver,
          conversationContext: planRef(plan.id),
          ownerRole: 'DRIVER',
          topic: shoutOutTopic(plan),
        },
      ],
    });
  }
}

type Ctx = { db: Db; clock: Clock };

/** The passenger's own conversation about their shout-out (context the shout-out, role PASSENGER). */
const passengerSide = (plan: PlanRow) => ({
  managedIdentity: plan.travellerId,
  conversationContext: planRef(plan.id),
  ownerRole: 'PASSENGER' as const,
  topic: shoutOutTopic(plan),
});

/** A driver's conversation about the shout-out they answered (role DRIVER). */
const driverSide = (plan: PlanRow, driverId: string) => ({
  managedIdentity: driverId,
  conversationContext: planRef(plan.id),
  ownerRole: 'DRIVER' as const,
  topic: shoutOutTopic(plan),
});

/** A driver offered a ride (reference §7.3): the passenger hears of it, pushed when they allow it. */
export async function tellPassengerOfOffer(ctx: Ctx, plan: PlanRow, driverName: string, pickupAt: Date) {
  await sendSystemMessage(ctx, {
    body: `${driverName} biedt je een rit aan op je oproep: ophalen op ${onDayAt(ctx, pickupAt)}. Bekijk het aanbod en bevestig het als het je past.`,
    context: planRef(plan.id),
    deliveryMode: await deliveryFor(ctx.db, plan.travellerId, 'shoutouts'),
    recipients: [passengerSide(plan)],
  });
}

/**
 * The passenger accepted an offer (reference §7.3 ShoutOutResolved): a note in their shout-out's
 * conversation only, without a push — the booking's own message follows in the trip's conversation.
 */
export async function notePassengerAccepted(ctx: Ctx, plan: PlanRow, driverName: string) {
  await sendSystemMessage(ctx, {
    body: `Je hebt het aanbod van ${driverName} aangenomen. De rit staat onder Ritten.`,
    context: planRef(plan.id),
    deliveryMode: 'MESSAGE',
    recipients: [passengerSide(plan)],
  });
}

/** A driver whose offer was not taken: the passenger chose another or cancelled the shout-out. */
export async function tellDriverOfferRejected(
  ctx: Ctx,
  plan: PlanRow,
  driverId: string,
  why: 'other-offer' | 'cancelled',
  reason?: string | null,
) {
  const body =
    why === 'other-offer'
      ? `De passagier heeft voor een ander aanbod gekozen. Je aanbod op de oproep van ${plan.fromLabel} naar ${plan.toLabel} vervalt; je rit blijft staan.`
      : `De passagier heeft de oproep van ${plan.fromLabel} naar ${plan.toLabel} geannuleerd${reason ? `: ${reason}` : ''}. Je aanbod vervalt; je rit blijft staan.`;
  await sendSystemMessage(ctx, {
    body,
    context: planRef(plan.id),
    deliveryMode: await deliveryFor(ctx.db, driverId, 'shoutouts'),
    recipients: [driverSide(plan, driverId)],
  });
}

/** The driver cancelled the ride of an offer that was still a proposal: the passenger is told. */
export async function tellPassengerOfferWithdrawn(ctx: Ctx, plan: PlanRow, driverName: string) {
  await sendSystemMessage(ctx, {
    body: `${driverName} heeft het aanbod op je oproep ingetrokken.`,
    context: planRef(plan.id),
    deliveryMode: await deliveryFor(ctx.db, plan.travellerId, 'shoutouts'),
    recipients: [passengerSide(plan)],
  });
}

/**
 * A driver cancelled a booking that has no trip: it is an offer on a shout-out, and the passenger hears
 * it was withdrawn while the shout-out is open (the offer itself shows as cancelled from the booking).
 */
export async function tellOfWithdrawnOffer(tx: Db, clock: Clock, bookingId: number): Promise<void> {
  const offer = await offerOfBooking(tx, bookingId);
  if (!offer || offer.plan.planState !== 'OPEN') return;
  const driverName = offer.itinerary.itinerary.legs[0]?.driverName ?? 'De chauffeur';
  await tellPassengerOfferWithdrawn({ db: tx, clock }, offer.plan, driverName);
}
