import type { Paged, Ride } from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../platform/errors.js';
import {
  bookingsOfRide,
  bookingsOfRides,
  carRowById,
  carRowsByIds,
  pageOfDriverRides,
  rideById,
  templateById,
  templatesByIds,
  type RideRow,
  type RidesQuery,
} from './repository/index.js';
import { fareStatesFor, type FareStatesOf } from './fare-states.js';
import { rideView } from './views.js';

export type { RidesQuery } from './repository/index.js';

/**
 * The driver's rides by departure time, paged (spec 000 §7 GET /rides); the fares' states are asked of
 * the planner through `fareStatesOf`.
 */
export async function ridesOf(
  db: Db,
  driverId: string,
  query: RidesQuery,
  fareStatesOf: FareStatesOf | undefined,
): Promise<Paged<Ride>> {
  const { totalCount, rows } = await pageOfDriverRides(db, driverId, query);
  const data = await viewsOf(db, rows, fareStatesOf);
  return { totalCount, offset: query.offset, count: data.length, data };
}

/** The rides as their driver sees them, each with its car, recurrence and bookings. */
async function viewsOf(db: Db, rows: RideRow[], fareStatesOf: FareStatesOf | undefined): Promise<Ride[]> {
  if (rows.length === 0) return [];
  const carRows = await carRowsByIds(db, [...new Set(rows.map((ride) => ride.carId))]);
  const templateIds = [...new Set(rows.flatMap((ride) => (ride.templateId ? [ride.templateId] : [])))];
  const templateRows = templateIds.length ? await templatesByIds(db, templateIds) : [];
  const bookingRows = await bookingsOfRides(
    db,
    rows.map((ride) => ride.id),
  );
  const fareStates = await fareStatesFor(
    fareStatesOf,
    db,
    bookingRows.map((booking) => booking.id),
  );
  return rows.map((ride) =>
    rideView(
      ride,
      carRows.find((car) => car.id === ride.carId)!,
      templateRows.find((template) => template.id === ride.templateId),
      bookingRows.filter((booking) => booking.rideId === ride.id),
      fareStates,
    ),
  );
}

/**
 * One ride. Its driver sees all of it; a passenger with a booking on it sees the ride with their own
 * booking only (the other passengers' names and places are not theirs to see); anybody else: 403.
 */
export async function rideFor(
  db: Db,
  caller: string,
  rideId: number,
  fareStatesOf: FareStatesOf | undefined,
): Promise<Ride> {
  const ride = await rideById(db, rideId);
  if (!ride) throw new NotFoundError('Ride not found');
  const rideBookings = await bookingsOfRide(db, rideId);
  const own = rideBookings.filter((booking) => booking.passengerId === caller);
  if (ride.driverId !== caller && own.length === 0) throw new ForbiddenError('Not your ride');
  const car = await carRowById(db, ride.carId);
  const template = ride.templateId ? await templateById(db, ride.templateId) : undefined;
  const visible = ride.driverId === caller ? rideBookings : own;
  const fareStates = await fareStatesFor(
    fareStatesOf,
    db,
    visible.map((booking) => booking.id),
  );
  return rideView(ride, car!, template, rideBookings, fareStates, visible);
}
