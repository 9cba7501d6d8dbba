import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bankerCharityEndpoints as calls } from '@achterhoek/contracts';
import { hasRole, identityOf, subjectOf } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import { route } from '../../platform/http/route.js';
import { createCharityWithdrawal } from './charity-payout-service.js';
import {
  charities,
  charity,
  createCharity,
  deleteCharityImage,
  popularity,
  recentDonations,
  setCharityAccount,
  setCharityImage,
  updateCharity,
  type CharityDeps,
  type CharityViewer,
} from './charity-service.js';
import { donate, donationsOf, topDonors } from './donation-service.js';
import { treasurerAsThemselves } from './treasury-routes.js';
import { assertMayUseCredits } from './user-service.js';

export interface CharityRouteDeps extends CharityDeps {
  creditsEnabled: boolean;
  exchangeRateCents: number;
}

/** Managing charities: a treasurer or an admin acting as themselves (403 otherwise, a caregiver too). */
const guarded = { preHandler: treasurerAsThemselves };

/**
 * The charity calls (spec 001 §7 Banker charity rows), each from its contract. Reading and donating:
 * anybody signed in with credits on, as the person they act for; managing: see `guarded`.
 */
export function registerCharityRoutes(app: FastifyInstance, deps: CharityRouteDeps): void {
  const { db, clock } = deps;

  /** The person the call is for (403 with credits off, unless treasurer or admin). */
  const reader = (request: FastifyRequest): AuthUser => {
    const user = subjectOf(request);
    assertMayUseCredits(user, deps.creditsEnabled);
    return user;
  };
  /** A charity's account is shown to a treasurer or admin acting as themselves only. */
  const viewerOf = (request: FastifyRequest): CharityViewer => {
    const { actor, subject } = identityOf(request);
    reader(request);
    return {
      seesAccount: actor.id === subject.id && (hasRole(subject, 'treasurer') || hasRole(subject, 'admin')),
    };
  };

  route(app, calls.charities, async ({ request, query }) => charities(deps, viewerOf(request), query));
  route(app, calls.createCharity, async ({ body }) => createCharity(deps, body), guarded);
  route(app, calls.popularity, async ({ request, query }) => popularity(deps, viewerOf(request), query));
  route(app, calls.charity, async ({ request, params }) => charity(deps, viewerOf(request), params.id));
  route(app, calls.updateCharity, async ({ params, body }) => updateCharity(deps, params.id, body), guarded);
  route(
    app,
    calls.putCharityImage,
    async ({ params, body }) => setCharityImage(deps, params.id, body.image),
    guarded,
  );
  route(
    app,
    calls.deleteCharityImage,
    async ({ params }) => {
      await deleteCharityImage(deps, params.id);
    },
    guarded,
  );
  route(
    app,
    calls.putCharityAccount,
    async ({ params, body }) => setCharityAccount(deps, params.id, body),
    guarded,
  );
  route(app, calls.donate, async ({ request, params, body }) =>
    donate(db, clock, reader(request), params.ref, body),
  );
  route(app, calls.donations, async ({ request, params, query }) =>
    donationsOf(db, reader(request).id, params.id, query),
  );
  route(
    app,
    calls.charityWithdrawal,
    async ({ params, body }) => createCharityWithdrawal(db, deps, params.id, body),
    guarded,
  );
  route(app, calls.generosity, async ({ request, query }) => {
    reader(request);
    return topDonors(db, query);
  });
  route(app, calls.recentDonations, async ({ request, query }) =>
    recentDonations(deps, viewerOf(request), reader(request).id, query.maxResults),
  );
}
