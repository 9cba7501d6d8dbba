import { DEPOSIT_MAX_CREDITS, DEPOSIT_MIN_CREDITS } from '@achterhoek/contracts';
import { z } from 'zod';
import { creditsAmountField } from './creditsAmountField';

/**
 * The purchase form (spec 001 §5): the amount is required ('Veld is verplicht'), a whole number, at least
 * 10 ('Minimaal 10') and at most 1000 ('Maximaal 1000'); the description is required. The amount is
 * typed as text so the field stays a plain number keyboard without spinners.
 */
export const addCreditsFormSchema = z.object({
  amount: creditsAmountField({
    min: DEPOSIT_MIN_CREDITS,
    max: DEPOSIT_MAX_CREDITS,
    tooFew: 'credits.add.min',
    tooMany: 'credits.add.max',
  }),
  description: z.string().trim().min(1, 'common.fieldRequired').max(200, 'credits.add.descriptionTooLong'),
});

export type AddCreditsFormValues = z.infer<typeof addCreditsFormSchema>;

/** The amount as a whole number of credits, or null while the field does not hold one. */
export function amountOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
