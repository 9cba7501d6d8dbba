import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccountStatement, Paged } from '@achterhoek/contracts';
import { ensureUser, systemAccountId, type Party } from '../src/modules/banker/account-service.js';
import { post } from '../src/modules/banker/ledger.js';
import { accounts } from '../src/modules/banker/schema.js';
import type { Db } from '../src/platform/db/database.js';
import type { Caller } from './profile-helpers.js';

/** The rows of a raw query, as both drivers answer them. */
export const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** The rows a raw query answers, in the shape the test expects of them. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf(await db.execute(query)) as T[];
}

/**
 * How many rows each table holds now, in one query, under the names given: `tables` maps a name to a
 * table of the test's own choosing ('schema.table'; never input from outside the test).
 */
export async function rowCounts<K extends string>(
  db: Db,
  tables: Record<K, string>,
): Promise<Record<K, number>> {
  const columns = Object.entries(tables).map(
    ([name, table]) => `(select count(*)::int from ${table}) as "${name}"`,
  );
  return rowsOf(await db.execute(sql.raw(`select ${columns.join(', ')}`)))[0] as Record<K, number>;
}

/** Every transaction's debits equal its credits, and assets equal liabilities over all accounts. */
export async function expectBooksBalance(db: Db): Promise<void> {
  const unbalanced = await db.execute(sql`
    select transaction_id from banker.entries group by transaction_id
    having sum(case when entry_type = 'DEBIT' then amount else 0 end)
        <> sum(case when entry_type = 'CREDIT' then amount else 0 end)`);
  expect(rowsOf(unbalanced)).toHaveLength(0);
  const [totals] = await db
    .select({
      assets: sql<number>`coalesce(sum(case when type = 'ASSET' then credits else 0 end), 0)::int`,
      liabilities: sql<number>`coalesce(sum(case when type = 'LIABILITY' then credits else 0 end), 0)::int`,
    })
    .from(accounts);
  expect(totals!.assets).toBe(totals!.liabilities);
  // The balances are exactly what the entries say.
  const drift = await db.execute(sql`
    select a.id from banker.accounts a
    left join banker.entries e on e.account_id = a.id
    group by a.id, a.type, a.credits
    having a.credits <> coalesce(sum(case when (e.entry_type = 'DEBIT') = (a.type = 'ASSET') then e.amount else -e.amount end), 0)`);
  expect(rowsOf(drift)).toHaveLength(0);
}

/** Gives a user credits the way a paid deposit does (from the bank reserve), on the current or premium account. */
export async function depositCredits(db: Db, party: Party, amount: number, premium = false): Promise<void> {
  const user = await ensureUser(db, party);
  await post(db, {
    description: 'Storting',
    movements: [
      {
        debit: await systemAccountId(db, 'banking-reserve'),
        credit: premium ? user.premiumAccountId : user.personalAccountId,
        amount,
        purpose: 'DEPOSIT',
      },
    ],
  });
}

/** The lines on the first page of the caller's own statement, as the API answers them (newest first). */
export async function statementLines(caller: Pick<Caller, 'get'>): Promise<AccountStatement[]> {
  return ((await caller.get('/api/banker/users/me/statements')).json() as Paged<AccountStatement>).data;
}

/**
 * What the `reservations` account holds is exactly what is promised from it: the fares of the shared legs
 * still reserved, the withdrawals waiting or in a batch, and `others` (credits a test reserved itself
 * through the banker's `reserve`, with no leg or withdrawal of its own).
 */
export async function expectReservationsCovered(db: Db, others = 0): Promise<void> {
  const [row] = await rows<{ held: number; fares: number; withdrawals: number }>(
    db,
    sql`select
      (select credits from banker.accounts where ncan = 'reservations')::int as held,
      (select coalesce(sum(fare_credits), 0) from planner.trip_legs where payment_state = 'RESERVED')::int as fares,
      (select coalesce(sum(amount_credits), 0) from banker.withdrawals
        where status in ('REQUESTED', 'ACTIVE'))::int as withdrawals`,
  );
  expect(row!.held).toBe(row!.fares + row!.withdrawals + others);
}

/**
 * No ride carries more passengers than its seats at any moment: at every passenger's pickup, the seats of
 * the bookings still binding the ride that are on board then (picked up, not yet dropped off) fit in it.
 * The highest load of a ride is at one of its pickups, so checking those checks the whole ride.
 */
export async function expectNoRideOverSeats(db: Db): Promise<void> {
  const over = await rows<{ ride_id: number; on_board: number; seats: number }>(
    db,
    sql`select b.ride_id, r.nr_seats_available as seats,
        (select sum(o.nr_seats) from rideshare.bookings o
          where o.ride_id = b.ride_id and o.state <> 'CANCELLED'
            and o.departure_time <= b.departure_time and o.arrival_time > b.departure_time)::int as on_board
      from rideshare.bookings b join rideshare.rides r on r.id = b.ride_id
      where b.state <> 'CANCELLED'`,
  );
  expect(over.filter((ride) => ride.on_board > ride.seats)).toEqual([]);
}

/**
 * A booked trip is whole: every shared leg whose fare is reserved or paid has its booking on the ride
 * (still binding it) and the ledger transaction that reserved the fare, for the leg's own fare; and every
 * booking made for a trip has the leg that owns it.
 */
export async function expectTripsWhole(db: Db): Promise<void> {
  const broken = await rows<{ leg: number; problem: string }>(
    db,
    sql`select l.id as leg, 'no binding booking' as problem from planner.trip_legs l
        left join rideshare.bookings b on b.id = l.booking_id
        where l.payment_state in ('RESERVED', 'PAID') and (b.id is null or b.state = 'CANCELLED')
      union all
      select l.id, 'no reservation of its fare' from planner.trip_legs l
        left join banker.entries e on e.transaction_id = l.payment_id and e.entry_type = 'CREDIT'
          and e.account_id = (select id from banker.accounts where ncan = 'reservations')
        where l.payment_state in ('RESERVED', 'PAID')
        group by l.id, l.fare_credits having coalesce(sum(e.amount), 0) <> l.fare_credits
      union all
      select b.id, 'a booking without its leg' from rideshare.bookings b
        where b.passenger_trip_ref is not null
          and not exists (select 1 from planner.trip_legs l where l.booking_id = b.id)`,
  );
  expect(broken).toEqual([]);
}

/** Every invariant of the books and the bookings above, at once (the fault and load tests end with it). */
export async function expectLedgerInvariants(db: Db, reservedByTest = 0): Promise<void> {
  await expectBooksBalance(db);
  await expectReservationsCovered(db, reservedByTest);
  await expectNoRideOverSeats(db);
  await expectTripsWhole(db);
}
