import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { grantReward, revokeReward } from '../banker/index.js';

/** Reference §3.6 'repeated-ride': at least this many rides of recurrences within one window of days. */
export const REPEATED_RIDE_MIN_RIDES = 4;
export const REPEATED_RIDE_WINDOW_DAYS = 30;

/**
 * Whether the driver has at least 4 rides made from a recurrence (not cancelled) departing within some
 * 30-day window: some such ride has 3 more in the 30 days from its departure.
 */
async function repeatsRides(db: Db, driverId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from rideshare.rides r1
      where r1.driver_id = ${driverId} and r1.template_id is not null and r1.state <> 'CANCELLED'
        and (select count(*) from rideshare.rides r2
             where r2.driver_id = r1.driver_id and r2.template_id is not null and r2.state <> 'CANCELLED'
               and r2.departure_time >= r1.departure_time
               and r2.departure_time < r1.departure_time + make_interval(days => ${REPEATED_RIDE_WINDOW_DAYS})
            ) >= ${REPEATED_RIDE_MIN_RIDES}
    ) as holds`);
  const rows = (result as unknown as { rows: Array<{ holds: boolean }> }).rows;
  return rows[0]?.holds === true;
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
