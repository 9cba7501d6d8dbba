import { DONATION_MAX_CREDITS, DONATION_MESSAGE_MAX_LENGTH } from '@achterhoek/contracts';
import { z } from 'zod';
import { creditsAmountField } from '../../credits';

/**
 * The donation form's rules (spec 001 §2.12, §5): a whole number of credits, at least 1, at most 1000
 * (the contract's most) and never more than the person's free balance; the message is optional and fits
 * a bank transfer's text (140 characters).
 */
export function donationMax(balance: number): number {
  return Math.max(0, Math.min(DONATION_MAX_CREDITS, balance));
}

export function donationFormSchema(balance: number) {
  const max = donationMax(balance);
  return z.object({
    amount: creditsAmountField({ min: 1, max }),
    description: z
      .string()
      .trim()
      .max(DONATION_MESSAGE_MAX_LENGTH, `Maximaal ${DONATION_MESSAGE_MAX_LENGTH} tekens`),
    anonymous: z.boolean(),
  });
}

export type DonationFormValues = z.infer<ReturnType<typeof donationFormSchema>>;
