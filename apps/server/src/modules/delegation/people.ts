import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  DELEGATOR_HAS_NO_PHONE_MESSAGE,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  PHONE_CHANGE_SETTLE_DAYS,
} from '@achterhoek/contracts';
import type { Db } from '../../platform/db/database.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { findContactDetails } from '../profile/index.js';

// The people of a delegation as its services need them: their names, and the number the delegator's codes
// and messages go to.

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The person's full name from their profile; empty without one. */
export async function nameOf(db: Db, id: string): Promise<string> {
  const person = await findContactDetails(db, id);
  return person ? fullName(person) : '';
}

/** Where the delegator's codes go: their mobile number in international form, and whether it is the earlier one. */
export interface CodeDestination {
  to: string;
  earlierNumber: boolean;
}

/**
 * The number a delegator's codes and delegation messages go to, or the spec's 400 why none. The code
 * must reach the person themselves: for a few days after their phone number changed, they go to the
 * earlier number, with a word that the number changed (decision 0023), so whoever changed it cannot
 * receive the code in their place.
 */
export async function delegatorPhone(db: Db, delegatorId: string, now: number): Promise<CodeDestination> {
  const contact = await findContactDetails(db, delegatorId);
  if (!contact) throw new NotFoundError('Delegator has no profile');
  const changedRecently =
    contact.phoneChangedAt !== null &&
    now - contact.phoneChangedAt.getTime() < PHONE_CHANGE_SETTLE_DAYS * 24 * 3600_000;
  if (changedRecently && contact.previousPhoneNumber?.trim()) {
    return { to: mobileNumber(contact.previousPhoneNumber), earlierNumber: true };
  }
  if (!contact.phoneNumber?.trim()) {
    throw new BadRequestError(DELEGATOR_HAS_NO_PHONE_MESSAGE, 'NO_PHONE_NUMBER');
  }
  return { to: mobileNumber(contact.phoneNumber), earlierNumber: false };
}

/** Said in an SMS that goes to the earlier number. */
export const EARLIER_NUMBER_NOTE =
  ' Je telefoonnummer is kort geleden gewijzigd; daarom sturen we dit naar je vorige nummer.';

/**
 * A phone number as an SMS needs it: international ('+31612345601'), read as Dutch without a country code;
 * an unusable one is the spec's 400 'Gebruiker heeft een ongeldig telefoonnummer'.
 */
export function mobileNumber(raw: string, fields?: string[]): string {
  const phone = parsePhoneNumberFromString(raw, 'NL');
  if (!phone?.isValid()) {
    throw new BadRequestError(DELEGATOR_PHONE_INVALID_MESSAGE, 'INVALID_PHONE_NUMBER', fields);
  }
  return phone.number;
}
