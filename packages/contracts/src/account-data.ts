import { z } from 'zod';

/**
 * A person's own data (issue 32): everything the app holds about the caller as one JSON document, and
 * the removal of their account. Each module gives its part; the document names the parts by module.
 */

/** The version of the export's shape, so a reader of an old download knows what it holds. */
export const ACCOUNT_DATA_FORMAT = 'achterhoek-mobiel/account-data/1';

/** What one module holds about the person: its own records, as lists of plain objects. */
const ModulePartSchema = z.record(z.string(), z.unknown());

export const AccountDataExportSchema = z.object({
  format: z.literal(ACCOUNT_DATA_FORMAT),
  exportedAt: z.string(),
  userId: z.string(),
  /** One part per module (profile, identity, planner, rideshare, communicator, delegation, banker, images). */
  parts: z.record(z.string(), ModulePartSchema),
});
export type AccountDataExport = z.infer<typeof AccountDataExportSchema>;

/** The words the person types (or the app sends for them) to confirm that the account goes for good. */
export const ACCOUNT_REMOVAL_CONFIRMATION = 'VERWIJDEREN';

export const RemoveAccountRequestSchema = z.strictObject({
  confirmation: z.literal(ACCOUNT_REMOVAL_CONFIRMATION),
});
export type RemoveAccountRequest = z.infer<typeof RemoveAccountRequestSchema>;

/** The code of the 409 while something still stands in the way of removing the account. */
export const ACCOUNT_NOT_REMOVABLE = 'ACCOUNT_NOT_REMOVABLE';

/** The name others see where a removed person's records stay (bookings, rides, messages, the books). */
export const REMOVED_USER_NAME = { givenName: 'Verwijderde', familyName: 'gebruiker' } as const;
