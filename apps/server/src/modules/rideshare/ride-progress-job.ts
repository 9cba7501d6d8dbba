import { rideRef } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { cancelTimer, scheduleTimer, scheduleTimers } from '../../platform/timers/timer-store.js';
import type { Timers } from '../../platform/timers/timers.js';
import { nextWholeHour } from '../../platform/timers/schedules.js';
import type { Clock } from '../../platform/clock.js';
import { publishChange, sendSystemMessage } from '../communicator/index.js';
import { fareStateIn, fareStatesFor, type FareStatesOf } from './fare-states.js';
import { DEPARTING_BEFORE_MS, nextProgressAt, rideStateAt } from './ride-progress-rules.js';
import {
  confirmedFaresOfRide,
  lockRide,
  setRideState,
  unfinishedRideIdsDepartingBy,
  type RideRow,
} from './repository/index.js';

/** The durable timer that moves one ride to its next state; one pending per ride. */
export const RIDE_PROGRESS = 'rideshare.ride-progress';
/** The hourly sweep that catches up rides whose timer did not run (reference §2.5). */
export const RIDE_SWEEP = 'rideshare.ride-sweep';

const entityOf = (rideId: number) => `ride:${rideId}`;

/** Sets the ride's next state change on the durable timers, in the transaction that changed the ride. */
export async function scheduleRideProgress(tx: Db, ride: RideRow, now: number): Promise<void> {
  const due = nextProgressAt(
    {
      state: ride.state,
      departureTime: ride.departureTime.getTime(),
      arrivalTime: ride.arrivalTime.getTime(),
    },
    now,
  );
  if (due === undefined) await cancelTimer(tx, RIDE_PROGRESS, entityOf(ride.id));
  else await scheduleTimer(tx, { kind: RIDE_PROGRESS, entity: entityOf(ride.id), dueAt: new Date(due) });
}

/**
 * `scheduleRideProgress` for rides just made (a recurring offer's), in one statement: a new ride has no
 * pending timer, so one that needs none (not possible for a SCHEDULED ride) has nothing to cancel.
 */
export async function scheduleNewRidesProgress(tx: Db, made: readonly RideRow[], now: number): Promise<void> {
  const specs = [];
  for (const ride of made) {
    const due = nextProgressAt(
      {
        state: ride.state,
        departureTime: ride.departureTime.getTime(),
        arrivalTime: ride.arrivalTime.getTime(),
      },
      now,
    );
    if (due !== undefined)
      specs.push({ kind: RIDE_PROGRESS, entity: entityOf(ride.id), dueAt: new Date(due) });
  }
  await scheduleTimers(tx, specs);
}

export async function cancelRideProgress(tx: Db, rideId: number): Promise<void> {
  await cancelTimer(tx, RIDE_PROGRESS, entityOf(rideId));
}

/**
 * Brings one ride to the state the clock says (ride-progress-rules.ts) and sets its next timer. On DEPARTING
 * the driver of a ride with a confirmed booking gets a system message (reference §7.4). Idempotent: a
 * ride already in that state is left as it is and nobody is messaged twice. The fares' states are asked of
 * the planner, which owns them (`fareStatesOf`; left out, they are unknown).
 */
export async function advanceRide(
  db: Db,
  clock: Clock,
  rideId: number,
  fareStatesOf: FareStatesOf | undefined,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const ride = await lockRide(tx, rideId);
    if (!ride) return;
    const now = clock.nowMs();
    const confirmed = await confirmedFaresOfRide(tx, rideId);
    const fareStates = await fareStatesFor(
      fareStatesOf,
      tx,
      confirmed.map((booking) => booking.bookingId),
    );
    // A passenger's fare that is neither paid nor released waits for both sides to confirm the trip.
    const awaitsValidation = confirmed.some((booking) => {
      const payment = fareStateIn(fareStates, booking.bookingId);
      return booking.fare > 0 && payment !== 'PAID' && payment !== 'CANCELLED';
    });
    const times = {
      state: ride.state,
      departureTime: ride.departureTime.getTime(),
      arrivalTime: ride.arrivalTime.getTime(),
    };
    const state = rideStateAt(times, now, awaitsValidation);
    if (state !== ride.state) {
      await setRideState(tx, rideId, state);
      await publishChange(tx, ride.driverId, { rideId });
      if (state === 'DEPARTING' && confirmed.length > 0) await tellDriverDeparting(tx, clock, ride);
    }
    await scheduleRideProgress(tx, { ...ride, state }, now);
  });
}

async function tellDriverDeparting(tx: Db, clock: Clock, ride: RideRow): Promise<void> {
  const time = isoInAmsterdam(ride.departureTime.getTime()).slice(11, 16);
  await sendSystemMessage(
    { db: tx, clock },
    {
      body: `Je rit naar ${ride.toLabel} vertrekt om ${time}. Vergeet je passagiers niet op te halen. Goede reis!`,
      context: rideRef(ride.id),
      recipients: [
        {
          managedIdentity: ride.driverId,
          conversationContext: rideRef(ride.id),
          ownerRole: 'DRIVER',
          topic: rideTopic(ride),
        },
      ],
    },
  );
}

/** The topic of a ride's conversation: 'Rit van Winterswijk naar Doetinchem op 27-11-2026'. */
export function rideTopic(ride: Pick<RideRow, 'fromLabel' | 'toLabel' | 'departureTime'>): string {
  const [year, month, day] = isoInAmsterdam(ride.departureTime.getTime()).slice(0, 10).split('-');
  return `Rit van ${ride.fromLabel} naar ${ride.toLabel} op ${day}-${month}-${year}`;
}

/** At most this many rides per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

/** Registers the per-ride timer and the hourly sweep over rides whose state is behind the clock. */
export async function registerRideMonitor(
  timers: Timers,
  clock: Clock,
  fareStatesOf: FareStatesOf | undefined,
): Promise<void> {
  timers.handle(RIDE_PROGRESS, async (run) => {
    const id = Number(run.entity.replace(/^ride:/, ''));
    if (Number.isInteger(id)) await advanceRide(run.db, clock, id, fareStatesOf);
  });
  await timers.every(RIDE_SWEEP, nextWholeHour, async (sweepDb, now) => {
    // Every ride not yet done whose first step (departing, 15 minutes before it leaves) has come.
    const behind = await unfinishedRideIdsDepartingBy(
      sweepDb,
      new Date(now.getTime() + DEPARTING_BEFORE_MS),
      SWEEP_BATCH,
    );
    for (const id of behind) await advanceRide(sweepDb, clock, id, fareStatesOf);
  });
}
