import {
  CHARITY_DESCRIPTION_MAX_LENGTH,
  CHARITY_GOAL_MAX_CREDITS,
  CHARITY_LOCATION_MAX_LENGTH,
  CHARITY_NAME_MAX_LENGTH,
  IBAN_HOLDER_MAX_LENGTH,
  type Charity,
  type CharityRequest,
} from '@achterhoek/contracts';
import { z } from 'zod';
import { isValidIban, normaliseIban } from '../../../lib/bank-and-phone';
import { dayjs } from '../../../lib/dayjs';

/**
 * The charity form (spec 001 §2.13). Its rules: a name and a goal are required ('Verplicht veld'); the
 * goal is a whole number of credits from 1 to a million; the campaign starts on a day and may end on a
 * later one (never before it starts); an IBAN must be valid ('Ongeldig IBAN rekeningnummer') and then
 * needs its holder ('Verplicht veld'). Dates are days (YYYY-MM-DD) in Dutch time: the campaign runs from
 * the start of its first day to the end of its last.
 */
export const charityFormSchema = z
  .object({
    name: z.string().trim().min(1, 'common.required').max(CHARITY_NAME_MAX_LENGTH, 'charities.form.tooLong'),
    goalAmount: z
      .string()
      .trim()
      .min(1, 'common.required')
      .regex(/^\d+$/, 'credits.add.wholeNumber')
      .refine((value) => Number(value) >= 1, 'Minimaal 1')
      .refine((value) => Number(value) <= CHARITY_GOAL_MAX_CREDITS, `Maximaal ${CHARITY_GOAL_MAX_CREDITS}`),
    description: z.string().trim().max(CHARITY_DESCRIPTION_MAX_LENGTH, 'charities.form.tooLong'),
    location: z
      .string()
      .trim()
      .min(1, 'common.required')
      .max(CHARITY_LOCATION_MAX_LENGTH, 'charities.form.tooLong'),
    start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'common.required'),
    end: z.string(),
    iban: z.string().trim().max(42, 'charities.form.invalidIban'),
    ibanHolder: z.string().trim().max(IBAN_HOLDER_MAX_LENGTH, 'charities.form.tooLong'),
  })
  .superRefine((values, context) => {
    if (values.end !== '' && values.end < values.start)
      context.addIssue({ code: 'custom', path: ['end'], message: 'charities.form.endBeforeStart' });
    if (values.iban !== '' && !isValidIban(values.iban))
      context.addIssue({ code: 'custom', path: ['iban'], message: 'charities.form.invalidIban' });
    if (values.iban !== '' && values.ibanHolder === '')
      context.addIssue({ code: 'custom', path: ['ibanHolder'], message: 'common.required' });
  });

export type CharityFormValues = z.infer<typeof charityFormSchema>;

const day = (iso: string) => dayjs(iso).tz('Europe/Amsterdam').format('YYYY-MM-DD');

/** The form's values for a charity (empty for a new one, starting today). */
export function charityFormValues(charity: Charity | undefined, today: string): CharityFormValues {
  return {
    name: charity?.name ?? '',
    goalAmount: charity ? String(charity.goalAmount) : '',
    description: charity?.description ?? '',
    location: charity?.location.label ?? '',
    start: charity ? day(charity.campaignStartTime) : today,
    end: charity?.campaignEndTime ? day(charity.campaignEndTime) : '',
    iban: charity?.account?.iban ?? '',
    ibanHolder: charity?.account?.ibanHolder ?? '',
  };
}

/** The first moment of a day in Dutch time, as an instant with its offset. */
export function startOfDay(date: string): string {
  return dayjs.tz(date, 'Europe/Amsterdam').startOf('day').format();
}

/** The last moment of a day in Dutch time. */
export function endOfDay(date: string): string {
  return dayjs.tz(date, 'Europe/Amsterdam').endOf('day').millisecond(0).format();
}

/** The request for the form's values; the point of a location already on the charity is kept. */
export function charityRequest(values: CharityFormValues, existing?: Charity): CharityRequest {
  const iban = values.iban === '' ? null : normaliseIban(values.iban);
  const point = existing && existing.location.label === values.location ? existing.location.point : null;
  return {
    name: values.name.trim(),
    goalAmount: Number(values.goalAmount),
    description: values.description.trim(),
    location: { label: values.location.trim(), point },
    campaignStartTime: startOfDay(values.start),
    campaignEndTime: values.end === '' ? null : endOfDay(values.end),
    ...(existing ? {} : { iban, ibanHolder: iban ? values.ibanHolder.trim() : null }),
  };
}
