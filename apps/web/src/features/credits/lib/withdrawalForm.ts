import {
  WITHDRAWAL_DESCRIPTION_MAX_LENGTH,
  WITHDRAWAL_MAX_CREDITS,
  WITHDRAWAL_MIN_CREDITS,
} from '@achterhoek/contracts';
import { friendlyFormatIBAN } from 'ibantools';
import { z } from 'zod';
import { creditsAmountField } from './creditsAmountField';

/**
 * The withdrawal form's bounds (spec 001 §5): at least 10 and at most 1000 credits, each capped by the
 * free balance when that is lower. Never below 1: nothing is withdrawn with an empty balance.
 */
export function withdrawalBounds(balance: number): { min: number; max: number } {
  const free = Math.max(0, balance);
  return {
    min: Math.max(1, Math.min(WITHDRAWAL_MIN_CREDITS, free)),
    max: Math.min(WITHDRAWAL_MAX_CREDITS, free),
  };
}

/**
 * The form's rules for a balance: the amount is required ('Veld is verplicht'), a whole number, at least
 * 'Minimaal {n}' and at most 'Maximaal {n}' (the bounds above); the description is required and fits the
 * bank's remittance text (140 characters). The amount is text so the field is a plain number keyboard.
 */
export function withdrawalFormSchema(balance: number) {
  const { min, max } = withdrawalBounds(balance);
  return z.object({
    amount: creditsAmountField({ min, max }),
    description: remittanceDescriptionField(),
  });
}

/**
 * The description of credits paid out to a bank account: required, and it fits the bank's remittance
 * text (140 characters).
 */
export function remittanceDescriptionField() {
  return z
    .string()
    .trim()
    .min(1, 'common.fieldRequired')
    .max(WITHDRAWAL_DESCRIPTION_MAX_LENGTH, 'credits.withdraw.descriptionTooLong');
}

export type WithdrawalFormValues = z.infer<ReturnType<typeof withdrawalFormSchema>>;

/** An IBAN as people read it, in groups of four: 'NL91 ABNA 0417 1643 00'. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
