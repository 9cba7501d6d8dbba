import { z } from 'zod';
import { maxResultsQuerySchema } from './common';
import { OffsetDateTimeSchema } from './limits';

/** How a mail left: kept in the outbox for admins only, sent over SMTP, not sent yet, or failed. */
export const MailStatusSchema = z.enum(['PENDING', 'KEPT', 'SENT', 'FAILED']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/**
 * An e-mail as the app recorded it (admins see them under 'E-mailberichten'; the demo and the journeys
 * read password-reset links there). `text` is null for a mail sent over SMTP: its text is not kept.
 */
export const MailMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  status: MailStatusSchema,
  createdTime: OffsetDateTimeSchema,
});
export type MailMessage = z.infer<typeof MailMessageSchema>;
export const MailMessageListSchema = z.object({ data: z.array(MailMessageSchema) });

/** Page size of the mail outbox: the newest `maxResults` mails (at most 200). */
export const MailOutboxQuerySchema = z.object({
  maxResults: maxResultsQuerySchema(200, 50),
});
