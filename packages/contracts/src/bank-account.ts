import { z } from 'zod';

/*
 * The bank account credits are paid out to (a person's current account, a charity's, the bank reserve):
 * an IBAN and the name of its holder, written the same way wherever an account shows or takes them.
 */

/** The longest holder's name a form takes. */
export const IBAN_HOLDER_MAX_LENGTH = 100;

/** An IBAN as a form sends it: trimmed, at most 42 characters (its validity is checked where it is kept). */
export const IbanTextSchema = z.string().trim().max(42);
/** The holder's name as a form sends it: trimmed, at most IBAN_HOLDER_MAX_LENGTH characters. */
export const IbanHolderTextSchema = z.string().trim().max(IBAN_HOLDER_MAX_LENGTH);

/** The account's IBAN and holder as the server shows them, each null while not set; spread into a record. */
export const BANK_ACCOUNT_FIELDS = {
  iban: z.string().nullable(),
  ibanHolder: z.string().nullable(),
};
