import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/db/transaction.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import type { Party } from './account-service.js';
import { grantReward, revokeReward } from './reward-service.js';

/** What the profile rewards look at, as the profile holds it after an update. */
export interface ProfileFacts {
  person: Party;
  /** YYYY-MM-DD, or null when not filled. */
  dateOfBirth: string | null;
  /** When the profile was made: the youth premium counts the age on that day. */
  createdAt: Date;
  /** The app's clock: the rewards' times. */
  clock: Clock;
}

/** The youth premium's ages, both included (reference §3.6 profile-youth). */
export const YOUTH_MIN_AGE = 15;
export const YOUTH_MAX_AGE = 25;

/** Whole years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The profile triggers (reference §3.6), run on every profile update inside its transaction; each is
 * granted once per person (the fact is the person's URN), so running them again changes nothing:
 * 'profile-starter' for having a profile; 'profile-plus' while the date of birth is filled (revoked when
 * cleared); 'profile-youth' while the age on the profile's creation day is 15 to 25 (revoked otherwise).
 */
export async function evaluateProfileRewards(db: Db, facts: ProfileFacts): Promise<void> {
  const recipient = facts.person;
  const factContext = `urn:nb:kc:user:${recipient.managedIdentity}`;
  const about = { clock: facts.clock, recipient, factContext };
  await inTransaction(db, async (tx) => {
    await grantReward(tx, { incentiveCode: 'profile-starter', ...about });
    if (facts.dateOfBirth) await grantReward(tx, { incentiveCode: 'profile-plus', ...about });
    else await revokeReward(tx, { incentiveCode: 'profile-plus', ...about });
    const created = isoInAmsterdam(facts.createdAt.getTime()).slice(0, 10);
    const age = facts.dateOfBirth ? ageOn(facts.dateOfBirth, created) : undefined;
    if (age !== undefined && age >= YOUTH_MIN_AGE && age <= YOUTH_MAX_AGE) {
      await grantReward(tx, { incentiveCode: 'profile-youth', ...about });
    } else {
      await revokeReward(tx, { incentiveCode: 'profile-youth', ...about });
    }
  });
}
