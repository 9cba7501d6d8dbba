import { CHARITY_WITHDRAWAL_MAX_CREDITS } from '@achterhoek/contracts';
import { z } from 'zod';
import { creditsAmountField, remittanceDescriptionField } from '../../credits';

/**
 * The charity payout form's rules: the amount is required ('Veld is verplicht'), a whole number, at least 1
 * and at most what the charity's account holds (and never above the largest payout one request may ask);
 * the description is required and fits the bank's remittance text. The amount is text so the field is a
 * plain number keyboard.
 */
export function charityPayoutFormSchema(balance: number) {
  const max = Math.min(Math.max(0, balance), CHARITY_WITHDRAWAL_MAX_CREDITS);
  return z.object({
    amount: creditsAmountField({ min: 1, max }),
    description: remittanceDescriptionField(),
  });
}

export type CharityPayoutFormValues = z.infer<ReturnType<typeof charityPayoutFormSchema>>;
