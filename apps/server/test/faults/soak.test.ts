import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Charity, Donation, Paged, Withdrawal } from '@achterhoek/contracts';
import { balanceOf, charge, release, reserve, type Party } from '../../src/modules/banker/index.js';
import { depositCredits, expectLedgerInvariants, rows } from '../ledger-helpers.js';
import type { Caller } from '../profile-helpers.js';
import { useDemoUsers } from '../support/callers.js';
import { useTestApp } from '../support/app.js';
import { W } from '../treasury-helpers.js';
import { injectedApi } from './api.js';
import { payDeposit } from './deposits.js';
import { runPool } from './pool.js';

// Issue 32, the soak: 1,000 credit operations of five people at once, 50 under way at any moment, mixing
// the banker's reserve, release and charge (what bookings and settlements call) with deposits paid at the
// bank simulator, withdrawals and donations through the API. Some idempotency keys are sent twice at once
// on purpose. Afterwards every account holds exactly what the operations that succeeded say, each key
// moved credits once, and the ledger's invariants hold.
const OPERATIONS = 1_000;
const CONCURRENCY = 50;
const START_CREDITS = 100_000;

/** Where each person's current account should end up, and the reservations the soak leaves open. */
class Expected {
  readonly current = new Map<string, number>();
  heldOpen = 0;
  add(person: string, credits: number): void {
    this.current.set(person, (this.current.get(person) ?? 0) + credits);
  }
}

describe('a soak of concurrent credit operations', () => {
  const t = useTestApp();
  const people = useDemoUsers(t, 'gerda', 'henk', 'marieke', 'jan', 'ingrid');

  it(`keeps the books whole over ${OPERATIONS} mixed operations, ${CONCURRENCY} at once`, async () => {
    const db = t.app.database.db;
    const partyOf = (caller: Caller): Party => ({ managedIdentity: caller.sub, name: caller.sub });
    const expected = new Expected();
    for (const person of people) {
      await depositCredits(db, partyOf(person), START_CREDITS);
      expect((await person.put('/api/banker/users/me/account', iban)).statusCode).toBe(204);
      expected.add(person.sub, (await balanceOf(db, person.sub)).current);
    }
    const charity = ((await people[0].get('/api/banker/charities')).json() as Paged<Charity>).data.find(
      (candidate) => !candidate.closed,
    )!;
    const withdrawalIds = new Set<number>();
    const donationIds = new Set<number>();
    const depositKeys: string[] = [];
    let operations = 0;

    // One round is a small story of one person (and a second one, the beneficiary); its operations count
    // towards the 1,000. A round's key is its own; where a key is reused, both calls go at once.
    const rounds: Array<() => Promise<void>> = [];
    for (let n = 0; operations < OPERATIONS; n++) {
      const payer = people[n % people.length]!;
      const payee = people[(n + 1) % people.length]!;
      const amount = 1 + (n % 7);
      const held = (key: string) =>
        reserve(db, {
          payer: partyOf(payer),
          amount,
          maxPremiumPercent: 0,
          description: 'Soak: reservering',
          idempotencyKey: key,
        });
      switch (n % 6) {
        case 0: // reserve, the same key twice at once; then release it, that key twice too
          operations += 4;
          rounds.push(async () => {
            const [head, again] = await Promise.all([held(`soak-${n}-r`), held(`soak-${n}-r`)]);
            expect(again).toBe(head);
            const follow = { headId: head, description: 'Soak: vrijgegeven', idempotencyKey: `soak-${n}-x` };
            await Promise.all([release(db, follow), release(db, follow)]);
          });
          break;
        case 1: // reserve, then charge it to the payee, the charge's key twice at once
          operations += 3;
          rounds.push(async () => {
            const headId = await held(`soak-${n}-r`);
            const settlement = {
              headId,
              beneficiary: partyOf(payee),
              description: 'Soak: betaald',
              idempotencyKey: `soak-${n}-c`,
            };
            await Promise.all([charge(db, settlement), charge(db, settlement)]);
            expected.add(payer.sub, -amount);
            expected.add(payee.sub, amount);
          });
          break;
        case 2: // reserve and keep it
          operations += 1;
          rounds.push(async () => {
            await held(`soak-${n}-r`);
            expected.add(payer.sub, -amount);
            expected.heldOpen += amount;
          });
          break;
        case 3: // a deposit asked twice at once with one Idempotency-Key, paid, its return reported twice
          operations += 4;
          depositKeys.push(`soak-${n}-d`);
          rounds.push(async () => {
            await payDeposit(injectedApi(t.app, payer), amount * 10, `soak-${n}-d`);
            expected.add(payer.sub, amount * 10);
          });
          break;
        case 4: // a withdrawal
          operations += 1;
          rounds.push(async () => {
            const asked = await payer.post(W, { amountCredits: 10 + amount, description: 'Soak: opname' });
            expect(asked.statusCode).toBe(201);
            withdrawalIds.add((asked.json() as Withdrawal).id);
            expected.add(payer.sub, -(10 + amount));
          });
          break;
        default: // a donation
          operations += 1;
          rounds.push(async () => {
            const given = await payer.post(`/api/banker/charities/${charity.id}/donations`, { amount });
            expect(given.statusCode).toBe(201);
            donationIds.add((given.json() as Donation).id);
            expected.add(payer.sub, -amount);
          });
      }
    }
    await runPool(rounds, CONCURRENCY);

    for (const person of people) {
      expect((await balanceOf(db, person.sub)).current, person.sub).toBe(expected.current.get(person.sub));
    }
    // Each key moved credits once: one transaction per key the soak used, however often it was sent.
    const [keys] = await rows<{ transactions: number; keys: number }>(
      db,
      sql`select count(*)::int as transactions, count(distinct idempotency_key)::int as keys
        from banker.transactions where idempotency_key like 'soak-%'`,
    );
    expect(keys!.transactions).toBe(keys!.keys);
    const deposits = await rows<{ request_key: string; status: string; n: number }>(
      db,
      sql`select request_key, min(status) as status, count(*)::int as n from banker.deposits
        where request_key like 'soak-%' group by request_key`,
    );
    expect(deposits).toHaveLength(depositKeys.length);
    expect(deposits.every((deposit) => deposit.n === 1 && deposit.status === 'COMPLETED')).toBe(true);
    expect(withdrawalIds.size + donationIds.size).toBeGreaterThan(0);
    await expectLedgerInvariants(db, expected.heldOpen);
  }, 120_000);
});

const iban = { iban: 'NL91ABNA0417164300', ibanHolder: 'Soak Tester' };
