import type { Address } from '@achterhoek/contracts';
import { z } from 'zod';
import type { MessageId } from '../i18n/nl';
import { isValidPhone } from './bank-and-phone';
import { isNotInFuture, isValidEmail } from './validation';

/**
 * The person form: the fields the registration wizard, the account page, the new-delegator wizard and
 * the onboarding page ask about a person (each page some of them), with the rules they share. Empty
 * strings and null stand for "not filled in".
 */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string | null;
  address: Address | null;
}

export type PersonField = keyof PersonValues;

/** The zod shape of every person field: each accepted as it is; a page's rules run in one refinement. */
export const personFieldShapes = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  dateOfBirth: z.string().nullable(),
  // Always a geocoder suggestion's address; the page's rules check what matters.
  address: z.custom<Address>().nullable(),
};

export interface FieldIssue<Field extends string> {
  field: Field;
  /** A catalogue id shown under the field, or null when the page says it otherwise (an alert). */
  message: MessageId | null;
}

/**
 * A form's zod schema from its fields and its rules: every field is accepted as it is and all rules run in
 * one refinement, so the user sees every problem at once and a wizard step can check its own fields.
 */
export function formSchema<Shape extends z.ZodRawShape, Field extends string>(
  shape: Shape,
  issues: (values: z.output<z.ZodObject<Shape>>) => ReadonlyArray<FieldIssue<Field>>,
) {
  return z.object(shape).superRefine((values, context) => {
    for (const issue of issues(values)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message ?? '' });
    }
  });
}

/** First and last name must be filled in; `required` is the page's text for a missing one. */
export function nameIssues(
  values: Pick<PersonValues, 'firstName' | 'lastName'>,
  required: MessageId,
): Array<{ field: 'firstName' | 'lastName'; message: MessageId }> {
  const issues: Array<{ field: 'firstName' | 'lastName'; message: MessageId }> = [];
  if (!values.firstName.trim()) issues.push({ field: 'firstName', message: required });
  if (!values.lastName.trim()) issues.push({ field: 'lastName', message: required });
  return issues;
}

/**
 * A well-formed e-mail ('Ongeldig email adres'). With `required`, an empty one says that text instead;
 * without it, an empty one is simply not well formed.
 */
export function emailIssue(email: string, required?: MessageId): MessageId | null {
  if (required && !email.trim()) return required;
  return isValidEmail(email) ? null : 'common.invalidEmail';
}

/**
 * A phone number valid for the country of the home address, read as Dutch without one ('Ongeldig
 * nummer'). With `required`, an empty one says that text; without it, an empty one is fine.
 */
export function phoneIssue(
  phone: string,
  { countryCode, required }: { countryCode?: string | null | undefined; required?: MessageId } = {},
): MessageId | null {
  if (!phone.trim()) return required ?? null;
  return isValidPhone(phone, countryCode) ? null : 'account.invalidPhone';
}

/**
 * A birth date not after today ('De datum mag niet na vandaag liggen.'). With `required`, an empty one
 * says that text (without it, an empty one is fine); with `notBefore`, an earlier one says 'Kies een
 * datum tussen 01-01-1920 en vandaag.'.
 */
export function birthDateIssue(
  dateOfBirth: string | null,
  today: Date,
  { required, notBefore }: { required?: MessageId; notBefore?: string } = {},
): MessageId | null {
  if (!dateOfBirth) return required ?? null;
  if (notBefore && dateOfBirth < notBefore) return 'dateOfBirth.outOfRange';
  return isNotInFuture(dateOfBirth, today) ? null : 'dateOfBirth.future';
}

/** A home address needs a locality and the two coordinates of a chosen suggestion. */
export function hasUsableAddress(address: Address | null): address is Address {
  return Boolean(address?.locality.trim()) && address?.location.coordinates.length === 2;
}
