import { z } from 'zod';

interface CreditsAmountRules {
  min: number;
  max: number;
  /** The text when the amount is below `min`; 'Minimaal {min}' unless told. */
  tooFew?: string;
  /** The text when the amount is above `max`; 'Maximaal {max}' unless told. */
  tooMany?: string;
  /** The text when the field holds no whole number. */
  notWhole?: string;
}

/**
 * An amount of credits in a form: required ('Veld is verplicht'), a whole number, at least `min` and at
 * most `max`. It is typed as text so the field stays a plain number keyboard without spinners (spec 001
 * §5 gives each form its bounds).
 */
export function creditsAmountField({
  min,
  max,
  tooFew = `Minimaal ${min}`,
  tooMany = `Maximaal ${max}`,
  notWhole = 'credits.add.wholeNumber',
}: CreditsAmountRules) {
  return z
    .string()
    .trim()
    .min(1, 'common.fieldRequired')
    .regex(/^-?\d+$/, notWhole)
    .refine((value) => Number(value) >= min, tooFew)
    .refine((value) => Number(value) <= max, tooMany);
}
