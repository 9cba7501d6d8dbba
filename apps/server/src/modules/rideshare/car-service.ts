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
import {
  carHasActiveBooking,
  carHasRides,
  carRowById,
  countKeptCarsOfDriver,
  deleteCar,
  insertCar,
  keptCarById,
  keptCarsOfDriver,
  lockCarOfDriverByPlate,
  lockKeptCarOfDriver,
  markCarDeleted,
  restoreCar,
  type CarRow,
} from './repository/index.js';
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
  const row = await carRowById(db, id);
  if (!row) throw new NotFoundError('Car not found');
  return carView(row);
}

/** The driver's cars, oldest first, without the ones they removed. */
export async function carsOf(db: Db, driverId: string): Promise<Car[]> {
  const rows = await keptCarsOfDriver(db, driverId);
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
    const existing = await lockCarOfDriverByPlate(tx, driverId, plate);
    if (existing && !existing.deleted) {
      throw new ConflictError(
        `De auto met kenteken ${existing.licensePlate} zit al in je lijst.`,
        'CAR_EXISTS',
      );
    }
    const kept = await countKeptCarsOfDriver(tx, driverId);
    if (kept >= MAX_CARS_PER_USER) {
      throw new UnprocessableError(
        `Je kunt hooguit ${MAX_CARS_PER_USER} auto's in je lijst hebben. Verwijder eerst een auto.`,
        'TOO_MANY_CARS',
      );
    }
    const values = carValues(details);
    const row = existing
      ? await restoreCar(tx, existing.id, values)
      : await insertCar(tx, { ...values, driverId, plate });
    return carView(row);
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
    const car = await lockKeptCarOfDriver(tx, driverId, carId);
    if (!car) throw new NotFoundError('Car not found');
    if (await carHasActiveBooking(tx, carId)) {
      throw new ForbiddenError(`Niet toegestaan om auto (${car.licensePlate}) te verwijderen.`, 'CAR_IN_USE');
    }
    if (await carHasRides(tx, carId)) await markCarDeleted(tx, carId);
    else await deleteCar(tx, carId);
  });
}

/** The driver's own car (not removed) for a new ride; 403 for somebody else's or an unknown one. */
export async function carOfDriver(db: Db, driverId: string, carId: number): Promise<CarRow> {
  const car = await keptCarById(db, carId);
  if (!car) throw new NotFoundError('Car not found');
  if (car.driverId !== driverId) throw new ForbiddenError('This car is not yours', 'NOT_YOUR_CAR');
  return car;
}
