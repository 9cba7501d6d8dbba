import { DATE_OF_BIRTH_MIN } from '@achterhoek/contracts';
import type { z } from 'zod';
import { dayjs } from '../../../lib/dayjs';
import { formSchema, personFieldShapes } from '../../../lib/person-form';

/**
 * Spec 000 §5: a date of birth from 1920-01-01 up to today, stored as YYYY-MM-DD; 'Verplicht veld' when
 * it is required and missing.
 */
export function dateOfBirthIssue(
  value: string | null,
  today = new Date(),
): 'common.required' | 'dateOfBirth.invalid' | 'dateOfBirth.outOfRange' | null {
  if (!value) return 'common.required';
  const date = dayjs(value, 'YYYY-MM-DD', true);
  if (!date.isValid()) return 'dateOfBirth.invalid';
  if (date.isBefore(dayjs(DATE_OF_BIRTH_MIN), 'day') || date.isAfter(dayjs(today), 'day')) {
    return 'dateOfBirth.outOfRange';
  }
  return null;
}

export const onboardingSchema = formSchema({ dateOfBirth: personFieldShapes.dateOfBirth }, (values) => {
  const issue = dateOfBirthIssue(values.dateOfBirth);
  return issue ? [{ field: 'dateOfBirth', message: issue }] : [];
});
export type OnboardingValues = z.infer<typeof onboardingSchema>;
