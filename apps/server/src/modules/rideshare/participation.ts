import { bookingRef, rideRef } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ContextParticipation } from '../communicator/index.js';
import { driverOfRide, passengerBookedOnRide, peopleOfBooking } from './repository/index.js';

/** The URN prefix of a context kind: `urn:nb:rs:ride:7` → `urn:nb:rs:ride:`. */
const prefixOf = (ref: string) => ref.replace(/\d+$/, '');

/** A ride's people: its driver and every passenger who ever booked on it (a cancelled booking too). */
async function takesPartInRide(db: Db, rideId: number, personId: string): Promise<boolean> {
  const driverId = await driverOfRide(db, rideId);
  if (driverId === undefined) return false;
  if (driverId === personId) return true;
  return passengerBookedOnRide(db, rideId, personId);
}

/** A booking's people: its passenger and the driver of its ride. */
async function takesPartInBooking(db: Db, bookingId: number, personId: string): Promise<boolean> {
  const row = await peopleOfBooking(db, bookingId);
  return row !== undefined && (row.passengerId === personId || row.driverId === personId);
}

/** The rideshare module's answer to who takes part in a ride or a booking, for the communicator. */
export const rideshareParticipation: ContextParticipation = {
  [prefixOf(rideRef(1))]: takesPartInRide,
  [prefixOf(bookingRef(1))]: takesPartInBooking,
};
