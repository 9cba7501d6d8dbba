import type { FastifyInstance } from 'fastify';
import { mailEndpoints } from '@achterhoek/contracts';
import { hasRole, identityOf } from '../auth/plugin.js';
import type { Db } from '../db/database.js';
import { ForbiddenError } from '../errors.js';
import { route } from '../http/route.js';
import { isoInAmsterdam } from '../local-time.js';
import { recentMail } from './mailer.js';

/**
 * GET /api/mail-messages ('E-mailberichten'): the mails the app recorded, newest first, for admins only
 * (the person signed in, not someone they act for); anyone else gets 403.
 */
export function registerMailRoutes(app: FastifyInstance, db: Db): void {
  route(app, mailEndpoints.mailOutbox, async ({ query, request }) => {
    if (!hasRole(identityOf(request).actor, 'admin')) throw new ForbiddenError('Admins only');
    const rows = await recentMail(db, query.maxResults);
    return {
      data: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        attachments: row.attachments,
        status: row.status,
        createdTime: isoInAmsterdam(row.createdAt.getTime()),
      })),
    };
  });
}
