import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BankerUser, CallToAction, Paged, Profile, Reward } from '@achterhoek/contracts';
import { systemAccountId } from '../src/modules/banker/account-service.js';
import { grantReward } from '../src/modules/banker/index.js';
import { post } from '../src/modules/banker/ledger.js';
import { incentives, rewards } from '../src/modules/banker/schema.js';
import { expectBooksBalance, rowsOf } from './ledger-helpers.js';
import { asUpdate, callerFor, demoUser, P, userWithProfile, type Caller } from './profile-helpers.js';
import { activeDelegation } from './support/delegations.js';
import { useAppAt } from './support/app.js';
import { useDemoUsers } from './support/callers.js';
import { systemMessagesOf } from './trip-helpers.js';
import { MIN } from './support/time.js';

// Issue 29: incentives, rewards and calls to action (spec 001 §2.9, §3, §7; reference §3.6).
const NOW = Date.parse('2026-11-26T10:00:00+01:00');
const RW = '/api/banker/users/me/rewards';
const CTA = '/api/banker/users/me/call-to-actions';

describe('rewards and calls to action', () => {
  const { t, clock, db } = useAppAt(NOW);

  const rewardsOf = async (caller: Caller, query = '') =>
    (await caller.get(`${RW}${query}`)).json() as Paged<Reward>;
  const codes = (page: Paged<Reward>) => page.data.map((r) => r.incentive.code).sort();
  const me = async (caller: Caller) => (await caller.get('/api/banker/users/me')).json() as BankerUser;
  const premium = async (caller: Caller) => (await me(caller)).premiumAccount.credits;
  const ctas = async (caller: Caller) =>
    ((await caller.get(CTA)).json() as Paged<CallToAction>).data.map((c) => c.code).sort();
  const update = async (caller: Caller, profile: Profile, changes: Partial<Profile> = {}) => {
    const response = await caller.put(`${P}/profiles/me`, asUpdate(profile, changes));
    expect(response.statusCode).toBe(204);
  };
  const premiumsBudget = async () =>
    (await db.execute(sql`select credits from banker.accounts where ncan = 'premiums'`)) as unknown;
  const budget = async () => (rowsOf(await premiumsBudget()) as Array<{ credits: number }>)[0]!.credits;
  /** Sets the premium budget to `credits` (test set-up: from or to the bank reserve). */
  async function setBudget(credits: number): Promise<void> {
    const premiums = await systemAccountId(db, 'premiums');
    const reserve = await systemAccountId(db, 'banking-reserve');
    const delta = credits - (await budget());
    if (delta === 0) return;
    await post(db, {
      description: 'Test: premiebudget',
      movements: [
        delta > 0
          ? { debit: reserve, credit: premiums, amount: delta, purpose: 'DEPOSIT' }
          : { debit: premiums, credit: reserve, amount: -delta, purpose: 'WITHDRAWAL' },
      ],
    });
  }

  const [ingrid] = useDemoUsers(t, 'ingrid');

  it('grants profile-starter once on profile updates, profile-plus with a date of birth (revoked when cleared, restored when filled again)', async () => {
    const { user, profile } = await userWithProfile(t);
    expect((await rewardsOf(user)).totalCount).toBe(0);
    await update(user, profile, { dateOfBirth: null });
    await update(user, profile, { dateOfBirth: null });
    let page = await rewardsOf(user);
    expect(codes(page)).toEqual(['profile-starter']);
    expect(page.data[0]).toMatchObject({
      amount: 10,
      paidOut: true,
      cancelTime: null,
      factContext: `urn:nb:kc:user:${user.sub}`,
      recipient: { managedIdentity: user.sub },
    });
    expect(page.data[0]!.urn).toBe(`urn:nb:bn:reward:${page.data[0]!.id}`);
    expect(await premium(user)).toBe(10);

    await update(user, profile, { dateOfBirth: '1960-03-01' });
    page = await rewardsOf(user);
    expect(codes(page)).toEqual(['profile-plus', 'profile-starter']);
    expect(await premium(user)).toBe(20);
    const plus = page.data.find((r) => r.incentive.code === 'profile-plus')!;

    clock.advance(MIN);
    await update(user, profile, { dateOfBirth: null });
    page = await rewardsOf(user);
    expect(page.data.find((r) => r.id === plus.id)!.cancelTime).not.toBeNull();
    expect(await premium(user)).toBe(10);

    clock.advance(MIN);
    await update(user, profile, { dateOfBirth: '1960-03-01' });
    page = await rewardsOf(user);
    // Restored, not made again.
    expect(page.totalCount).toBe(2);
    expect(page.data.find((r) => r.id === plus.id)).toMatchObject({ cancelTime: null, paidOut: true });
    expect(await premium(user)).toBe(20);

    // Each reward and the revocation were told, in a message that opens 'Beloningen'.
    const messages = await systemMessagesOf(db, user);
    expect(messages.filter((m) => m.startsWith('Je hebt een beloning gekregen'))).toHaveLength(3);
    expect(messages.filter((m) => m.includes('is ingetrokken'))).toHaveLength(1);
    const contexts = rowsOf(
      await db.execute(sql`select distinct m.context from communicator.messages m
        join communicator.envelopes e on e.message_id = m.id
        join communicator.conversations c on c.id = e.conversation_id
        where c.owner_id = ${user.sub} and m.context like 'urn:nb:bn:reward:%'`),
    );
    expect(contexts).toHaveLength(2);
    await expectBooksBalance(db);
  });

  it('grants profile-youth for 15 to 25 years on the profile creation day, and revokes it otherwise', async () => {
    const { user, profile } = await userWithProfile(t);
    // 20 on 26 November 2026, the day the profile was made.
    await update(user, profile, { dateOfBirth: '2006-05-01' });
    expect(codes(await rewardsOf(user))).toEqual(['profile-plus', 'profile-starter', 'profile-youth']);
    expect(await premium(user)).toBe(45);
    await update(user, profile, { dateOfBirth: '1990-05-01' });
    const youth = (await rewardsOf(user)).data.find((r) => r.incentive.code === 'profile-youth')!;
    expect(youth.cancelTime).not.toBeNull();
    expect(await premium(user)).toBe(20);
    // 14: too young.
    const young = await userWithProfile(t);
    await update(young.user, young.profile, { dateOfBirth: '2012-01-01' });
    expect(codes(await rewardsOf(young.user))).toEqual(['profile-plus', 'profile-starter']);
    await expectBooksBalance(db);
  });

  it('grants survey-0 once per survey interaction (the same fact twice is one reward)', async () => {
    const { user } = await userWithProfile(t);
    const recipient = { managedIdentity: user.sub, name: 'Dinand Klein Gunnewiek' };
    const fact = 'urn:nb:pf:survey-interaction:1';
    await grantReward(db, { clock, incentiveCode: 'survey-0', recipient, factContext: fact });
    await grantReward(db, { clock, incentiveCode: 'survey-0', recipient, factContext: fact });
    const page = await rewardsOf(user);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ amount: 40, paidOut: true, factContext: fact });
    expect(await premium(user)).toBe(40);
    const stored = await db.select().from(rewards).where(eq(rewards.recipientId, user.sub));
    expect(stored).toHaveLength(1);
  });

  it('leaves rewards pending while the budget is short and pays them oldest first at a quarter past, stopping at the first it cannot pay', async () => {
    await setBudget(30);
    const first = await userWithProfile(t);
    // The youth premium (25) comes after the starter (10) of the same update.
    clock.set(NOW + 60 * MIN);
    await setBudget(0);
    await update(first.user, first.profile, { dateOfBirth: '2006-05-01' });
    clock.advance(MIN);
    const second = await userWithProfile(t);
    await update(second.user, second.profile, { dateOfBirth: null });
    expect((await rewardsOf(first.user)).data.every((r) => !r.paidOut && r.cancelTime === null)).toBe(true);
    expect(await premium(first.user)).toBe(0);

    // 20 in the budget: the starter (10) of the first is paid, then its plus (10); the youth (25) stops it.
    await setBudget(20);
    clock.set(NOW + 2 * 60 * MIN + 16 * MIN);
    await t.app.timers.runDue();
    const afterOne = await rewardsOf(first.user);
    expect(
      afterOne.data
        .filter((r) => r.paidOut)
        .map((r) => r.incentive.code)
        .sort(),
    ).toEqual(['profile-plus', 'profile-starter']);
    expect(afterOne.data.find((r) => r.incentive.code === 'profile-youth')!.paidOut).toBe(false);
    // The second's starter (10) would fit in nothing left, and the run stopped before it anyway.
    expect((await rewardsOf(second.user)).data[0]!.paidOut).toBe(false);

    // The treasurer raises the budget; the next run, an hour later, pays the rest.
    const premiums = await systemAccountId(db, 'premiums');
    const raised = await ingrid.post(`/api/banker/accounts/${premiums}/deposits`, {
      amountCredits: 100,
      description: 'Ophogen saldo premieuitgifte',
    });
    expect(raised.statusCode).toBeLessThan(300);
    clock.advance(60 * MIN);
    await t.app.timers.runDue();
    expect((await rewardsOf(first.user)).data.every((r) => r.paidOut)).toBe(true);
    expect((await rewardsOf(second.user)).data[0]!.paidOut).toBe(true);
    expect(await premium(first.user)).toBe(45);
    expect(await budget()).toBe(100 - 25 - 10);
    await setBudget(5000);
    await expectBooksBalance(db);
  });

  it('shows calls to action: carpool ones only to drivers, hidden beyond their reward count, inactive or disabled', async () => {
    const passenger = await userWithProfile(t, { userRole: 'passenger' });
    const driver = await userWithProfile(t, { userRole: 'driver' });
    const both = await userWithProfile(t, { userRole: 'both' });
    expect(await ctas(passenger.user)).toEqual(['profile-plus', 'survey-0']);
    const all = ['profile-plus', 'repeated-ride', 'shared-ride-done', 'survey-0'];
    expect(await ctas(driver.user)).toEqual(all);
    expect(await ctas(both.user)).toEqual(all);
    const card = ((await driver.user.get(CTA)).json() as Paged<CallToAction>).data.find(
      (c) => c.code === 'survey-0',
    );
    expect(card).toMatchObject({
      category: 'SURVEY',
      ctaTitle: 'Doe mee aan onze enquête',
      ctaButtonAction: 'start-survey',
    });

    // The date of birth earns profile-plus: its card (shown up to 0 rewards) hides.
    await update(passenger.user, passenger.profile, { dateOfBirth: '1960-03-01' });
    expect(await ctas(passenger.user)).toEqual(['survey-0']);
    // Taken back, the card returns.
    await update(passenger.user, passenger.profile, { dateOfBirth: null });
    expect(await ctas(passenger.user)).toEqual(['profile-plus', 'survey-0']);

    // Disabled, or not started yet: hidden.
    await db
      .update(incentives)
      .set({ disableTime: new Date(clock.nowMs() - MIN) })
      .where(eq(incentives.code, 'survey-0'));
    await db
      .update(incentives)
      .set({ startTime: new Date(clock.nowMs() + 60 * MIN) })
      .where(eq(incentives.code, 'repeated-ride'));
    expect(await ctas(driver.user)).toEqual(['profile-plus', 'shared-ride-done']);
    await db.update(incentives).set({ disableTime: null }).where(eq(incentives.code, 'survey-0'));
    await db
      .update(incentives)
      .set({ startTime: new Date('2022-06-01T00:00:00+02:00') })
      .where(eq(incentives.code, 'repeated-ride'));
    expect((await driver.user.get(`${CTA}?maxResults=11`)).statusCode).toBe(400);
  });

  it('pages the rewards newest first, 50 at most, before `until`', async () => {
    const { user } = await userWithProfile(t);
    const recipient = { managedIdentity: user.sub, name: 'Test' };
    for (const n of [1, 2, 3]) {
      clock.advance(MIN);
      await grantReward(db, {
        clock,
        incentiveCode: 'survey-0',
        recipient,
        factContext: `urn:nb:pf:survey-interaction:p${n}`,
      });
    }
    const page = await rewardsOf(user, '?maxResults=2');
    expect(page).toMatchObject({ totalCount: 3, count: 2, offset: 0 });
    expect(page.data.map((r) => r.factContext)).toEqual([
      'urn:nb:pf:survey-interaction:p3',
      'urn:nb:pf:survey-interaction:p2',
    ]);
    const rest = await rewardsOf(user, '?maxResults=2&offset=2');
    expect(rest.data.map((r) => r.factContext)).toEqual(['urn:nb:pf:survey-interaction:p1']);
    const until = encodeURIComponent(page.data[1]!.rewardTime);
    expect((await rewardsOf(user, `?until=${until}`)).totalCount).toBe(1);
    expect((await user.get(`${RW}?maxResults=51`)).statusCode).toBe(400);
  });

  it('answers 401 without a login and shows a delegate the rewards of the person they act for', async () => {
    expect((await t.app.inject({ method: 'GET', url: RW })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: CTA })).statusCode).toBe(401);
    const gerda = await demoUser(t, 'gerda@example.nl');
    await grantReward(db, {
      clock,
      incentiveCode: 'survey-0',
      recipient: { managedIdentity: gerda.sub, name: 'Gerda Wassink' },
      factContext: 'urn:nb:pf:survey-interaction:gerda',
    });
    const jan = await demoUser(t, 'jan@example.nl');
    await activeDelegation(db, jan, gerda);
    const janForGerda = callerFor(t.app, jan.token, { 'x-delegator': gerda.sub });
    const seen = await rewardsOf(janForGerda);
    expect(seen.data.map((r) => r.recipient.managedIdentity)).toEqual([gerda.sub]);
    expect((await rewardsOf(jan)).data.some((r) => r.recipient.managedIdentity === gerda.sub)).toBe(false);
  });
});
