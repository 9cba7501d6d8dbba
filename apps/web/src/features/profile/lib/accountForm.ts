import type { BankerAccount, Profile, UpdateAccountRequest } from '@achterhoek/contracts';
import { z } from 'zod';
import type { MessageId } from '../../../i18n/nl';
import { formatPhone, isValidIban, normaliseIban, phoneForStorage } from '../../../lib/bank-and-phone';
import {
  birthDateIssue,
  emailIssue,
  formSchema,
  nameIssues,
  personFieldShapes,
  phoneIssue,
  type PersonValues,
} from '../../../lib/person-form';

/** What the account form edits: the person form and the bank account; empty strings stand for "not filled in". */
export interface AccountFormValues extends PersonValues {
  iban: string;
  ibanHolder: string;
}

export type AccountField = keyof AccountFormValues;
export const accountFields: readonly AccountField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'iban',
  'ibanHolder',
  'dateOfBirth',
  'address',
];

export interface FieldIssue {
  field: AccountField;
  message: MessageId;
}

/**
 * The account rules (spec 000 §5, spec 001 §5): names required ('Veld is verplicht'), a well-formed
 * e-mail ('Ongeldig email adres'), a phone number valid for the address country, default NL
 * ('Ongeldig nummer'), a valid IBAN ('Ongeldig IBAN rekeningnummer') with a holder when given, a birth
 * date not after today and a home address.
 */
export function accountIssues(values: AccountFormValues, today = new Date()): FieldIssue[] {
  const issues: FieldIssue[] = nameIssues(values, 'common.fieldRequired');
  const email = emailIssue(values.email);
  if (email) issues.push({ field: 'email', message: email });
  const phone = phoneIssue(values.phoneNumber, { countryCode: values.address?.countryCode });
  if (phone) issues.push({ field: 'phoneNumber', message: phone });
  const hasIban = Boolean(values.iban.trim());
  if (hasIban && !isValidIban(values.iban)) issues.push({ field: 'iban', message: 'account.invalidIban' });
  if (hasIban && !values.ibanHolder.trim())
    issues.push({ field: 'ibanHolder', message: 'common.fieldRequired' });
  const dateOfBirth = birthDateIssue(values.dateOfBirth, today);
  if (dateOfBirth) issues.push({ field: 'dateOfBirth', message: dateOfBirth });
  if (!values.address) issues.push({ field: 'address', message: 'common.fieldRequired' });
  return issues;
}

/**
 * The form's zod schema. Every field is accepted as it is and all rules run in one refinement, so the
 * user sees every problem at once instead of the name errors first.
 */
export const accountFormSchema = formSchema(
  {
    firstName: personFieldShapes.firstName,
    lastName: personFieldShapes.lastName,
    email: personFieldShapes.email,
    phoneNumber: personFieldShapes.phoneNumber,
    iban: z.string(),
    ibanHolder: z.string(),
    dateOfBirth: personFieldShapes.dateOfBirth,
    address: personFieldShapes.address,
  },
  (values) => accountIssues(values),
);

/** The bank account the form shows: the banker's current account, the one owner of IBAN and holder. */
export type BankAccountFields = Pick<BankerAccount, 'iban' | 'ibanHolder'>;

export function accountFormValues(
  profile: Profile,
  bank: BankAccountFields | null = null,
): AccountFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.phoneNumber ? formatPhone(profile.phoneNumber, profile.address?.countryCode) : '',
    iban: bank?.iban ?? '',
    ibanHolder: bank?.ibanHolder ?? '',
    dateOfBirth: profile.dateOfBirth,
    address: profile.address,
  };
}

/**
 * The whole profile with the form's values, tidied: trimmed and the phone number in E.164, as the server
 * keeps it (the form shows it the Dutch way, "06 12345678"). The bank fields are not the profile's: they
 * go to the banker (`bankAccountOf`).
 */
export function applyAccountForm(profile: Profile, values: AccountFormValues): Profile {
  const phone = values.phoneNumber.trim();
  return {
    ...profile,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: phone ? phoneForStorage(phone, values.address?.countryCode) : null,
    dateOfBirth: values.dateOfBirth,
    address: values.address,
  };
}

/**
 * The IBAN and holder for the banker's `PUT /users/me/account`: the IBAN without spaces in capitals; no
 * IBAN clears the holder too (the banker keeps a holder only with an IBAN).
 */
export function bankAccountOf(values: AccountFormValues): UpdateAccountRequest {
  const iban = values.iban.trim();
  return iban
    ? { iban: normaliseIban(iban), ibanHolder: values.ibanHolder.trim() || null }
    : { iban: null, ibanHolder: null };
}

/** The message under a field the server refused (400 with `fields`). */
export function serverIssueMessage(field: AccountField): MessageId {
  switch (field) {
    case 'phoneNumber':
      return 'account.invalidPhone';
    case 'iban':
      return 'account.invalidIban';
    case 'email':
      return 'common.invalidEmail';
    default:
      return 'account.invalidValue';
  }
}
