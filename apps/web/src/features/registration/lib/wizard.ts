import {
  UserRoleSchema,
  type Address,
  type CreateProfileRequest,
  type UserRole,
} from '@achterhoek/contracts';
import { z } from 'zod';
import type { MessageId } from '../../../i18n/nl';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import {
  emailIssue,
  formSchema,
  hasUsableAddress,
  type FieldIssue,
  nameIssues,
  personFieldShapes,
} from '../../../lib/person-form';

/** Spec 000 §2: 0 welcome and consent, 1 terms, 2 home address, 3 role, 4 finishing. */
export const WIZARD_STEPS = 5;
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** Spec 000 §9: after creating the profile the landing route follows after 4 seconds. */
export const REDIRECT_AFTER_CREATE_MS = 4000;

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  safetyGuidelines: boolean;
  olderThanSixteen: boolean;
  acceptedTerms: boolean;
  address: Address | null;
  userRole: UserRole | null;
}

export type RegistrationField = keyof RegistrationValues;

/** The fields each step checks before the next one. */
export const stepFields: Record<Exclude<WizardStep, 4>, RegistrationField[]> = {
  0: ['firstName', 'lastName', 'email', 'safetyGuidelines', 'olderThanSixteen'],
  1: ['acceptedTerms'],
  2: ['address'],
  3: ['userRole'],
};

/** Shown under the field; the consent checkboxes have none (the step's alert says it). */
export type RegistrationIssue = FieldIssue<RegistrationField>;

/** Every rule of the wizard (spec 000 §5 registration). */
export function registrationIssues(values: RegistrationValues): RegistrationIssue[] {
  const issues: RegistrationIssue[] = nameIssues(values, 'common.required');
  const email = emailIssue(values.email, 'common.required');
  if (email) issues.push({ field: 'email', message: email });
  if (!values.safetyGuidelines) issues.push({ field: 'safetyGuidelines', message: null });
  if (!values.olderThanSixteen) issues.push({ field: 'olderThanSixteen', message: null });
  if (!values.acceptedTerms) issues.push({ field: 'acceptedTerms', message: null });
  if (!hasUsableAddress(values.address)) issues.push({ field: 'address', message: 'common.required' });
  if (!values.userRole) issues.push({ field: 'userRole', message: null });
  return issues;
}

export function stepIssues(values: RegistrationValues, step: Exclude<WizardStep, 4>): RegistrationIssue[] {
  const fields = stepFields[step];
  return registrationIssues(values).filter((issue) => fields.includes(issue.field));
}

/** Zod schema for react-hook-form: all rules in one refinement so each step can trigger its fields. */
export const registrationSchema = formSchema(
  {
    firstName: personFieldShapes.firstName,
    lastName: personFieldShapes.lastName,
    email: personFieldShapes.email,
    safetyGuidelines: z.boolean(),
    olderThanSixteen: z.boolean(),
    acceptedTerms: z.boolean(),
    address: personFieldShapes.address,
    userRole: UserRoleSchema.nullable(),
  },
  registrationIssues,
);

/** POST /profiles from the wizard's answers; only called when every step is valid. */
export function createProfileRequest(
  values: RegistrationValues,
  id: string | undefined,
): CreateProfileRequest {
  if (!values.address || !values.userRole) throw new Error('The wizard is not complete');
  return {
    id,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    address: values.address,
    userRole: values.userRole,
    consent: {
      acceptedTerms: values.acceptedTerms,
      olderThanSixteen: values.olderThanSixteen,
      safetyGuidelines: values.safetyGuidelines,
    },
  };
}

export type CreationOutcome =
  | { kind: 'created' }
  | { kind: 'exists' }
  | { kind: 'failed'; message: MessageId }
  | { kind: 'failedWithText'; text: string };

/** Spec 000 §8 profile creation: what the finishing step says for a result. */
export function creationOutcome(error: unknown): CreationOutcome {
  if (!error) return { kind: 'created' };
  if (!isApiError(error)) return { kind: 'failed', message: 'common.networkError' };
  switch (error.status) {
    case 409:
      return { kind: 'exists' };
    case 422:
      return { kind: 'failed', message: 'registration.finish.missingData' };
    case 451:
      return { kind: 'failed', message: 'registration.finish.consent' };
    case NETWORK_ERROR_STATUS:
      return { kind: 'failed', message: 'common.networkError' };
    default:
      return error.message && error.code !== 'INVALID_RESPONSE'
        ? { kind: 'failedWithText', text: error.message }
        : { kind: 'failed', message: 'common.networkError' };
  }
}
