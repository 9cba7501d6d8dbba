import type { UseFormSetError } from 'react-hook-form';
import { serverFieldNames } from '../../../lib/form-errors';

/** A form that moves an amount of credits with a description. */
interface AmountAndDescription {
  amount: string;
  description: string;
}

/** The form's fields by the request's names. */
const formFieldOf = { amountCredits: 'amount', description: 'description' } as const;

/**
 * When the server refuses a money request as invalid (400) and names its fields, each named field says
 * `message` under it, and the first of them takes the focus.
 */
export function markRefusedMoneyFields(
  setError: UseFormSetError<AmountAndDescription>,
  fields: readonly string[],
  message: string,
): void {
  serverFieldNames(fields, ['amountCredits', 'description'] as const).forEach((field, index) =>
    setError(formFieldOf[field], { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
