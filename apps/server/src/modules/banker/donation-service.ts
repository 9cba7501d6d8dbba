import {
  CHARITY_ENDED_MESSAGE,
  CHARITY_NOT_STARTED_MESSAGE,
  CHARITY_URN_PREFIX,
  DONATION_INSUFFICIENT_MESSAGE,
  type CreateDonationRequest,
  type Donation,
  type Paged,
  type TopDonor,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { ConflictError } from '../../platform/errors.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import { pagedView } from '../../platform/http/paged.js';
import { ensureUser } from './account-service.js';
import { charityNotFound, isClosed } from './charity-service.js';
import { post, sayingLowBalanceAs } from './ledger.js';
import {
  addToDonated,
  charityById,
  donationById,
  donationPage,
  insertDonation,
  lockCharity,
  topDonorRows,
  type DonationWithCharity,
} from './repository/index.js';
import { partyOf } from './user-service.js';

/**
 * A donation as `viewerId` sees it: the donor of an anonymous donation is null to everybody but the
 * donor themselves (spec 001 §3 Donation), so nobody else learns their name or their id.
 */
export function donationView(row: DonationWithCharity, viewerId: string): Donation {
  const named = !row.anonymous || row.donorId === viewerId;
  return {
    id: row.id,
    charityRef: `${CHARITY_URN_PREFIX}${row.charityId}`,
    charityName: row.charityName,
    amount: row.amount,
    description: row.description,
    anonymous: row.anonymous,
    donationTime: isoInAmsterdam(row.donationTime.getTime()),
    donor: named
      ? {
          id: row.donorId,
          managedIdentity: row.donorId,
          givenName: row.donorGivenName,
          familyName: row.donorFamilyName,
        }
      : null,
  };
}

/**
 * Gives credits to a charity (spec 001 §2.12, reference §3.5), all in one database transaction: the
 * charity row is locked first (so its total and its donations change together, one gift at a time), the
 * campaign must have begun and not ended (409), then ONE balanced PAYMENT moves the amount from the
 * donor's current account (never the premium one) to the charity's account, the ledger locking both
 * accounts; a balance too low refuses it (402, nothing stored). The donation is recorded and the
 * charity's donatedAmount raised by the same amount, so it always equals the sum of its donations.
 */
export async function donate(
  db: Db,
  clock: Clock,
  donor: AuthUser,
  charityId: number,
  body: CreateDonationRequest,
): Promise<Donation> {
  const amount = body.amount;
  // A donor whose current account holds too little gets the ledger's 402 in the words the app shows a
  // person for it (spec 001 §8).
  return sayingLowBalanceAs(DONATION_INSUFFICIENT_MESSAGE, async () => {
    const id = await inTransaction(db, async (tx) => {
      const user = await ensureUser(tx, partyOf(donor));
      const charity = await lockCharity(tx, charityId);
      if (!charity) throw charityNotFound();
      const now = clock.now();
      if (isClosed(charity, now)) throw new ConflictError(CHARITY_ENDED_MESSAGE, 'CHARITY_CLOSED');
      if (charity.campaignStartTime.getTime() > now.getTime()) {
        throw new ConflictError(CHARITY_NOT_STARTED_MESSAGE, 'CHARITY_NOT_STARTED');
      }
      const posted = await post(tx, {
        description: `Donatie aan ${charity.name}`,
        context: `${CHARITY_URN_PREFIX}${charity.id}`,
        movements: [{ debit: user.personalAccountId, credit: charity.accountId, amount, purpose: 'PAYMENT' }],
      });
      const donationId = await insertDonation(tx, {
        charityId: charity.id,
        donorId: user.managedIdentity,
        donorGivenName: donor.givenName,
        donorFamilyName: donor.familyName,
        amount,
        description: body.description?.trim() || null,
        anonymous: body.anonymous ?? false,
        donationTime: now,
        transactionId: posted.transactionId,
      });
      await addToDonated(tx, charity.id, amount);
      return donationId;
    });
    return donationView((await donationById(db, id))!, donor.id);
  });
}

/** One page of a charity's donations, newest first (user=me: the caller's own only). */
export async function donationsOf(
  db: Db,
  viewerId: string,
  charityId: number,
  query: { offset: number; maxResults: number; user?: 'me' | undefined },
): Promise<Paged<Donation>> {
  if (!(await charityById(db, charityId))) throw charityNotFound();
  const found = await donationPage(db, charityId, {
    offset: query.offset,
    maxResults: query.maxResults,
    donorId: query.user === 'me' ? viewerId : undefined,
  });
  return pagedView(query.offset, found, (row) => donationView(row, viewerId));
}

/**
 * The top donors (spec 001 §2.10–2.11): by credits given by name, optionally to one charity. Anonymous
 * gifts are left out altogether (decision: not counted under an 'anonymous' entry either, so a named
 * total never reveals an anonymous gift by difference), even the caller's own.
 */
export async function topDonors(
  db: Db,
  query: { maxResults: number; charity?: number | undefined },
): Promise<TopDonor[]> {
  if (query.charity !== undefined && !(await charityById(db, query.charity))) throw charityNotFound();
  const rows = await topDonorRows(db, { maxResults: query.maxResults, charityId: query.charity });
  return rows.map((r) => ({
    donor: { id: r.donorId, managedIdentity: r.donorId, givenName: r.givenName, familyName: r.familyName },
    donatedCredits: r.credits,
    donationCount: r.donationCount,
  }));
}
