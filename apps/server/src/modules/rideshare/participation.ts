import { and, eq } from 'drizzle-orm';
import { bookingRef, rideRef } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ContextParticipation } from '../communicator/index.js';
import { bookings, rides } from './schema.js';

/** The URN prefix of a context kind: `urn:nb:rs:ride:7` → `urn:nb:rs:ride:`. */
const prefixOf = (ref: string) => ref.replace(/\d+$/, '');

/** A ride's people: its driver and every passenger who ever booked on it (a cancelled booking too). */
async function takesPartInRide(db: Db, rideId: number, personId: string): Promise<boolean> {
  const [ride] = await db.select({ driverId: rides.driverId }).from(rides).where(eq(rides.id, rideId));
  if (!ride) return false;
  if (ride.driverId === personId) return true;
  const [booked] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.rideId, rideId), eq(bookings.passengerId, personId)))
    .limit(1);
  return Boolean(booked);
}

/** A booking's people: its passenger and the driver of its ride. */
async function takesPartInBooking(db: Db, bookingId: number, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ passengerId: bookings.passengerId, driverId: rides.driverId })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, bookingId));
  return row !== undefined && (row.passengerId === personId || row.driverId === personId);
}

/** The rideshare module's answer to who takes part in a ride or a booking, for the communicator. */
export const rideshareParticipation: ContextParticipation = {
  [prefixOf(rideRef(1))]: takesPartInRide,
  [prefixOf(bookingRef(1))]: takesPartInBooking,
};
