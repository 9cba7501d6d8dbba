import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankerUser } from '@achterhoek/contracts';
import { withdrawals } from '../src/modules/banker/schema.js';
import { manualClock } from '../src/platform/clock.js';
import { expectBooksBalance } from './ledger-helpers.js';
import { demoUser } from './profile-helpers.js';
import { useTestApp } from './support/app.js';
import {
  askWithdrawal,
  PB,
  personWithCredits,
  rejectWaitingRequests,
  setReserveAccount,
  W,
} from './treasury-helpers.js';

// Issue 28: a person cancelling a request at the moment the treasurer makes a batch. Both lock the
// request's row; whichever goes first wins, and the request ends cancelled or in the batch, never both.
const ROUNDS = 25;

describe('cancelling while a batch is made', () => {
  const t = useTestApp({ services: { clock: manualClock(Date.parse('2026-11-26T10:00:00+01:00')) } });
  beforeAll(async () => {
    await setReserveAccount(t.app.database.db);
  });

  it(`leaves each request either cancelled or in the batch, over ${ROUNDS} rounds`, async () => {
    const db = t.app.database.db;
    const treasurer = await demoUser(t, 'ingrid@example.nl');
    await rejectWaitingRequests(t, treasurer);
    const dinand = await personWithCredits(t, 20 * ROUNDS);
    const outcomes = { cancelled: 0, batched: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const request = await askWithdrawal(dinand, 20);
      const [cancel, batch] = await Promise.all([dinand.del(`${W}/${request.id}`), treasurer.post(PB)]);
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, request.id));
      if (cancel.statusCode === 204) {
        // The person went first: nothing was left for the batch.
        expect(batch.statusCode).toBe(409);
        expect(row).toMatchObject({ status: 'CANCELLED', paymentBatchId: null });
        outcomes.cancelled++;
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(batch.statusCode).toBe(201);
        expect(row).toMatchObject({
          status: 'ACTIVE',
          paymentBatchId: (batch.json() as { id: number }).id,
        });
        outcomes.batched++;
      }
    }
    expect(outcomes.cancelled + outcomes.batched).toBe(ROUNDS);
    // The credits of the cancelled requests are back; those in a batch stay reserved until settled.
    const me = (await dinand.get('/api/banker/users/me')).json() as BankerUser;
    expect(me.personalAccount.credits).toBe(20 * outcomes.cancelled);
    await expectBooksBalance(db);
  });
});
