import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { grantReward, revokeReward } from '../banker/index.js';
import { driverRepeatsRides } from './repository/index.js';

/** Reference §3.6 'repeated-ride': at least this many rides of recurrences within one window of days. */
export const REPEATED_RIDE_MIN_RIDES = 4;
export const REPEATED_RIDE_WINDOW_DAYS = 30;

/**
 * Whether the driver has at least 4 rides made from a recurrence (not cancelled) departing within some
 * 30-day window: some such ride has 3 more in the 30 days from its departure.
 */
async function repeatsRides(db: Db, driverId: string): Promise<boolean> {
  return driverRepeatsRides(db, driverId, REPEATED_RIDE_MIN_RIDES, REPEATED_RIDE_WINDOW_DAYS);
}

/**
 * The 'repeated-ride' reward (reference §3.6), evaluated inside the transaction that changed the driver's
 * recurring rides (a recurring offer, a cancellation, the nightly generation): granted once per driver
 * (the fact is the driver's URN) while the condition holds, revoked when it no longer does, restored when
 * it holds again.
 */
export async function evaluateRepeatedRide(
  db: Db,
  driver: { managedIdentity: string; name: string },
  clock: Clock,
): Promise<void> {
  const about = {
    clock,
    incentiveCode: 'repeated-ride' as const,
    recipient: driver,
    factContext: `urn:nb:kc:user:${driver.managedIdentity}`,
  };
  if (await repeatsRides(db, driver.managedIdentity)) await grantReward(db, about);
  else await revokeReward(db, about);
}
