import type { Db } from '../../../platform/db/database.js';
import { drivesBookedLegOf, travellerOfTrip } from './repository.js';

/** A trip's people: its traveller and the drivers of the rides its legs are booked on. */
export async function takesPartInTrip(db: Db, tripId: number, personId: string): Promise<boolean> {
  const trip = await travellerOfTrip(db, tripId);
  if (!trip) return false;
  if (trip.travellerId === personId) return true;
  return drivesBookedLegOf(db, tripId, personId);
}
