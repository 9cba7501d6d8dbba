import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import {
  accounts,
  deposits,
  donations,
  entries,
  rewards,
  transactions,
  users,
  withdrawals,
} from '../schema.js';

/** A person's banker records: their accounts with every entry on them, deposits, payouts, gifts and rewards. */
export async function bankerRecordsOf(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.managedIdentity, userId));
  if (!user) return { user: null };
  const accountIds = [user.personalAccountId, user.premiumAccountId];
  return {
    user: { email: user.email, createdAt: user.createdAt },
    accounts: await db
      .select({
        id: accounts.id,
        ncan: accounts.ncan,
        name: accounts.name,
        purpose: accounts.purpose,
        credits: accounts.credits,
        iban: accounts.iban,
        ibanHolder: accounts.ibanHolder,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(inArray(accounts.id, accountIds)),
    statementEntries: await db
      .select({
        accountId: entries.accountId,
        entryType: entries.entryType,
        amount: entries.amount,
        purpose: entries.purpose,
        description: transactions.description,
        context: transactions.context,
        transactionTime: transactions.transactionTime,
        rollback: transactions.rollback,
      })
      .from(entries)
      .innerJoin(transactions, eq(transactions.id, entries.transactionId))
      .where(inArray(entries.accountId, accountIds))
      .orderBy(asc(entries.id)),
    deposits: await db
      .select({
        amountCredits: deposits.amountCredits,
        amountCents: deposits.amountCents,
        description: deposits.description,
        status: deposits.status,
        createdAt: deposits.createdAt,
        completedAt: deposits.completedAt,
      })
      .from(deposits)
      .where(eq(deposits.userId, userId)),
    withdrawals: await db
      .select({
        amountCredits: withdrawals.amountCredits,
        amountCents: withdrawals.amountCents,
        description: withdrawals.description,
        iban: withdrawals.iban,
        ibanHolder: withdrawals.ibanHolder,
        status: withdrawals.status,
        createdAt: withdrawals.createdAt,
        modifiedAt: withdrawals.modifiedAt,
      })
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId)),
    donations: await db
      .select({
        charityId: donations.charityId,
        amount: donations.amount,
        description: donations.description,
        anonymous: donations.anonymous,
        donationTime: donations.donationTime,
      })
      .from(donations)
      .where(eq(donations.donorId, userId)),
    rewards: await db
      .select({
        incentiveId: rewards.incentiveId,
        factContext: rewards.factContext,
        amount: rewards.amount,
        rewardTime: rewards.rewardTime,
        cancelTime: rewards.cancelTime,
        paidOut: rewards.paidOut,
      })
      .from(rewards)
      .where(eq(rewards.recipientId, userId)),
  };
}

/** How many of the person's payouts are still on their way (asked, or taken on by a batch). */
export async function pendingWithdrawalsOf(db: Db, userId: string): Promise<number> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        or(eq(withdrawals.status, 'REQUESTED'), eq(withdrawals.status, 'ACTIVE')),
      ),
    );
  return rows.length;
}

/**
 * What the books keep of a removed person, without their name: their accounts are named `name` and lose
 * their bank account, the banker forgets their e-mail address, their gifts carry `name`, and rewards not
 * paid yet are called off (at `now`). Entries, transactions, deposits and payouts stay as they are.
 */
export async function anonymiseBankerRecordsOf(
  db: Db,
  userId: string,
  name: { givenName: string; familyName: string },
  now: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.managedIdentity, userId));
  if (!user) return;
  await db
    .update(accounts)
    .set({ name: `${name.givenName} ${name.familyName}`, iban: null, ibanHolder: null })
    .where(inArray(accounts.id, [user.personalAccountId, user.premiumAccountId]));
  await db.update(users).set({ email: null }).where(eq(users.managedIdentity, userId));
  await db
    .update(donations)
    .set({ donorGivenName: name.givenName, donorFamilyName: name.familyName })
    .where(eq(donations.donorId, userId));
  await db
    .update(rewards)
    .set({ cancelTime: now })
    .where(and(eq(rewards.recipientId, userId), eq(rewards.paidOut, false), isNull(rewards.cancelTime)));
}
