import { isPublicTransportLeg, type ConnectionRisk } from '@achterhoek/contracts';
import { liveLegOf, type LiveTimes } from '@achterhoek/routing';
import { inTransaction } from '../../../platform/db/transaction.js';
import { epochDayOfIsoDate } from '../../../platform/local-time.js';
import { publishChange } from '../../communicator/index.js';
import { bookingSummary, type BookingSummary } from '../../rideshare/index.js';
import type { PlannerContext } from '../shared/index.js';
import { tellConnectionAtRisk, tellConnectionRestored } from './connection-messages.js';
import { connectionRisk } from './connection-risk.js';
import { legOnTime } from './live-legs.js';
import { newAdviceFor } from './new-advice.js';
import {
  legsOf,
  legsOfTrips,
  tripIdsWithPublicTransport,
  updateLeg,
  updateTrip,
  type LegRow,
  type TripRow,
} from './repository.js';
import { lockTripWithBookings } from './trip-locks.js';
import { progressTrip } from './trip-progress-job.js';

const HOUR = 3_600_000;
/** Trips that left up to this long ago may still be under way; those leaving within the next are watched. */
const WATCH_BEHIND_MS = 6 * HOUR;
const WATCH_AHEAD_MS = 12 * HOUR;
/** At most this many trips per look; by departure, so the soonest come first. */
const WATCH_BATCH = 2000;
/** A delay is written again when it changed by at least this much: feeds move by seconds at every poll. */
const DELAY_STEP_SECONDS = 60;

type LiveValues = Pick<LegRow, 'liveDepartureDelay' | 'liveArrivalDelay' | 'liveCancelled'>;

/**
 * What the live feed changes on a trip's stored legs: for each public-transport leg the feed speaks of,
 * its delays and whether it runs, when they differ from what is stored by a minute or more (or it runs
 * no longer, or again). A leg the feed says nothing of keeps what it last said.
 */
export function liveChangesOf(legs: readonly LegRow[], times: LiveTimes): Map<number, LiveValues> {
  const changes = new Map<number, LiveValues>();
  for (const row of legs) {
    const { leg } = row;
    if (!isPublicTransportLeg(leg) || !leg.tripId || !leg.serviceDate) continue;
    const live = liveLegOf(times, {
      tripId: leg.tripId,
      serviceDay: epochDayOfIsoDate(leg.serviceDate),
      ...(leg.from.stopId ? { fromStopId: leg.from.stopId } : {}),
      ...(leg.to.stopId ? { toStopId: leg.to.stopId } : {}),
    });
    if (!live) continue;
    const moved = (stored: number | null, now: number) =>
      stored === null ? now !== 0 : Math.abs(stored - now) >= DELAY_STEP_SECONDS;
    if (
      live.cancelled !== row.liveCancelled ||
      moved(row.liveDepartureDelay, live.departureDelay) ||
      moved(row.liveArrivalDelay, live.arrivalDelay)
    ) {
      changes.set(row.id, {
        liveDepartureDelay: live.departureDelay,
        liveArrivalDelay: live.arrivalDelay,
        liveCancelled: live.cancelled,
      });
    }
  }
  return changes;
}

/**
 * After every fresh message of the live feed: the booked trips with a train or bus in the hours around
 * now get its live times. A trip whose times changed is brought up to date under its lock — the legs'
 * delays written, its timers moved (the reminder and departure notice follow the train, the settlement
 * does not), and its connection with a shared ride judged again. Each instance runs this on its own
 * poll; the first to write a change tells the people, the others find nothing left to change.
 */
export async function watchConnections(ctx: PlannerContext): Promise<{ checked: number; changed: number }> {
  if (!ctx.live.fresh()) return { checked: 0, changed: 0 };
  const now = ctx.clock.nowMs();
  const { times } = ctx.live.current();
  const ids = await tripIdsWithPublicTransport(
    ctx.db,
    new Date(now - WATCH_BEHIND_MS),
    new Date(now + WATCH_AHEAD_MS),
    WATCH_BATCH,
  );
  // Read without a lock first, all in one query: most trips have nothing new, and they are left alone.
  const legsByTrip = new Map<number, LegRow[]>();
  for (const row of ids.length > 0 ? await legsOfTrips(ctx.db, ids) : []) {
    const legs = legsByTrip.get(row.tripId);
    if (legs) legs.push(row);
    else legsByTrip.set(row.tripId, [row]);
  }
  let changed = 0;
  for (const id of ids) {
    if (liveChangesOf(legsByTrip.get(id) ?? [], times).size === 0) continue;
    const applied = await inTransaction(ctx.db, async (tx) => {
      const trip = await lockTripWithBookings(tx, id);
      if (!trip) return false;
      const stored = await legsOf(tx, id);
      const changes = liveChangesOf(stored, times);
      if (changes.size === 0) return false;
      for (const [legId, values] of changes) await updateLeg(tx, legId, values);
      const legs = stored.map((row) => ({ ...row, ...changes.get(row.id) }));
      const progressed = await progressTrip(tx, ctx.clock, trip, legs);
      await judgeConnection({ ...ctx, db: tx }, progressed.trip, progressed.legs);
      await publishChange(tx, trip.travellerId, { tripId: trip.id });
      return true;
    });
    if (applied) changed += 1;
  }
  return { checked: ids.length, changed };
}

/** A late passenger's arrival at the pickup that moved this much since they were told is told again. */
const RETELL_AFTER_SECONDS = 3 * 60;

/**
 * Whether a judgement says nothing new beside what the people were told: the same broken connection,
 * for the same reason, and (when late) the passenger at the pickup within three minutes of the time they
 * were told. A delay that creeps by a minute at every read of the feed is not a message each time.
 */
function nothingNew(told: ConnectionRisk | null | undefined, now: ConnectionRisk | undefined): boolean {
  if (!told || !now) return !told && !now;
  return (
    told.reason === now.reason &&
    told.legIndex === now.legIndex &&
    told.rideLegIndex === now.rideLegIndex &&
    Math.abs((told.waitSeconds ?? 0) - (now.waitSeconds ?? 0)) < RETELL_AFTER_SECONDS
  );
}

/**
 * Judges a trip's connection with its shared ride on the live times (connection-risk.ts) and records
 * it: when it comes at risk, its reason changes or the passenger's arrival at the pickup moved by three
 * minutes or more, the new advice is made and the passenger and the driver are told; when the risk is
 * gone, both hear the ride goes ahead.
 */
export async function judgeConnection(ctx: PlannerContext, trip: TripRow, legs: LegRow[]): Promise<void> {
  if (trip.state === 'CANCELLED') return;
  const bookings = new Map<number, BookingSummary>();
  for (const row of legs) {
    if (row.bookingId === null) continue;
    const booking = await bookingSummary(ctx.db, row.bookingId);
    if (booking) bookings.set(row.id, booking);
  }
  const onTime = legs.map((row) => legOnTime(row, bookings.get(row.id)?.waitAllowanceSeconds));
  const risk = connectionRisk(onTime);
  const before = trip.connectionRisk;
  // The risk is kept as told, so that what is new is measured against what the people know.
  if (nothingNew(before, risk)) return;
  const messages = { db: ctx.db, clock: ctx.clock };
  if (!risk) {
    await updateTrip(ctx.db, trip.id, { connectionRisk: null, newAdvice: null });
    const rideRow = legs[before!.rideLegIndex];
    const booking = rideRow && bookings.get(rideRow.id);
    if (rideRow && booking) await tellConnectionRestored(messages, trip, { leg: rideRow.leg, booking });
    return;
  }
  const rideRow = legs[risk.rideLegIndex]!;
  const booking = bookings.get(rideRow.id);
  const allowedWait = booking?.waitAllowanceSeconds ?? 0;
  const advice = newAdviceFor(ctx, trip, legs, risk, allowedWait);
  await updateTrip(ctx.db, trip.id, { connectionRisk: risk, newAdvice: advice ?? null });
  if (!booking) return;
  await tellConnectionAtRisk(messages, {
    trip,
    risk,
    transit: { leg: legs[risk.legIndex]!.leg, times: onTime[risk.legIndex]! },
    ride: { leg: rideRow.leg, times: onTime[risk.rideLegIndex]!, booking },
    advised: advice !== undefined,
  });
}
