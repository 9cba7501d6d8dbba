import {
  REMOVED_USER_NAME,
  type NotificationOptions,
  type RidePlanOptions,
  type UserRole,
} from '@achterhoek/contracts';
import type { Db } from '../../../platform/db/database.js';
import * as repository from '../repository/index.js';

// For other modules: they never read the profile tables themselves.

/** Names and photo of the people who have a profile, by managed identity (absent ids have none). */
export async function findPublicProfiles(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; firstName: string; lastName: string; image: string | null }>> {
  const rows = await repository.findProfilesByIds(db, ids);
  const people = new Map(
    [...rows.values()].map((row) => [
      row.id,
      { id: row.id, firstName: row.firstName, lastName: row.lastName, image: row.imagePath },
    ]),
  );
  // A removed account's records stay where others need them; its name is 'Verwijderde gebruiker'.
  const missing = ids.filter((id) => !people.has(id));
  for (const id of await repository.closedAmong(db, missing)) {
    people.set(id, {
      id,
      firstName: REMOVED_USER_NAME.givenName,
      lastName: REMOVED_USER_NAME.familyName,
      image: null,
    });
  }
  return people;
}

/** A user's notification choices; undefined when they have no profile. */
export async function getNotificationOptions(db: Db, id: string): Promise<NotificationOptions | undefined> {
  return (await repository.findProfile(db, id))?.notificationOptions;
}

/** A driver's ride preferences (seats, detours, luggage, chosen car); undefined when never set. */
export async function getRidePlanOptions(db: Db, id: string): Promise<RidePlanOptions | undefined> {
  return (await repository.findProfile(db, id))?.ridePlanOptions ?? undefined;
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  /** The number before the last change (null when it never changed), and when it changed. */
  previousPhoneNumber: string | null;
  phoneChangedAt: Date | null;
}

/** The phone number and names of a user with a profile (the delegation module sends them an SMS). */
export async function findContactDetails(db: Db, id: string): Promise<ContactDetails | undefined> {
  const row = await repository.findProfile(db, id);
  if (!row) return undefined;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    previousPhoneNumber: row.previousPhoneNumber,
    phoneChangedAt: row.phoneChangedAt,
  };
}

/** When the profiles somebody made for others since a moment were made (the cap on accounts a delegate makes). */
export async function profilesCreatedBySince(db: Db, createdBy: string, since: Date): Promise<Date[]> {
  return repository.profilesCreatedBySince(db, createdBy, since);
}

/** A person's travel role (passenger, driver or both); undefined when they have no profile. */
export async function getUserRole(db: Db, id: string): Promise<UserRole | undefined> {
  return (await repository.findProfile(db, id))?.userRole;
}
