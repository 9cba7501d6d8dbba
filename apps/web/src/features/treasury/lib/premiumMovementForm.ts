import {
  SYSTEM_DESCRIPTION_MAX_LENGTH,
  SYSTEM_MOVEMENT_MAX_CREDITS,
  type PremiumLimits,
} from '@achterhoek/contracts';
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { creditsAmountField } from '../../credits';

/** The lowest and highest amount the form takes; `max` is 0 when there is nothing to take. */
export interface PremiumBounds {
  min: number;
  max: number;
}

/**
 * Spec 001 §5: raising the premium budget takes the configured deposit minimum and maximum; lowering it
 * takes the withdrawal minimum and maximum, both capped by what the budget holds (one cannot take out
 * more than there is, and a budget below the minimum can still be emptied). Never above the server's
 * hard ceiling of one movement.
 */
export function premiumBounds(
  direction: 'deposit' | 'withdraw',
  limits: PremiumLimits,
  balance: number,
): PremiumBounds {
  if (direction === 'deposit') {
    const max = Math.min(limits.depositMax, SYSTEM_MOVEMENT_MAX_CREDITS);
    return { min: Math.min(limits.depositMin, max), max };
  }
  const max = Math.max(0, Math.min(limits.withdrawalMax, balance, SYSTEM_MOVEMENT_MAX_CREDITS));
  return { min: Math.max(1, Math.min(limits.withdrawalMin, max)), max };
}

/**
 * The form: the amount is required ('Veld is verplicht'), a whole number within the bounds ('Minimaal
 * {n}', 'Maximaal {n}'); the description is required and at most 140 characters. The amount is typed as
 * text so the field stays a plain number keyboard without spinners.
 */
export function premiumMovementSchema({ min, max }: PremiumBounds, intl: IntlShape) {
  return z.object({
    amount: creditsAmountField({
      min,
      max,
      notWhole: 'premiumMovement.wholeNumber',
      tooFew: intl.formatMessage({ id: 'premiumMovement.min' }, { n: min }),
      tooMany: intl.formatMessage({ id: 'premiumMovement.max' }, { n: max }),
    }),
    description: z
      .string()
      .trim()
      .min(1, 'common.fieldRequired')
      .max(
        SYSTEM_DESCRIPTION_MAX_LENGTH,
        intl.formatMessage(
          { id: 'premiumMovement.descriptionTooLong' },
          { n: SYSTEM_DESCRIPTION_MAX_LENGTH },
        ),
      ),
  });
}

export interface PremiumMovementFormValues {
  amount: string;
  description: string;
}
