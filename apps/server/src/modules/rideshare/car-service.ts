import { and, count, eq, inArray, ne } from 'drizzle-orm';
import {
  bareLicensePlate,
  MAX_CARS_PER_USER,
  type AddCarRequest,
  type Car,
  type CarDetails,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import { ACTIVE_BOOKING_STATES, bookings, cars, rides } from './schema.js';
import { carView } from './views.js';
import type { VehicleRegistry } from './vehicles/vehicle-registry.js';

/** The register's answer for a plate; 404 'Onbekend kenteken {plate}.' when it does not know it. */
export async function lookupCar(
  registry: VehicleRegistry,
  countryCode: 'NL',
  licensePlate: string,
): Promise<CarDetails> {
  const found = await registry.lookup(countryCode, licensePlate);
  if (!found) throw new NotFoundError(`Onbekend kenteken ${licensePlate}.`, 'UNKNOWN_LICENSE_PLATE');
  return found;
}

/** Any car by id, removed or not: a passenger sees the car of the ride they booked. */
export async function carById(db: Db, id: number): Promise<Car> {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  if (!row) throw new NotFoundError('Car not found');
  return carView(row);
}

/** The driver's cars, oldest first, without the ones they removed. */
export async function carsOf(db: Db, driverId: string): Promise<Car[]> {
  const rows = await db
    .select()
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.deleted, false)))
    .orderBy(cars.id);
  return rows.map(carView);
}

/**
 * Adds a car by its plate: the server asks the register itself rather than trusting what the app sent.
 * The same plate twice is 409 'De auto met kenteken {plate} zit al in je lijst.'; a car the driver
 * removed before comes back with the register's current details. A driver keeps at most
 * MAX_CARS_PER_USER cars, so their list stays one short page (422 for one more).
 */
export async function addCar(
  db: Db,
  registry: VehicleRegistry,
  driverId: string,
  request: Required<AddCarRequest>,
): Promise<Car> {
  const details = await lookupCar(registry, request.countryCode, request.licensePlate);
  const plate = bareLicensePlate(details.licensePlate);
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.driverId, driverId), eq(cars.plate, plate)))
      .for('update');
    if (existing && !existing.deleted) {
      throw new ConflictError(
        `De auto met kenteken ${existing.licensePlate} zit al in je lijst.`,
        'CAR_EXISTS',
      );
    }
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: count() })
      .from(cars)
      .where(and(eq(cars.driverId, driverId), eq(cars.deleted, false)));
    if (kept >= MAX_CARS_PER_USER) {
      throw new UnprocessableError(
        `Je kunt hooguit ${MAX_CARS_PER_USER} auto's in je lijst hebben. Verwijder eerst een auto.`,
        'TOO_MANY_CARS',
      );
    }
    const values = carValues(details);
    const [row] = existing
      ? await tx
          .update(cars)
          .set({ ...values, deleted: false })
          .where(eq(cars.id, existing.id))
          .returning()
      : await tx
          .insert(cars)
          .values({ ...values, driverId, plate })
          .returning();
    return carView(row!);
  });
}

function carValues(details: CarDetails) {
  return {
    licensePlate: details.licensePlate,
    countryCode: details.countryCode,
    brand: details.brand,
    model: details.model,
    type: details.type ?? null,
    color: details.color ?? null,
    color2: details.color2 ?? null,
    nrSeats: details.nrSeats ?? null,
    nrDoors: details.nrDoors ?? null,
    registrationYear: details.registrationYear ?? null,
    co2Emission: details.co2Emission ?? null,
  };
}

/**
 * Removes a car from the driver's list. A car no ride refers to is deleted; one that rides refer to is
 * only marked removed (the rides keep showing it). While a ride that is not cancelled has a booking a
 * passenger still counts on, the car stays: 403 'Niet toegestaan om auto ({plate}) te verwijderen.'
 */
export async function removeCar(db: Db, driverId: string, carId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [car] = await tx
      .select()
      .from(cars)
      .where(and(eq(cars.id, carId), eq(cars.driverId, driverId), eq(cars.deleted, false)))
      .for('update');
    if (!car) throw new NotFoundError('Car not found');
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(rides, eq(rides.id, bookings.rideId))
      .where(
        and(
          eq(rides.carId, carId),
          ne(rides.state, 'CANCELLED'),
          inArray(bookings.state, [...ACTIVE_BOOKING_STATES]),
        ),
      )
      .limit(1);
    if (booked) {
      throw new ForbiddenError(`Niet toegestaan om auto (${car.licensePlate}) te verwijderen.`, 'CAR_IN_USE');
    }
    const [used] = await tx.select({ id: rides.id }).from(rides).where(eq(rides.carId, carId)).limit(1);
    if (used) await tx.update(cars).set({ deleted: true }).where(eq(cars.id, carId));
    else await tx.delete(cars).where(eq(cars.id, carId));
  });
}

/** The driver's own car (not removed) for a new ride; 403 for somebody else's or an unknown one. */
export async function carOfDriver(db: Db, driverId: string, carId: number) {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.deleted, false)));
  if (!car) throw new NotFoundError('Car not found');
  if (car.driverId !== driverId) throw new ForbiddenError('This car is not yours', 'NOT_YOUR_CAR');
  return car;
}
