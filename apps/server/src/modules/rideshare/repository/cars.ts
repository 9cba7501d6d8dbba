import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { cars } from '../schema.js';

export type CarRow = typeof cars.$inferSelect;
/** What the vehicle register says of a car, as its columns. */
export type CarDetailColumns = Omit<typeof cars.$inferInsert, 'id' | 'driverId' | 'plate' | 'deleted'>;

// ---------------------------------------------------------------------------------------------------
// Reading

/** Any car by id, removed or not. */
export async function carRowById(db: Db, carId: number): Promise<CarRow | undefined> {
  const [row] = await db.select().from(cars).where(eq(cars.id, carId));
  return row;
}

export async function carRowsByIds(db: Db, carIds: number[]): Promise<CarRow[]> {
  return db.select().from(cars).where(inArray(cars.id, carIds));
}

/** A car that is not removed, by id (whoever's it is). */
export async function keptCarById(db: Db, carId: number): Promise<CarRow | undefined> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.deleted, false)));
  return car;
}

/** The driver's cars that are not removed, oldest first. */
export async function keptCarsOfDriver(db: Db, driverId: string): Promise<CarRow[]> {
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.deleted, false)))
    .orderBy(cars.id);
}

export async function countKeptCarsOfDriver(db: Db, driverId: string): Promise<number> {
  const [{ kept } = { kept: 0 }] = await db
    .select({ kept: count() })
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.deleted, false)));
  return kept;
}

/** The id of the driver's car with this license plate (as written), removed or not. */
export async function carIdOfDriverByLicensePlate(
  db: Db,
  driverId: string,
  licensePlate: string,
): Promise<number | undefined> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.licensePlate, licensePlate)));
  return car?.id;
}

/** The driver's car with this bare plate, removed or not, locked until the caller's transaction ends. */
export async function lockCarOfDriverByPlate(
  db: Db,
  driverId: string,
  plate: string,
): Promise<CarRow | undefined> {
  const [existing] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.driverId, driverId), eq(cars.plate, plate)))
    .for('update');
  return existing;
}

/** The driver's car, not removed, locked until the caller's transaction ends. */
export async function lockKeptCarOfDriver(
  db: Db,
  driverId: string,
  carId: number,
): Promise<CarRow | undefined> {
  const [car] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.driverId, driverId), eq(cars.deleted, false)))
    .for('update');
  return car;
}

// ---------------------------------------------------------------------------------------------------
// Writing

export async function insertCar(
  db: Db,
  values: CarDetailColumns & { driverId: string; plate: string },
): Promise<CarRow> {
  const [row] = await db.insert(cars).values(values).returning();
  return row!;
}

/** A removed car comes back, with the register's current details. */
export async function restoreCar(db: Db, carId: number, values: CarDetailColumns): Promise<CarRow> {
  const [row] = await db
    .update(cars)
    .set({ ...values, deleted: false })
    .where(eq(cars.id, carId))
    .returning();
  return row!;
}

export async function markCarDeleted(db: Db, carId: number): Promise<void> {
  await db.update(cars).set({ deleted: true }).where(eq(cars.id, carId));
}

export async function deleteCar(db: Db, carId: number): Promise<void> {
  await db.delete(cars).where(eq(cars.id, carId));
}
