import {
  type DeliveryMode,
  type NotificationOptions,
  sentenceDate,
  sentenceDateTime,
} from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import { getNotificationOptions } from '../../profile/index.js';

/*
 * What every system message of the planner shares (trips, settlement, shout-outs, ride alerts): the
 * times and dates written as the app writes them, and whether a kind of notification is pushed.
 */

export const hhmm = (time: Date | number) => isoInAmsterdam(new Date(time).getTime()).slice(11, 16);

/*
 * Dates inside a message read as a sentence, as everywhere in the app: 'maandag 30 november' (with the
 * year only when it is not this year, by the app's clock) and 'maandag 30 november om 07:30'. Topics, which
 * the inbox lists like a table, keep the DD-MM-YYYY of ddmmyyyy.
 */
export const onDay = (ctx: { clock: Clock }, time: Date | number) => sentenceDate(time, ctx.clock.nowMs());
export const onDayAt = (ctx: { clock: Clock }, time: Date | number) =>
  sentenceDateTime(time, ctx.clock.nowMs());

/** DD-MM-YYYY, for topics. */
export function ddmmyyyy(time: Date | number): string {
  const [year, month, day] = isoInAmsterdam(new Date(time).getTime()).slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** Push as well, unless the user turned this kind of notification off (then only the inbox). */
export async function deliveryFor(
  db: Db,
  userId: string,
  kind: keyof NotificationOptions,
): Promise<DeliveryMode> {
  const options = await getNotificationOptions(db, userId);
  return options && !options[kind] ? 'MESSAGE' : 'ALL';
}
