import { rideRef } from '@achterhoek/contracts';
import type { CalendarEntry } from '../../platform/calendar.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import { activeSeatsOfRides, driverRidesArrivingAfter, rideById, type RideRow } from './repository/index.js';

function entryOf(ride: RideRow, passengers: number, origin: string): CalendarEntry {
  const who =
    passengers === 0 ? 'nog geen passagiers' : passengers === 1 ? '1 passagier' : `${passengers} passagiers`;
  return {
    uid: `${rideRef(ride.id)}@achterhoek-mobiel`,
    summary: `Autorit naar ${ride.toLabel}`,
    description: `Je rijdt van ${ride.fromLabel} naar ${ride.toLabel} (${who}).`,
    location: ride.fromLabel,
    start: ride.departureTime,
    end: ride.arrivalTime,
    cancelled: ride.state === 'CANCELLED',
    url: `${origin}/rideDetailPage/${ride.id}`,
  };
}

async function passengersOf(db: Db, rideIds: number[]): Promise<Map<number, number>> {
  if (rideIds.length === 0) return new Map();
  const rows = await activeSeatsOfRides(db, rideIds);
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.rideId, (counts.get(row.rideId) ?? 0) + row.seats);
  return counts;
}

/** One ride as a calendar entry, for its driver only. */
export async function rideCalendarEntry(
  db: Db,
  caller: string,
  rideId: number,
  origin: string,
): Promise<CalendarEntry> {
  const ride = await rideById(db, rideId);
  if (!ride) throw new NotFoundError('Ride not found');
  if (ride.driverId !== caller) throw new ForbiddenError('Not your ride');
  return entryOf(ride, (await passengersOf(db, [ride.id])).get(ride.id) ?? 0, origin);
}

/** A driver's rides arriving after `since`, as calendar entries (for the planner's calendar feed). */
export async function rideCalendarEntries(
  db: Db,
  driverId: string,
  since: Date,
  origin: string,
): Promise<CalendarEntry[]> {
  const rows = await driverRidesArrivingAfter(db, driverId, since);
  const counts = await passengersOf(
    db,
    rows.map((ride) => ride.id),
  );
  return rows.map((ride) => entryOf(ride, counts.get(ride.id) ?? 0, origin));
}
