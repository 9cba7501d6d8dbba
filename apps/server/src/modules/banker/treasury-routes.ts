import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bankerTreasuryEndpoints as calls } from '@achterhoek/contracts';
import { identityOf, requireRole } from '../../platform/auth/plugin.js';
import type { Db } from '../../platform/db/database.js';
import { ForbiddenError } from '../../platform/errors.js';
import { route, sendAlternative } from '../../platform/http/route.js';
import { painOfBatch, mailPain } from './pain-service.js';
import {
  createPaymentBatch,
  paymentBatch,
  paymentBatches,
  settlePaymentBatch,
} from './payment-batch-service.js';
import { allWithdrawals, rejectWithdrawal } from './treasury-service.js';
import type { WithdrawalDeps } from './withdrawal-service.js';

export interface TreasuryRouteDeps extends WithdrawalDeps {
  db: Db;
}

const treasurerOrAdmin = requireRole('treasurer', 'admin');

/**
 * Only a treasurer or an admin acting as themselves (spec 001 §7): the subject's role (requireRole), and
 * no delegation: a caregiver acting for somebody, even for a treasurer, is refused (403). (A delegated
 * subject carries no roles today; the second check keeps the rule should that ever change.)
 */
export async function treasurerAsThemselves(request: FastifyRequest): Promise<void> {
  await treasurerOrAdmin(request);
  const { actor, subject } = identityOf(request);
  if (actor.id !== subject.id) throw new ForbiddenError();
}

const guarded = { preHandler: treasurerAsThemselves };

/** The treasury's calls (spec 001 §7): everybody's withdrawals and the payout batches, each from its contract. */
export function registerTreasuryRoutes(app: FastifyInstance, deps: TreasuryRouteDeps): void {
  const { db, clock } = deps;

  route(app, calls.withdrawals, async ({ query }) => allWithdrawals(db, query), guarded);

  route(
    app,
    calls.cancelWithdrawal,
    async ({ params, query }) => {
      await rejectWithdrawal(db, deps, params.id, query.reason);
    },
    guarded,
  );

  route(app, calls.paymentBatches, async ({ query }) => paymentBatches(db, query), guarded);

  route(
    app,
    calls.createPaymentBatch,
    async ({ request }) => createPaymentBatch(db, clock, identityOf(request).actor),
    guarded,
  );

  // JSON by default; format=PAIN.001 answers the SEPA file to save (`<orderReference>.xml`).
  route(
    app,
    calls.paymentBatch,
    async ({ params, query, reply }) => {
      if (query.format === 'JSON') return paymentBatch(db, params.id);
      const file = await painOfBatch(db, clock, params.id, false);
      return sendAlternative(reply, calls.paymentBatch, file.xml, file.filename);
    },
    guarded,
  );

  route(
    app,
    calls.settlePaymentBatch,
    async ({ request, params, body }) =>
      settlePaymentBatch(db, clock, identityOf(request).actor, params.id, body),
    guarded,
  );

  route(
    app,
    calls.mailPain,
    async ({ request, params, query }) =>
      mailPain(db, clock, app.mailer, identityOf(request).actor, params.id, query.pendingOnly),
    guarded,
  );
}
