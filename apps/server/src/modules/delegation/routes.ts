import type { FastifyInstance } from 'fastify';
import { endpointPath, profileEndpoints as api } from '@achterhoek/contracts';
import { hasRole, identityOf } from '../../platform/auth/plugin.js';
import { ForbiddenError } from '../../platform/errors.js';
import { route, sendCreated } from '../../platform/http/route.js';
import { recentSms } from '../../platform/sms/sms-store.js';
import { isoInAmsterdam } from '../../platform/local-time.js';
import type { DelegationContext } from './deps.js';
import { createDelegator } from './new-delegator-service.js';
import { activateDelegation } from './activation-service.js';
import { delegationFor, delegationsOf } from './listing-service.js';
import { createDelegation, renewDelegationCode } from './request-service.js';
import { revokeDelegation } from './revocation-service.js';

/**
 * The profile service's delegation calls (spec 000 §7). They always work for the person who signed in
 * (the actor), never for a delegator they act for: a delegate cannot hand out or end someone's
 * delegations in that person's name.
 */
export function registerDelegationRoutes(app: FastifyInstance, ctx: DelegationContext): void {
  const actorOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).actor;

  route(app, api.delegation, async ({ params, request }) =>
    delegationFor(ctx, actorOf(request), params.delegationId),
  );
  route(app, api.createDelegation, async ({ body, request, reply }) => {
    const delegation = await createDelegation(ctx, actorOf(request), body);
    return sendCreated(reply, endpointPath(api.delegation, { delegationId: delegation.id }), delegation);
  });
  route(app, api.renewDelegationCode, async ({ params, request }) =>
    renewDelegationCode(ctx, actorOf(request), params.delegationId),
  );
  route(app, api.revokeDelegation, async ({ params, request }) => {
    await revokeDelegation(ctx, actorOf(request), params.delegationId);
  });
  route(app, api.delegations, async ({ query, request }) => delegationsOf(ctx, actorOf(request), query));
  route(app, api.activateDelegation, async ({ params, body, request }) =>
    activateDelegation(ctx, actorOf(request), params.delegationId, body.activationCode),
  );
  route(app, api.createDelegator, async ({ body, request, reply }) => {
    const delegation = await createDelegator(ctx, actorOf(request), body);
    return sendCreated(reply, endpointPath(api.delegation, { delegationId: delegation.id }), delegation);
  });
  route(app, api.smsOutbox, async ({ query, request }) => {
    if (!hasRole(actorOf(request), 'admin')) throw new ForbiddenError('Admins only');
    const rows = await recentSms(ctx.db, query.maxResults);
    return {
      data: rows.map((row) => ({
        id: row.id,
        to: row.to,
        body: row.body,
        createdTime: isoInAmsterdam(row.createdAt.getTime()),
        provider: row.provider ?? 'pending',
        providerId: row.providerId,
      })),
    };
  });
}
