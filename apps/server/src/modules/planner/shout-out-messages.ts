import { planRef } from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { sendSystemMessage } from '../communicator/index.js';
import type { plans } from './schema.js';
import { ddmmyyyy, deliveryFor, hhmm } from './trip-messages.js';

type PlanRow = typeof plans.$inferSelect;

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
  const when = `${plan.useAsArrivalTime ? 'aankomst' : 'vertrek'} ${ddmmyyyy(plan.travelTime)} om ${hhmm(plan.travelTime)}`;
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
