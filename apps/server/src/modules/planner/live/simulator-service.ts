import {
  MAX_SIMULATED_LIVE_CHANGES,
  SIMULATED_LIVE_CHANGE_HORIZON_DAYS,
  type SimulatedLiveChange,
  type SimulatedLiveChanges,
} from '@achterhoek/contracts';
import { DEMO_DISRUPTIONS, encodeFeed, simulateFeed } from '@achterhoek/routing';
import { inTransaction } from '../../../platform/db/transaction.js';
import { BadRequestError, NotFoundError } from '../../../platform/errors.js';
import { epochDayOfIsoDate, isoDateInAmsterdam } from '../../../platform/local-time.js';
import type { PlannerContext } from '../shared/index.js';
import {
  countSimulatedChanges,
  dropSimulatedChangesBefore,
  saveSimulatedChange,
  simulatedChanges,
} from './repository.js';

const DAY_MS = 86_400_000;

/** A deployment reading a real feed serves no invented one, nor takes changes for it. */
function simulatedOnly(ctx: Pick<PlannerContext, 'liveFeedSimulated'>): void {
  if (!ctx.liveFeedSimulated) throw new NotFoundError('No simulated live feed here');
}

/**
 * The demo's live feed at this moment, as GTFS-Realtime protobuf: the standing disruptions of the demo
 * timetable (a late train, a bus that does not run) and the changes an admin made. On an imported region
 * the demo's lines do not exist, so only the changes count; such a deployment sets LIVE_TRANSIT_URL to
 * the real feed.
 */
export async function simulatorFeed(ctx: PlannerContext): Promise<Uint8Array> {
  simulatedOnly(ctx);
  const changes = (await simulatedChanges(ctx.db)).map((row) => ({
    tripId: row.tripId,
    startDate: Number(row.serviceDate.replaceAll('-', '')),
    delaySeconds: row.delaySeconds,
    cancelled: row.cancelled,
  }));
  const rules = ctx.region.meta.demo ? DEMO_DISRUPTIONS : [];
  const now = Math.floor(ctx.clock.nowMs() / 1000);
  return encodeFeed(simulateFeed(ctx.region.router.timetable, now, changes, rules));
}

/**
 * PUT /live-feed/simulator/changes (admins): one trip late, early, on time (as a real feed says a delay
 * is over) or cancelled on one day, replacing what was said of it before. The day must be within a week of today; a trip the timetable
 * does not know is refused (400). Days that have passed are dropped, and at most a hundred are kept.
 */
export async function simulateChange(ctx: PlannerContext, change: SimulatedLiveChange): Promise<void> {
  simulatedOnly(ctx);
  const now = ctx.clock.nowMs();
  const day = epochDayOfIsoDate(change.serviceDate);
  const today = epochDayOfIsoDate(isoDateInAmsterdam(now));
  const isDate = Number.isFinite(Date.parse(change.serviceDate));
  if (!isDate || Math.abs(day - today) > SIMULATED_LIVE_CHANGE_HORIZON_DAYS) {
    throw new BadRequestError(
      `The service date must be within ${SIMULATED_LIVE_CHANGE_HORIZON_DAYS} days of today`,
      'VALIDATION',
      ['body.serviceDate'],
    );
  }
  if (!ctx.region.router.timetable.tripIds.includes(change.tripId)) {
    throw new BadRequestError('No such trip in the timetable', 'VALIDATION', ['body.tripId']);
  }
  const cancelled = change.cancelled ?? false;
  await inTransaction(ctx.db, async (tx) => {
    await dropSimulatedChangesBefore(tx, isoDateInAmsterdam(now - DAY_MS));
    if ((await countSimulatedChanges(tx)) >= MAX_SIMULATED_LIVE_CHANGES) {
      throw new BadRequestError(`At most ${MAX_SIMULATED_LIVE_CHANGES} changes are kept`, 'VALIDATION');
    }
    await saveSimulatedChange(tx, {
      tripId: change.tripId,
      serviceDate: change.serviceDate,
      delaySeconds: change.delayMinutes * 60,
      cancelled,
      createdAt: new Date(now),
    });
  });
}

/** GET /live-feed/simulator/changes (admins): the changes kept. */
export async function simulatedLiveChanges(ctx: PlannerContext): Promise<SimulatedLiveChanges> {
  simulatedOnly(ctx);
  return {
    changes: (await simulatedChanges(ctx.db)).map((row) => ({
      tripId: row.tripId,
      serviceDate: row.serviceDate,
      delayMinutes: Math.round(row.delaySeconds / 60),
      cancelled: row.cancelled,
    })),
  };
}
