import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RIDE_PLAN_OPTIONS, type Charity, type Paged } from '@achterhoek/contracts';
import { expectLedgerInvariants, rows } from '../ledger-helpers.js';
import { callerFor, demoUser, newUser, type Caller } from '../profile-helpers.js';
import { startServerProcess } from '../support/server-process.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-app.js';
import { personWithCredits, W } from '../treasury-helpers.js';
import { addDemoCar, offerRide, P, searchRide } from '../trip-helpers.js';
import { httpApi, injectedApi, type Answer, type Api } from './api.js';
import { askDeposit, payAtSimulator } from './deposits.js';

// Issue 32: the server is killed with SIGKILL in the middle of a burst of bookings, deposits, withdrawals,
// donations and messages, then started again on the same data (the embedded database's folder, or the
// PostgreSQL database). Whatever it answered with a 2xx before it died is there after the restart, nothing
// is half-written, the ledger's invariants hold, and a deposit retried with its Idempotency-Key is one.
const PASSENGERS = 6;
/** The kill comes right after this many 2xx answers, about half of the burst: the same point every run. */
const KILL_AFTER = 24;
const HOUR = 3_600_000;

/** What the burst was told with a 2xx, by kind: the ids the server answered. */
interface Answered {
  trips: number[];
  withdrawals: number[];
  donations: number[];
  messages: number[];
  /** The statuses of the answers other than 2xx (a full ride's 409). */
  refused: number[];
  /** Idempotency-Keys of deposits whose payment page was answered, with the page's URL. */
  depositPages: Map<string, string>;
  /** Idempotency-Keys of deposits reported COMPLETED, with their credits. */
  depositsCompleted: Map<string, number>;
}

/** The server's environment: the test apps' settings (createTestApp), as a real process reads them. */
function serverEnv(dataDir: string, databaseUrl: string | undefined): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'true',
    SEED_DEMO_TRIPS: 'false',
    PAYMENT_PROVIDER: 'simulator',
    API_RATE_LIMITS: 'false',
    LOG_LEVEL: 'warn',
  };
}

/** A database of its own on the PostgreSQL server of DATABASE_URL (`faults_…`), or none for PGlite. */
async function ownDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A free port on 127.0.0.1, to start the server on twice. */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Prepared {
  driver: Caller;
  /** Whom the passengers write to: a demo user (a recipient needs a profile). */
  recipient: string;
  passengers: Caller[];
  /** Each passenger's itineraries on the two rides, to book. */
  itineraries: string[][];
  charityId: number;
}

/**
 * The data before the burst, made in this process on the folder or database the server will use: a
 * driver with two rides of two seats tomorrow, and passengers with credits and an IBAN who searched both.
 */
async function prepare(t: TestApp): Promise<Prepared> {
  const driver = await newUser(t, { givenName: 'Dinand', familyName: 'Klein Gunnewiek' });
  const car = await addDemoCar(driver, 2);
  const tomorrow = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 24 * HOUR);
  const times = [tomorrow, new Date(tomorrow.getTime() + 3 * HOUR)].map((time) => time.toISOString());
  const rides = [];
  for (const when of times) {
    rides.push(
      await offerRide(driver, car.carRef, when, {
        ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, maxPassengers: 2, selectedCarRef: car.carRef },
      }),
    );
  }
  const passengers: Caller[] = [];
  const itineraries: string[][] = [];
  for (let i = 0; i < PASSENGERS; i++) {
    const passenger = await personWithCredits(t, 500);
    passengers.push(passenger);
    const found = [];
    for (const [index, ride] of rides.entries()) {
      found.push((await searchRide(passenger, times[index]!, ride)).itinerary.itineraryRef!);
    }
    itineraries.push(found);
  }
  const charities = (await passengers[0]!.get('/api/banker/charities')).json() as Paged<Charity>;
  const recipient = (await demoUser(t, 'henk@example.nl')).sub;
  return { driver, recipient, passengers, itineraries, charityId: charities.data.find((c) => !c.closed)!.id };
}

/**
 * The burst: every passenger books both rides, buys credits (asked, paid at the simulator, reported back),
 * asks a withdrawal, gives to a charity and sends the driver three messages, all at once. `answered` is
 * called with every 2xx answer, as it arrives; a call the dying server does not answer counts as lost.
 */
async function burst(apis: Api[], prepared: Prepared, record: Answered, answered: () => void): Promise<void> {
  const ok = (answer: Answer) => answer.statusCode >= 200 && answer.statusCode < 300;
  const call = async (send: () => Promise<Answer>, keep: (body: { id: number }) => void) => {
    const answer = await send().catch(() => undefined);
    if (answer && !ok(answer)) record.refused.push(answer.statusCode);
    if (!answer || !ok(answer)) return;
    keep(answer.json() as { id: number });
    answered();
  };
  const work = apis.flatMap((api, i) => [
    ...prepared.itineraries[i]!.map((itineraryRef) =>
      call(
        () => api.send('POST', `${P}/trips`, { itineraryRef }),
        (trip) => record.trips.push(trip.id),
      ),
    ),
    (async () => {
      const key = `kill-nine-${i}`;
      const page = await askDeposit(api, 50, key).catch(() => undefined);
      if (!page) return;
      record.depositPages.set(key, page);
      answered();
      if ((await payAtSimulator(api, page).catch(() => undefined)) !== 'COMPLETED') return;
      record.depositsCompleted.set(key, 50);
      answered();
    })(),
    call(
      () => api.send('POST', W, { amountCredits: 10, description: 'Opname' }),
      (withdrawal) => record.withdrawals.push(withdrawal.id),
    ),
    call(
      () => api.send('POST', `/api/banker/charities/${prepared.charityId}/donations`, { amount: 3 }),
      (donation) => record.donations.push(donation.id),
    ),
    ...[1, 2, 3].map((n) =>
      call(
        () =>
          api.send('POST', '/api/communicator/messages', {
            body: `Bericht ${n} van passagier ${i}`,
            context: `urn:nb:cm:chat:${900 + i}`,
            envelopes: [
              { context: `urn:nb:cm:chat:${900 + i}`, recipient: { managedIdentity: prepared.recipient } },
            ],
          }),
        (message) => record.messages.push(message.id),
      ),
    ),
  ]);
  await Promise.all(work);
}

describe('a server killed with SIGKILL in the middle of a burst', () => {
  it('keeps every answered write, whole, and honours the Idempotency-Keys after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'achterhoek-kill-nine-'));
    const database = await ownDatabase();
    const reuse = { dataDir, databaseUrl: database.url };
    try {
      const before = await createTestApp({ reuse, keep: true });
      const prepared = await prepare(before).finally(() => before.close());
      const port = await freePort();
      const server = await startServerProcess(serverEnv(dataDir, database.url), port);
      const record: Answered = {
        trips: [],
        withdrawals: [],
        donations: [],
        messages: [],
        refused: [],
        depositPages: new Map(),
        depositsCompleted: new Map(),
      };
      let answers = 0;
      const apis = prepared.passengers.map((p) => httpApi(server.origin, p.token, p.sub));
      await burst(apis, prepared, record, () => {
        answers += 1;
        if (answers === KILL_AFTER) server.child.kill('SIGKILL');
      });
      expect(await server.exited).toBeNull(); // ended by the signal, not by itself
      expect(answers).toBeGreaterThanOrEqual(KILL_AFTER);
      // Before it died the server refused nothing but a seat on a full ride.
      expect(record.refused.filter((status) => status !== 409)).toEqual([]);
      // The restart: the app starts on the same data, as the server process would.
      const after = await createTestApp({ reuse, keep: true });
      try {
        await expectAnsweredKept(after, record);
        await expectDepositRetriesOnce(after, prepared, record);
        await expectLedgerInvariants(after.app.database.db);
        await expectNothingHalfWritten(after);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Every id answered with a 2xx is there after the restart. */
async function expectAnsweredKept(t: TestApp, record: Answered): Promise<void> {
  const db = t.app.database.db;
  const ids = async (table: string, wanted: number[]) =>
    (
      await rows<{ id: number }>(
        db,
        sql`select id from ${sql.raw(table)} where id = any(${`{${wanted.join(',')}}`}::int[])`,
      )
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  expect(await ids('planner.trips', record.trips)).toEqual(sorted(record.trips));
  expect(await ids('banker.withdrawals', record.withdrawals)).toEqual(sorted(record.withdrawals));
  expect(await ids('banker.donations', record.donations)).toEqual(sorted(record.donations));
  expect(await ids('communicator.messages', record.messages)).toEqual(sorted(record.messages));
  const completed = await rows<{ request_key: string }>(
    db,
    sql`select request_key from banker.deposits where status = 'COMPLETED' and transaction_id is not null`,
  );
  const keys = new Set(completed.map((row) => row.request_key));
  expect([...record.depositsCompleted.keys()].filter((key) => !keys.has(key))).toEqual([]);
}

/**
 * Each passenger asks their deposit again with the same Idempotency-Key, as the app does when the answer
 * was lost: one whose page was answered gets the same page; then paying and reporting it completes it.
 * Every key ends with one deposit, credited by one ledger transaction.
 */
async function expectDepositRetriesOnce(t: TestApp, prepared: Prepared, record: Answered): Promise<void> {
  for (const [i, passenger] of prepared.passengers.entries()) {
    const api = injectedApi(t.app, callerFor(t.app, passenger.token));
    const key = `kill-nine-${i}`;
    const page = await askDeposit(api, 50, key);
    expect(page).toBeDefined();
    if (record.depositPages.has(key)) expect(page).toBe(record.depositPages.get(key));
    if (record.depositsCompleted.has(key)) continue;
    // Paid at the simulator before the kill but never reported back, the payment takes no second choice:
    // the report of the person's return, sent again, settles it.
    if ((await payAtSimulator(api, page!)) === 'COMPLETED') continue;
    const [order] = await rows<{ project_id: string; order_id: string }>(
      t.app.database.db,
      sql`select project_id, order_id from banker.deposits where request_key = ${key}`,
    );
    const report = await api.send('POST', '/api/banker/deposit-events', order);
    expect(report.json()).toMatchObject({ status: 'COMPLETED' });
  }
  const perKey = await rows<{ request_key: string; deposits: number; status: string; credited: number }>(
    t.app.database.db,
    sql`select d.request_key, count(*)::int as deposits, min(d.status) as status,
        (select count(*) from banker.transactions x where x.id = min(d.transaction_id))::int as credited
      from banker.deposits d where d.request_key like 'kill-nine-%' group by d.request_key`,
  );
  expect(perKey).toHaveLength(PASSENGERS);
  for (const deposit of perKey) {
    expect(deposit, deposit.request_key).toMatchObject({ deposits: 1, status: 'COMPLETED', credited: 1 });
  }
}

/**
 * Nothing half-written: every withdrawal holds its reservation in the ledger, every donation its payment
 * and the charity's total their sum, every message its envelope.
 */
async function expectNothingHalfWritten(t: TestApp): Promise<void> {
  const broken = await rows<{ problem: string; id: number }>(
    t.app.database.db,
    sql`select 'withdrawal without its reservation' as problem, w.id from banker.withdrawals w
        left join banker.transactions x on x.id = w.transaction_id where x.id is null
      union all
      select 'donation without its payment', d.id from banker.donations d
        left join banker.transactions x on x.id = d.transaction_id where x.id is null
      union all
      select 'charity total unlike its donations', c.id from banker.charities c
        where c.donated_amount <> (select coalesce(sum(amount), 0) from banker.donations where charity_id = c.id)
      union all
      select 'message without envelope', m.id from communicator.messages m
        where not exists (select 1 from communicator.envelopes e where e.message_id = m.id)`,
  );
  expect(broken).toEqual([]);
}
