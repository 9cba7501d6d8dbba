import type { ConnectionRisk } from '@achterhoek/contracts';

/** A leg of a booked trip as the connection rule sees it: its kind and its times, planned and live. */
export interface LegOnTime {
  kind: 'WALK' | 'RIDE' | 'PUBLIC_TRANSPORT';
  /** Epoch milliseconds as booked (a ride's pickup and drop-off), and as expected now. */
  plannedStart: number;
  plannedEnd: number;
  liveStart: number;
  liveEnd: number;
  /** Public transport: its vehicle does not run (or passes the stop). */
  cancelled: boolean;
  /** A shared ride: how long its driver can wait for the passenger beyond the agreed time, in seconds. */
  allowedWaitSeconds?: number;
}

/**
 * Whether a late or cancelled train or bus breaks the connection with a shared ride, and which:
 * - a train or bus followed (after walks only) by a ride: the connection is at risk when the vehicle does
 *   not run, or when the passenger, arriving on its live time and walking as planned, would reach the
 *   pickup more than the ride's allowed wait after the agreed pickup time (at exactly the allowed wait the
 *   driver still waits);
 * - a ride followed (after walks) by a train or bus that does not run: the passenger would be dropped at a
 *   stop no vehicle leaves from.
 * The first connection at risk in travel order is answered; none: undefined.
 */
export function connectionRisk(legs: readonly LegOnTime[]): ConnectionRisk | undefined {
  for (let i = 0; i < legs.length; i++) {
    const leg = legs[i]!;
    if (leg.kind !== 'PUBLIC_TRANSPORT') continue;
    const after = nextRide(legs, i, +1);
    if (after) {
      const ride = legs[after.index]!;
      if (leg.cancelled) return { reason: 'CANCELLED', legIndex: i, rideLegIndex: after.index };
      const atPickup = leg.liveEnd + after.walkMs;
      const waitSeconds = Math.round((atPickup - ride.plannedStart) / 1000);
      const allowedWaitSeconds = ride.allowedWaitSeconds ?? 0;
      if (waitSeconds > allowedWaitSeconds) {
        return { reason: 'LATE', legIndex: i, rideLegIndex: after.index, waitSeconds, allowedWaitSeconds };
      }
    }
    const before = nextRide(legs, i, -1);
    if (before && leg.cancelled) return { reason: 'CANCELLED', legIndex: i, rideLegIndex: before.index };
  }
  return undefined;
}

/** The ride next to leg `from` in the direction `step`, with only walks between, and those walks' time. */
function nextRide(
  legs: readonly LegOnTime[],
  from: number,
  step: 1 | -1,
): { index: number; walkMs: number } | undefined {
  let walkMs = 0;
  for (let j = from + step; j >= 0 && j < legs.length; j += step) {
    const leg = legs[j]!;
    if (leg.kind === 'RIDE') return { index: j, walkMs };
    if (leg.kind !== 'WALK') return undefined;
    walkMs += leg.plannedEnd - leg.plannedStart;
  }
  return undefined;
}
