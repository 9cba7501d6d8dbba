import {
  DATE_OF_BIRTH_MIN,
  DELEGATOR_PHONE_INVALID_MESSAGE,
  type CreateDelegatorRequest,
} from '@achterhoek/contracts';
import { z } from 'zod';
import type { MessageId } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-error';
import { phoneForStorage } from '../../../lib/bank-and-phone';
import { serverFieldNames } from '../../../lib/form-errors';
import {
  birthDateIssue,
  emailIssue,
  formSchema,
  hasUsableAddress,
  nameIssues,
  personFieldShapes,
  phoneIssue,
  type PersonValues,
} from '../../../lib/person-form';
import { dutchServerMessage } from './delegationState';

/**
 * /delegators/new (spec 000 §2 Delegation screens: a new-account wizard of at most 4 steps): 1 name and
 * e-mail, 2 mobile number and birth date, 3 home address, 4 the consents the caregiver confirms.
 */
export const NEW_DELEGATOR_STEPS = 4;
export type NewDelegatorStep = 1 | 2 | 3 | 4;

/** What the wizard asks: the person form and the consents; empty strings and null stand for "not filled in". */
export interface NewDelegatorValues extends PersonValues {
  acceptedTerms: boolean;
  safetyGuidelines: boolean;
  olderThanSixteen: boolean;
}

export type NewDelegatorField = keyof NewDelegatorValues;

export const emptyNewDelegator: NewDelegatorValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: null,
  address: null,
  acceptedTerms: false,
  safetyGuidelines: false,
  olderThanSixteen: false,
};

/** The fields each step checks before the next one. */
export const newDelegatorStepFields: Record<NewDelegatorStep, NewDelegatorField[]> = {
  1: ['firstName', 'lastName', 'email'],
  2: ['phoneNumber', 'dateOfBirth'],
  3: ['address'],
  4: ['acceptedTerms', 'safetyGuidelines', 'olderThanSixteen'],
};

export const CONSENT_FIELDS = newDelegatorStepFields[4];

/** The step that asks for a field, to go back to when the server refused it. */
export function stepOfField(field: NewDelegatorField): NewDelegatorStep {
  const steps = [1, 2, 3, 4] as const;
  return steps.find((step) => newDelegatorStepFields[step].includes(field)) ?? 1;
}

export interface NewDelegatorIssue {
  field: NewDelegatorField;
  message: MessageId;
}

/**
 * Every rule of the wizard, with the account page's texts (spec 000 §5): names, e-mail, mobile number,
 * birth date and home address are required ('Veld is verplicht'); the e-mail must be well formed
 * ('Ongeldig email adres') and the number valid, read as Dutch unless it starts with a country code
 * ('Ongeldig nummer'), as the server reads it. The birth date lies between 1920-01-01 and today: without
 * it the profile would count as incomplete. The three consents must be confirmed ('Je moet akkoord gaan
 * met de voorwaarden om verder te gaan.').
 */
export function newDelegatorIssues(values: NewDelegatorValues, today = new Date()): NewDelegatorIssue[] {
  const issues: NewDelegatorIssue[] = nameIssues(values, 'common.fieldRequired');
  const add = (field: NewDelegatorField, message: MessageId | null) => {
    if (message) issues.push({ field, message });
  };
  add('email', emailIssue(values.email, 'common.fieldRequired'));
  add('phoneNumber', phoneIssue(values.phoneNumber, { required: 'common.fieldRequired' }));
  add(
    'dateOfBirth',
    birthDateIssue(values.dateOfBirth, today, {
      required: 'common.fieldRequired',
      notBefore: DATE_OF_BIRTH_MIN,
    }),
  );
  if (!hasUsableAddress(values.address)) add('address', 'common.fieldRequired');
  for (const field of CONSENT_FIELDS) {
    if (!values[field]) add(field, 'delegation.new.consentRequired');
  }
  return issues;
}

/** Zod schema for react-hook-form: all rules in one refinement, so each step can check its own fields. */
export const newDelegatorSchema = formSchema(
  {
    ...personFieldShapes,
    acceptedTerms: z.boolean(),
    safetyGuidelines: z.boolean(),
    olderThanSixteen: z.boolean(),
  },
  (values) => newDelegatorIssues(values),
);

/**
 * The person who delegates is a passenger: the caregiver plans and books their trips, and a delegation
 * is only ever asked for a passenger (the search on /delegators/add finds passengers only).
 */
const NEW_DELEGATOR_ROLE = 'passenger';

/** POST /delegators from the wizard's answers, tidied; only called when every step is valid. */
export function createDelegatorRequest(values: NewDelegatorValues): CreateDelegatorRequest {
  if (!values.address) throw new Error('The wizard is not complete');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    // E.164, as the server keeps it ("06 12345678" becomes "+31612345678").
    phoneNumber: phoneForStorage(values.phoneNumber),
    dateOfBirth: values.dateOfBirth,
    address: values.address,
    userRole: NEW_DELEGATOR_ROLE,
    consent: {
      acceptedTerms: values.acceptedTerms,
      olderThanSixteen: values.olderThanSixteen,
      safetyGuidelines: values.safetyGuidelines,
    },
  };
}

/** The notification after a refusal: a text of the catalogue, or the server's own Dutch message. */
export type NewDelegatorNotice = { id: MessageId } | { serverMessage: string };

export interface NewDelegatorFailure {
  notice: NewDelegatorNotice;
  /** The fields the server refused, each with the message to show under it. */
  fields: Array<{ field: NewDelegatorField; message: string }>;
}

const GENERAL_ERROR: NewDelegatorNotice = { id: 'delegation.new.error' };
const KNOWN_FIELDS: readonly NewDelegatorField[] = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'address',
];

/** Under a field the server refused (400 with `fields`): the account page's texts. */
function refusedFieldMessage(field: NewDelegatorField): MessageId {
  switch (field) {
    case 'email':
      return 'common.invalidEmail';
    case 'phoneNumber':
      return 'account.invalidPhone';
    default:
      return 'account.invalidValue';
  }
}

/**
 * What the wizard says when the account was not made (spec 000 §8): 409, somebody has an account with
 * that e-mail ('Er bestaat al een account met dit e-mailadres.', under the e-mail too); 400, the server's
 * Dutch message (the invalid phone number) or the catalogue's, with the refused fields marked; 451, the
 * consents ('Ga akkoord met de gevraagde voorwaarden.'). Anything else: 'Fout bij het aanvragen van de
 * machtiging'. The server's English messages (for developers) are never shown.
 */
export function newDelegatorFailure(error: unknown, format: (id: MessageId) => string): NewDelegatorFailure {
  if (!isApiError(error)) return { notice: GENERAL_ERROR, fields: [] };
  switch (error.status) {
    case 409: {
      const message =
        error.message === format('delegation.new.emailTaken')
          ? error.message
          : format('delegation.new.emailTaken');
      return { notice: { serverMessage: message }, fields: [{ field: 'email', message }] };
    }
    case 451:
      return { notice: { id: 'registration.finish.consent' }, fields: [] };
    case 429: {
      // A limit reached (accounts made today, SMS to the number): the server's Dutch message says when.
      const dutch = dutchServerMessage(error);
      return { notice: dutch ? { serverMessage: dutch } : GENERAL_ERROR, fields: [] };
    }
    case 400: {
      const dutch = dutchServerMessage(error);
      const refused = serverFieldNames(error.fields, KNOWN_FIELDS);
      if (error.message === DELEGATOR_PHONE_INVALID_MESSAGE && !refused.includes('phoneNumber')) {
        refused.push('phoneNumber');
      }
      return {
        notice: dutch ? { serverMessage: dutch } : GENERAL_ERROR,
        fields: refused.map((field) => ({ field, message: format(refusedFieldMessage(field)) })),
      };
    }
    default:
      return { notice: GENERAL_ERROR, fields: [] };
  }
}
