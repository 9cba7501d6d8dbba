import type { FastifyBaseLogger } from 'fastify';
import { RIDE_INSTANCES_AHEAD_DAYS } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { nextDailyAt } from '../../platform/timers/schedules.js';
import type { Timers } from '../../platform/timers/timers.js';
import type { RideshareContext } from './deps.js';
import { offeredRide } from './offered-rides.js';
import {
  latestRideOfTemplate,
  lockTemplate,
  setTemplateGeneratedUntil,
  templatesDue,
} from './repository/index.js';
import { createTemplateRides } from './ride-offer-service.js';

/** The nightly job that makes the recurring rides of the coming weeks (reference §2.2: 02:15). */
export const RECURRING_RIDES = 'rideshare.recurring-rides';
const DAY_MS = 24 * 3600_000;

/**
 * Tops every recurrence up to eight weeks ahead: the rides of the days that came into reach since the
 * last run, with the times and everything else of the recurrence's latest ride, leaving out any that
 * would overlap another ride of the driver. Runs in one transaction per recurrence and moves its
 * `generatedUntil` with the rides, so a second run (or a second instance) makes nothing twice. The ride
 * alerts hear of each new ride from that transaction (the planner queues the work, done after commit).
 */
export async function topUpRecurringRides(ctx: RideshareContext, db: Db, now: number): Promise<number> {
  const until = now + RIDE_INSTANCES_AHEAD_DAYS * DAY_MS;
  const today = isoInAmsterdam(now).slice(0, 10);
  const due = await templatesDue(db, new Date(until), today);
  let made = 0;
  for (const candidate of due) {
    made += await inTransaction(db, async (tx): Promise<number> => {
      const template = await lockTemplate(tx, candidate.id);
      if (!template || template.generatedUntil.getTime() >= until) return 0;
      const latest = await latestRideOfTemplate(tx, template.id);
      let added = 0;
      if (latest) {
        const {
          id: _id,
          createdAt: _created,
          templateId: _template,
          departureTime: _d,
          arrivalTime: _a,
          legs: _l,
          ...base
        } = latest;
        const rows = await createTemplateRides(
          tx,
          template,
          {
            ...base,
            state: 'SCHEDULED',
            cancelReason: null,
            stops: [],
            distanceMeters: latest.directMeters,
            durationSeconds: latest.directSeconds,
          },
          { meters: latest.directMeters, seconds: latest.directSeconds },
          template.generatedUntil.getTime(),
          until,
          now,
        );
        await ctx.onRidesOffered?.(tx, rows.map(offeredRide));
        added = rows.length;
        // The new rides may earn the driver the 'repeated-ride' reward (reference §3.6).
        if (added > 0) {
          await ctx.onRecurringRidesChanged?.(tx, { managedIdentity: template.driverId, name: '' });
        }
      }
      await setTemplateGeneratedUntil(tx, template.id, new Date(until));
      return added;
    });
  }
  return made;
}

export async function registerRecurringRidesJob(
  timers: Timers,
  ctx: RideshareContext,
  log: FastifyBaseLogger,
): Promise<void> {
  await timers.every(
    RECURRING_RIDES,
    (from) => nextDailyAt(2, from, 15),
    async (db, now) => {
      const made = await topUpRecurringRides(ctx, db, now.getTime());
      log.info({ made }, 'recurring rides topped up');
    },
  );
}
