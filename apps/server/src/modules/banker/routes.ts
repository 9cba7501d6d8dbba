import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  ApiErrorSchema,
  BankerSettingsSchema,
  BankerUserSchema,
  CreateDepositRequestSchema,
  CreateDepositResponseSchema,
  DepositEventRequestSchema,
  DepositEventResponseSchema,
  PagedStatementsSchema,
  StatementsQuerySchema,
  UpdateAccountRequestSchema,
} from '@achterhoek/contracts';
import { subjectOf, hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { ForbiddenError, invalidFields } from '../../platform/errors.js';
import { ensureUser } from './accounts.js';
import { createDeposit, depositEvent, type DepositDeps } from './deposits.js';
import { accountById, statements, updateAccountHolder } from './repository.js';

const BASE = '/api/banker';
const E = ApiErrorSchema;
const security = [{ bearer: [] }];
const tags = ['banker'];
const NoContent = z.null().describe('No content');

export interface BankerRouteDeps extends DepositDeps {
  creditsEnabled: boolean;
}

/**
 * With credits switched off (spec 000 §1) the users' own credit calls answer 403; treasurers and
 * administrators keep them, as the banker still runs for them.
 */
function creditsUser(request: FastifyRequest, deps: BankerRouteDeps): AuthUser {
  const user = subjectOf(request);
  if (!deps.creditsEnabled && !hasRole(user, 'treasurer') && !hasRole(user, 'admin')) {
    throw new ForbiddenError('Credits zijn uitgeschakeld', 'CREDITS_DISABLED');
  }
  return user;
}

const party = (user: AuthUser) => ({
  managedIdentity: user.id,
  name: user.fullName,
  email: user.email ?? null,
});

/** The banker service's user calls (spec 001 §7 Banker rows for settings, users/me, statements, deposits). */
export function registerBankerRoutes(app: FastifyInstance, deps: BankerRouteDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${BASE}/settings`,
    {
      schema: {
        tags,
        security,
        summary: 'The exchange rate: euro cents per credit',
        response: { 200: BankerSettingsSchema, 401: E },
      },
    },
    async (request) => {
      subjectOf(request);
      return { exchangeRate: deps.exchangeRateCents };
    },
  );

  typed.get(
    `${BASE}/users/me`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's current (free) and premium accounts; created when first asked",
        response: { 200: BankerUserSchema, 401: E, 403: E },
      },
    },
    async (request) => {
      const user = creditsUser(request, deps);
      const banker = await ensureUser(deps.db, party(user));
      return {
        managedIdentity: banker.managedIdentity,
        email: banker.email,
        personalAccount: await accountById(deps.db, banker.personalAccountId),
        premiumAccount: await accountById(deps.db, banker.premiumAccountId),
      };
    },
  );

  typed.get(
    `${BASE}/users/me/statements`,
    {
      schema: {
        tags,
        security,
        summary: "Lines of the caller's current and premium accounts, newest first",
        querystring: StatementsQuerySchema,
        response: { 200: PagedStatementsSchema, 400: E, 401: E, 403: E },
      },
    },
    async (request) => {
      const user = creditsUser(request, deps);
      const banker = await ensureUser(deps.db, party(user));
      const { offset, maxResults, until } = request.query;
      const page = await statements(deps.db, [banker.personalAccountId, banker.premiumAccountId], {
        offset,
        maxResults,
        ...(until ? { until: new Date(until) } : {}),
      });
      return { totalCount: page.totalCount, offset, count: page.data.length, data: page.data };
    },
  );

  typed.post(
    `${BASE}/users/me/deposits`,
    {
      schema: {
        tags,
        security,
        summary: 'Buy credits: answers the payment page to send the user to',
        description:
          'An `Idempotency-Key` header makes a repeated request answer the same payment instead of a second one.',
        headers: z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() }),
        body: CreateDepositRequestSchema,
        response: { 200: CreateDepositResponseSchema, 400: E, 401: E, 403: E, 503: E },
      },
    },
    async (request) => {
      const user = creditsUser(request, deps);
      return createDeposit(deps, party(user), request.body, request.headers['idempotency-key']);
    },
  );

  typed.post(
    `${BASE}/deposit-events`,
    {
      schema: {
        tags,
        security,
        summary: "Back from the payment provider: the deposit's status, credited once when paid",
        body: DepositEventRequestSchema,
        response: { 200: DepositEventResponseSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) => {
      const user = creditsUser(request, deps);
      return depositEvent(deps, user.id, request.body);
    },
  );

  typed.put(
    `${BASE}/users/me/account`,
    {
      schema: {
        tags,
        security,
        summary: 'IBAN and holder of the caller’s current account (for withdrawals)',
        body: UpdateAccountRequestSchema,
        response: { 204: NoContent, 400: E, 401: E, 403: E },
      },
    },
    async (request, reply) => {
      const user = creditsUser(request, deps);
      const iban = request.body.iban ? request.body.iban.replace(/\s+/g, '').toUpperCase() : null;
      const ibanHolder = request.body.ibanHolder || null;
      const problems = [
        ...(iban && !isValidIBAN(iban)
          ? [{ field: 'body.iban', message: 'Ongeldig IBAN rekeningnummer' }]
          : []),
        ...(iban && !ibanHolder ? [{ field: 'body.ibanHolder', message: 'Verplicht veld' }] : []),
      ];
      if (problems.length > 0) throw invalidFields(problems);
      const banker = await ensureUser(deps.db, party(user));
      await updateAccountHolder(deps.db, banker.personalAccountId, {
        iban,
        ibanHolder: iban ? ibanHolder : null,
      });
      return reply.status(204).send(null);
    },
  );
}
