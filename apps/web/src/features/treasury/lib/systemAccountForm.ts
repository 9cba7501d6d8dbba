import { z } from 'zod';
import { isValidIban } from '../../../lib/bank-and-phone';

/**
 * The system settings (spec 001 §5): IBAN and holder both required ('Veld is verplicht'), the IBAN valid
 * ('Ongeldig IBAN rekeningnummer'). Messages are catalogue ids, turned into Dutch under the field.
 */
export const systemAccountFormSchema = z.object({
  iban: z
    .string()
    .trim()
    .min(1, 'common.fieldRequired')
    .max(42, 'account.invalidIban')
    .refine(isValidIban, 'account.invalidIban'),
  ibanHolder: z.string().trim().min(1, 'common.fieldRequired').max(100, 'systemSettings.holderTooLong'),
});

export type SystemAccountFormValues = z.infer<typeof systemAccountFormSchema>;
