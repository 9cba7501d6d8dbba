import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { anyRowOf } from '../../../platform/db/any-row.js';
import { pageOfTable, type Page } from '../../../platform/db/page.js';
import { cars, rides } from '../schema.js';
import type { CarRow } from './cars.js';

export type RideRow = typeof rides.$inferSelect;
export type NewRide = typeof rides.$inferInsert;
export type RideState = RideRow['state'];

// ---------------------------------------------------------------------------------------------------
// Reading

export async function rideById(db: Db, rideId: number): Promise<RideRow | undefined> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  return ride;
}

/** The ride's row, locked until the caller's transaction ends. */
export async function lockRide(db: Db, rideId: number): Promise<RideRow | undefined> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId)).for('update');
  return ride;
}

/** Only the driver of a ride: who takes part in its conversation. */
export async function driverOfRide(db: Db, rideId: number): Promise<string | undefined> {
  const [ride] = await db.select({ driverId: rides.driverId }).from(rides).where(eq(rides.id, rideId));
  return ride?.driverId;
}

/** A ride of the driver, not cancelled, whose time overlaps [departure, arrival), leaving out `except`. */
export async function overlappingRide(
  db: Db,
  driverId: string,
  departure: number,
  arrival: number,
  except: number[] = [],
): Promise<RideRow | undefined> {
  const conditions = [
    eq(rides.driverId, driverId),
    ne(rides.state, 'CANCELLED'),
    lt(rides.departureTime, new Date(arrival)),
    gt(rides.arrivalTime, new Date(departure)),
  ];
  if (except.length > 0) conditions.push(sql`${rides.id} not in ${except}`);
  const [row] = await db
    .select()
    .from(rides)
    .where(and(...conditions))
    .limit(1);
  return row;
}

/**
 * For each window [departure, arrival), whether a ride of the driver, not cancelled, overlaps it: the
 * answer of `overlappingRide` for many windows at once, in one query (a recurring offer's rides).
 */
export async function overlapsOfWindows(
  db: Db,
  driverId: string,
  windows: ReadonlyArray<{ departure: number; arrival: number }>,
): Promise<boolean[]> {
  if (windows.length === 0) return [];
  const values = sql.join(
    windows.map(
      (window, i) =>
        sql`(${i}::int, ${new Date(window.departure).toISOString()}::timestamptz, ${new Date(window.arrival).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    select w.i from (values ${values}) as w(i, departure, arrival)
    where exists (
      select 1 from rideshare.rides r
      where r.driver_id = ${driverId} and r.state <> 'CANCELLED'
        and r.departure_time < w.arrival and r.arrival_time > w.departure
    )`);
  const overlapping = new Set(
    (result as unknown as { rows: Array<{ i: number }> }).rows.map((row) => Number(row.i)),
  );
  return windows.map((_, i) => overlapping.has(i));
}

export interface RidesQuery {
  maxResults: number;
  offset: number;
  since?: string;
  until?: string;
  state?: RideState;
  skipCancelled: boolean;
  sortDir: 'ASC' | 'DESC';
}

/** One page of the driver's rides by departure time (then id), and how many there are in all. */
export async function pageOfDriverRides(db: Db, driverId: string, query: RidesQuery): Promise<Page<RideRow>> {
  const conditions: SQL[] = [eq(rides.driverId, driverId)];
  if (query.since) conditions.push(gte(rides.departureTime, new Date(query.since)));
  if (query.until) conditions.push(lte(rides.departureTime, new Date(query.until)));
  if (query.state) conditions.push(eq(rides.state, query.state));
  if (query.skipCancelled) conditions.push(ne(rides.state, 'CANCELLED'));
  const order = query.sortDir === 'DESC' ? desc(rides.departureTime) : asc(rides.departureTime);
  return pageOfTable(db, rides, and(...conditions), [order, asc(rides.id)], query);
}

/** The driver's rides arriving after `since`, by departure time. */
export async function driverRidesArrivingAfter(db: Db, driverId: string, since: Date): Promise<RideRow[]> {
  return db
    .select()
    .from(rides)
    .where(and(eq(rides.driverId, driverId), gt(rides.arrivalTime, since)))
    .orderBy(asc(rides.departureTime));
}

/**
 * The recurrence's rides from this departure on that are not cancelled, by departure time, locked until
 * the caller's transaction ends.
 */
export async function lockTemplateRidesFrom(db: Db, templateId: number, from: Date): Promise<RideRow[]> {
  return db
    .select()
    .from(rides)
    .where(
      and(eq(rides.templateId, templateId), gte(rides.departureTime, from), ne(rides.state, 'CANCELLED')),
    )
    .orderBy(asc(rides.departureTime))
    .for('update');
}

/** The recurrence's ride that departs last (cancelled or not). */
export async function latestRideOfTemplate(db: Db, templateId: number): Promise<RideRow | undefined> {
  const [latest] = await db
    .select()
    .from(rides)
    .where(eq(rides.templateId, templateId))
    .orderBy(desc(rides.departureTime))
    .limit(1);
  return latest;
}

/** Whether the recurrence still has any ride. */
export async function templateHasRides(db: Db, templateId: number): Promise<boolean> {
  return anyRowOf(db, rides, eq(rides.templateId, templateId));
}

/** Whether any ride refers to the car. */
export async function carHasRides(db: Db, carId: number): Promise<boolean> {
  return anyRowOf(db, rides, eq(rides.carId, carId));
}

/** The ids of rides not yet done whose departure is at or before `until`, earliest first, at most `limit`. */
export async function unfinishedRideIdsDepartingBy(db: Db, until: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        inArray(rides.state, ['SCHEDULED', 'DEPARTING', 'IN_TRANSIT', 'ARRIVING']),
        lte(rides.departureTime, until),
      ),
    )
    .orderBy(rides.departureTime)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What narrows the rides a passenger may join. */
export interface JoinableRidesFilter {
  now: Date;
  seats: number;
  earliestDeparture: number;
  latestArrival: number;
  needsAssistance?: boolean;
  luggage?: readonly string[];
}

/**
 * The columns of a ride that matching a passenger reads: who drives, where and when, the detour limits,
 * the seats and the booked stops. A plan reads every joinable ride, so it reads no more than these.
 */
const matchingRideColumns = {
  id: rides.id,
  driverId: rides.driverId,
  driverGivenName: rides.driverGivenName,
  driverFamilyName: rides.driverFamilyName,
  fromLabel: rides.fromLabel,
  fromLat: rides.fromLat,
  fromLon: rides.fromLon,
  toLabel: rides.toLabel,
  toLat: rides.toLat,
  toLon: rides.toLon,
  departureTime: rides.departureTime,
  arrivalTime: rides.arrivalTime,
  arrivalTimePinned: rides.arrivalTimePinned,
  maxDetourMeters: rides.maxDetourMeters,
  maxDetourSeconds: rides.maxDetourSeconds,
  nrSeatsAvailable: rides.nrSeatsAvailable,
  stops: rides.stops,
};
export type MatchingRideRow = Pick<RideRow, keyof typeof matchingRideColumns>;

/** The columns of a car that an itinerary shows. */
const matchingCarColumns = {
  brand: cars.brand,
  model: cars.model,
  licensePlate: cars.licensePlate,
  co2Emission: cars.co2Emission,
};
export type MatchingCarRow = Pick<CarRow, keyof typeof matchingCarColumns>;

/**
 * Scheduled rides departing after now with at least the seats asked for, overlapping
 * [earliestDeparture, latestArrival), able to assist when asked and taking every piece of luggage asked
 * for; each with its car, by departure time; the columns matching reads.
 */
export async function joinableRidesWithCars(
  db: Db,
  filter: JoinableRidesFilter,
): Promise<Array<{ ride: MatchingRideRow; car: MatchingCarRow }>> {
  return db
    .select({ ride: matchingRideColumns, car: matchingCarColumns })
    .from(rides)
    .innerJoin(cars, eq(cars.id, rides.carId))
    .where(
      and(
        eq(rides.state, 'SCHEDULED'),
        gt(rides.departureTime, filter.now),
        gte(rides.nrSeatsAvailable, filter.seats),
        lt(rides.departureTime, new Date(filter.latestArrival)),
        gt(rides.arrivalTime, new Date(filter.earliestDeparture)),
        filter.needsAssistance ? eq(rides.ableToAssist, true) : undefined,
        filter.luggage && filter.luggage.length > 0
          ? sql`${rides.luggageOptions} @> ${JSON.stringify(filter.luggage)}::jsonb`
          : undefined,
      ),
    )
    .orderBy(asc(rides.departureTime));
}

/**
 * Whether the driver has at least `minRides` rides made from a recurrence (not cancelled) departing
 * within some window of `windowDays` days: some such ride has `minRides - 1` more in the days from its
 * departure.
 */
export async function driverRepeatsRides(
  db: Db,
  driverId: string,
  minRides: number,
  windowDays: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from rideshare.rides r1
      where r1.driver_id = ${driverId} and r1.template_id is not null and r1.state <> 'CANCELLED'
        and (select count(*) from rideshare.rides r2
             where r2.driver_id = r1.driver_id and r2.template_id is not null and r2.state <> 'CANCELLED'
               and r2.departure_time >= r1.departure_time
               and r2.departure_time < r1.departure_time + make_interval(days => ${windowDays})
            ) >= ${minRides}
    ) as holds`);
  const rows = (result as unknown as { rows: Array<{ holds: boolean }> }).rows;
  return rows[0]?.holds === true;
}

// ---------------------------------------------------------------------------------------------------
// Writing

export async function insertRide(db: Db, values: NewRide): Promise<RideRow> {
  const [ride] = await db.insert(rides).values(values).returning();
  return ride!;
}

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters with the rides' columns. */
const RIDES_PER_INSERT = 500;

/** Inserts the rides in multi-row INSERTs and answers their rows in the order given. */
export async function insertRides(db: Db, values: readonly NewRide[]): Promise<RideRow[]> {
  const made: RideRow[] = [];
  for (let start = 0; start < values.length; start += RIDES_PER_INSERT) {
    const chunk = values.slice(start, start + RIDES_PER_INSERT);
    const rows = await db.insert(rides).values(chunk).returning();
    // RETURNING gives no order by contract: the ids are handed out in the VALUES' order.
    made.push(...rows.sort((a, b) => a.id - b.id));
  }
  return made;
}

/** Changes the ride's columns and answers the changed row. */
export async function updateRideRow(db: Db, rideId: number, values: Partial<NewRide>): Promise<RideRow> {
  const [updated] = await db.update(rides).set(values).where(eq(rides.id, rideId)).returning();
  return updated!;
}

export async function setRideState(db: Db, rideId: number, state: RideState): Promise<void> {
  await db.update(rides).set({ state }).where(eq(rides.id, rideId));
}

export async function markRideCancelled(db: Db, rideId: number, reason: string | null): Promise<void> {
  await db.update(rides).set({ state: 'CANCELLED', cancelReason: reason }).where(eq(rides.id, rideId));
}

/** A COMPLETED ride waits for the confirmations again; a ride in another state stays as it is. */
export async function reopenRideValidation(db: Db, rideId: number): Promise<void> {
  await db
    .update(rides)
    .set({ state: 'VALIDATING' })
    .where(and(eq(rides.id, rideId), eq(rides.state, 'COMPLETED')));
}

export async function deleteRide(db: Db, rideId: number): Promise<void> {
  await db.delete(rides).where(eq(rides.id, rideId));
}
