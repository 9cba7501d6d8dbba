import { rolesOnly } from '../access';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { MailMessageListSchema, MailOutboxQuerySchema } from '../mail';

/** The platform's mail: the outbox admins read ('E-mailberichten'). */
export const mailEndpoints = {
  /** Admins: the e-mails the app recorded, newest first; 403 for anyone else. */
  mailOutbox: endpoint({
    method: 'GET',
    path: '/api/mail-messages',
    summary: 'The e-mail outbox (admins)',
    tags: ['mail'],
    query: MailOutboxQuerySchema,
    response: MailMessageListSchema,
    errors: [400, 401, 403],
    limits: {},
    access: rolesOnly('admin'),
  }),
} as const satisfies Record<string, EndpointDefinition>;
