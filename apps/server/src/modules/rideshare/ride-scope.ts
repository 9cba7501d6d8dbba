import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { lockRide, lockTemplateRidesFrom, type RideRow } from './repository/index.js';

/** The driver's own ride, locked; 404 when there is none, 403 when it is somebody else's. */
export async function ownRide(db: Db, driverId: string, rideId: number): Promise<RideRow> {
  const ride = await lockRide(db, rideId);
  if (!ride) throw new NotFoundError('Ride not found');
  if (ride.driverId !== driverId) throw new ForbiddenError('Not your ride');
  return ride;
}

/** The ride and, for `this-and-following`, the later rides of its recurrence that are not cancelled. */
export async function ridesInScope(
  db: Db,
  ride: RideRow,
  scope: 'this' | 'this-and-following',
): Promise<RideRow[]> {
  if (scope === 'this' || ride.templateId === null) return [ride];
  return lockTemplateRidesFrom(db, ride.templateId, ride.departureTime);
}
