import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reserve, type Party } from '../src/modules/banker/index.js';
import { sendSystemMessage, type SystemMessage } from '../src/modules/communicator/index.js';
import { manualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import { inTransaction } from '../src/platform/db/transaction.js';
import { PaymentRequiredError } from '../src/platform/errors.js';
import { decodeJwtPayload } from './oidc-client.js';
import { demoToken } from './profile-helpers.js';
import { rowCounts } from './ledger-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// A flow that spans modules commits or fails as one: the modules' service functions take the caller's
// transaction as their `Db` and join it, so a 402 from the banker at the end undoes what another module
// wrote before it. This is the shape of booking a trip (booking, fare reservation, messages).

let t: TestApp;
let db: Db;
let gerda: Party;
const clock = manualClock('2026-05-04T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ services: { clock } });
  db = t.app.database.db;
  const token = await demoToken(t, 'gerda@example.nl');
  gerda = { managedIdentity: String(decodeJwtPayload(token).sub), name: 'Gerda Wassink' };
});
afterAll(async () => {
  await t.close();
});

const bookingMessage = (): SystemMessage => ({
  body: 'Je rit naar Doetinchem is geboekt.',
  context: 'urn:nb:pn:trip:501',
  recipients: [
    {
      managedIdentity: gerda.managedIdentity,
      conversationContext: 'urn:nb:pn:trip:501',
      ownerRole: 'PASSENGER',
      topic: 'Rit naar Doetinchem',
    },
  ],
});

const countRows = () =>
  rowCounts(db, {
    messages: 'communicator.messages',
    conversations: 'communicator.conversations',
    transactions: 'banker.transactions',
  });

describe('a flow across modules in one transaction', () => {
  it('leaves no row behind when the banker answers 402 after another module wrote', async () => {
    const before = await countRows();
    const balance = await balanceOf(db, gerda.managedIdentity);

    const flow = inTransaction(db, async (tx) => {
      await sendSystemMessage({ db: tx, clock }, bookingMessage());
      // The fare is more than Gerda has, premium included: the banker refuses the reservation.
      await reserve(tx, {
        payer: gerda,
        amount: balance.current + balance.premium + 1_000,
        maxPremiumPercent: 100,
        description: 'Rit naar Doetinchem',
        context: 'urn:nb:pn:trip:501',
        idempotencyKey: 'trip-501-fare',
      });
    });

    await expect(flow).rejects.toBeInstanceOf(PaymentRequiredError);
    await expect(flow).rejects.toMatchObject({ status: 402 });
    expect(await countRows()).toEqual(before);
  });

  it('keeps everything when nothing fails (the same flow without the refusal)', async () => {
    const before = await countRows();
    await inTransaction(db, async (tx) => {
      await sendSystemMessage({ db: tx, clock }, bookingMessage());
      await balanceOf(tx, gerda.managedIdentity);
    });
    const after = await countRows();
    expect(after.messages).toBe(before.messages + 1);
    expect(after.conversations).toBe(before.conversations + 1);
  });
});
