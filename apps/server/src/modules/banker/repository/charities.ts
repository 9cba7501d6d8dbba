import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { pageOf } from '../../../platform/db/page.js';
import { accounts, charities, donations } from '../schema.js';

// ---------------------------------------------------------------------------------------------------
// Charities and donations

export type CharityRow = typeof charities.$inferSelect;
export type NewCharityRow = typeof charities.$inferInsert;
export type DonationRow = typeof donations.$inferSelect;

/** A charity with its account (credits, IBAN, holder) and how many different people gave to it. */
export type CharityWithAccount = CharityRow & {
  accountCredits: number;
  iban: string | null;
  ibanHolder: string | null;
  donorCount: number;
};

const charityColumns = {
  charity: charities,
  accountCredits: accounts.credits,
  iban: accounts.iban,
  ibanHolder: accounts.ibanHolder,
  donorCount: sql<number>`(select count(distinct d.donor_id)::int from banker.donations d where d.charity_id = ${charities.id})`,
};

type CharitySelected = {
  charity: CharityRow;
  accountCredits: number;
  iban: string | null;
  ibanHolder: string | null;
  donorCount: number;
};
const withAccount = (r: CharitySelected): CharityWithAccount => ({
  ...r.charity,
  accountCredits: r.accountCredits,
  iban: r.iban,
  ibanHolder: r.ibanHolder,
  donorCount: Number(r.donorCount),
});

/** A charity's own liability account (`CLA-…`), named after it. */
export async function insertCharityAccount(
  db: Db,
  values: { ncan: string; name: string; iban: string | null; ibanHolder: string | null },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, type: 'LIABILITY', purpose: 'CURRENT' })
    .returning({ id: accounts.id });
  return row!.id;
}

export async function renameAccount(db: Db, id: number, name: string): Promise<void> {
  await db.update(accounts).set({ name }).where(eq(accounts.id, id));
}

export async function insertCharity(db: Db, values: NewCharityRow): Promise<number> {
  const [row] = await db.insert(charities).values(values).returning({ id: charities.id });
  return row!.id;
}

export async function updateCharityRow(
  db: Db,
  id: number,
  values: Partial<Omit<NewCharityRow, 'id' | 'accountId' | 'createdAt'>>,
): Promise<void> {
  await db.update(charities).set(values).where(eq(charities.id, id));
}

/** The charity, locked until the caller's transaction ends (donations to it queue here). */
export async function lockCharity(db: Db, id: number): Promise<CharityRow | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.id, id)).for('update');
  return row;
}

export async function charityById(db: Db, id: number): Promise<CharityWithAccount | undefined> {
  const [row] = await db
    .select(charityColumns)
    .from(charities)
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .where(eq(charities.id, id));
  return row ? withAccount(row) : undefined;
}

export async function charityByName(db: Db, name: string): Promise<CharityRow | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.name, name)).limit(1);
  return row;
}

/** Not ended at `now`: no end, or an end still ahead. */
const runningAt = (now: Date) => or(isNull(charities.campaignEndTime), gt(charities.campaignEndTime, now));

/** One page of charities: by name, or the newest campaign first; ended ones only when asked. */
export async function charityPage(
  db: Db,
  page: {
    offset: number;
    maxResults: number;
    includeClosed: boolean;
    now: Date;
    sortBy: 'name' | 'campaign';
  },
): Promise<{ totalCount: number; data: CharityWithAccount[] }> {
  const order =
    page.sortBy === 'name'
      ? [asc(sql`lower(${charities.name})`), asc(charities.id)]
      : [desc(charities.campaignStartTime), desc(charities.id)];
  const { totalCount, rows } = await pageOf(
    db.select({ n: count() }).from(charities).$dynamic(),
    db
      .select(charityColumns)
      .from(charities)
      .innerJoin(accounts, eq(charities.accountId, accounts.id))
      .$dynamic(),
    page.includeClosed ? undefined : runningAt(page.now),
    order,
    page,
  );
  return { totalCount, data: rows.map(withAccount) };
}

/** The charities with donations, the most different donors first, then the most credits. */
export async function popularCharities(
  db: Db,
  query: { maxResults: number; includeClosed: boolean; now: Date },
): Promise<CharityWithAccount[]> {
  const rows = await db
    .select(charityColumns)
    .from(charities)
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .where(and(gt(charities.donatedAmount, 0), query.includeClosed ? undefined : runningAt(query.now)))
    .orderBy(desc(charityColumns.donorCount), desc(charities.donatedAmount), asc(charities.id))
    .limit(query.maxResults);
  return rows.map(withAccount);
}

/** The charities a person gave to, the latest gift first. */
export async function recentCharitiesOf(
  db: Db,
  donorId: string,
  maxResults: number,
): Promise<CharityWithAccount[]> {
  const latest = db
    .select({ charityId: donations.charityId, at: sql<Date>`max(${donations.donationTime})`.as('at') })
    .from(donations)
    .where(eq(donations.donorId, donorId))
    .groupBy(donations.charityId)
    .as('latest');
  const rows = await db
    .select(charityColumns)
    .from(latest)
    .innerJoin(charities, eq(charities.id, latest.charityId))
    .innerJoin(accounts, eq(charities.accountId, accounts.id))
    .orderBy(desc(latest.at), desc(charities.id))
    .limit(maxResults);
  return rows.map(withAccount);
}

export async function insertDonation(db: Db, values: typeof donations.$inferInsert): Promise<number> {
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id });
  return row!.id;
}

/** Adds a donation's credits to the charity's total (under the charity's lock, with the donation). */
export async function addToDonated(db: Db, charityId: number, amount: number): Promise<void> {
  await db
    .update(charities)
    .set({ donatedAmount: sql`${charities.donatedAmount} + ${amount}` })
    .where(eq(charities.id, charityId));
}

export type DonationWithCharity = DonationRow & { charityName: string };

/** Donations, each with its charity's name: a query to add the condition (and order) to. */
function donationsWithCharity(db: Db) {
  return db
    .select({ donation: donations, charityName: charities.name })
    .from(donations)
    .innerJoin(charities, eq(donations.charityId, charities.id))
    .$dynamic();
}

/** A row of `donationsWithCharity` as one object: the donation and its `charityName`. */
function withCharityName(row: { donation: DonationRow; charityName: string }): DonationWithCharity {
  return { ...row.donation, charityName: row.charityName };
}

export async function donationById(db: Db, id: number): Promise<DonationWithCharity | undefined> {
  const [row] = await donationsWithCharity(db).where(eq(donations.id, id));
  return row ? withCharityName(row) : undefined;
}

/** One page of a charity's donations, newest first, optionally of one donor only. */
export async function donationPage(
  db: Db,
  charityId: number,
  page: { offset: number; maxResults: number; donorId?: string | undefined },
): Promise<{ totalCount: number; data: DonationWithCharity[] }> {
  const { totalCount, rows } = await pageOf(
    db.select({ n: count() }).from(donations).$dynamic(),
    donationsWithCharity(db),
    and(
      eq(donations.charityId, charityId),
      page.donorId !== undefined ? eq(donations.donorId, page.donorId) : undefined,
    ),
    [desc(donations.donationTime), desc(donations.id)],
    page,
  );
  return { totalCount, data: rows.map(withCharityName) };
}

/**
 * The people who gave the most credits by name (anonymous donations are left out entirely), optionally to
 * one charity; the names are those of each donor's latest named gift.
 */
export async function topDonorRows(
  db: Db,
  query: { maxResults: number; charityId?: number | undefined },
): Promise<
  Array<{ donorId: string; givenName: string; familyName: string; credits: number; donationCount: number }>
> {
  const rows = await db.execute(sql`
    select d.donor_id as "donorId", sum(d.amount)::int as credits, count(*)::int as "donationCount",
      (array_agg(d.donor_given_name order by d.donation_time desc, d.id desc))[1] as "givenName",
      (array_agg(d.donor_family_name order by d.donation_time desc, d.id desc))[1] as "familyName"
    from banker.donations d
    where not d.anonymous ${query.charityId !== undefined ? sql`and d.charity_id = ${query.charityId}` : sql``}
    group by d.donor_id
    order by credits desc, min(d.id) asc
    limit ${query.maxResults}`);
  return (rows as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    donorId: String(r.donorId),
    givenName: String(r.givenName),
    familyName: String(r.familyName),
    credits: Number(r.credits),
    donationCount: Number(r.donationCount),
  }));
}
