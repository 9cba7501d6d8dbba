import type { FastifyInstance } from 'fastify';
import { endpointPath, PROFILE_IMAGE_MAX_BYTES, profileEndpoints as api } from '@achterhoek/contracts';
import { buildInfo } from '../../platform/build-info.js';
import { identityOf, subjectOf } from '../../platform/auth/plugin.js';
import { route, sendCreated } from '../../platform/http/route.js';
import {
  createComplimentSet,
  deleteComplimentSet,
  listComplimentSets,
  offeredComplimentTypes,
} from './service/compliments.js';
import { createPlace, deletePlace, listPlaces } from './service/places.js';
import { uploadProfileImage } from './service/profile-image.js';
import {
  createProfile,
  getProfile,
  getProfileStatus,
  searchProfiles,
  updateProfile,
} from './service/profiles.js';
import { createReview, deleteReview, listReviews } from './service/reviews.js';
import { recordSessionLog } from './service/session-log.js';
import type { ProfileServiceDeps } from './service/shared.js';
import type { SurveySubmittedHook } from './service/surveys.js';
import { registerSurveyRoutes } from './survey-routes.js';
import { registerAccountDataRoutes } from './account-data-routes.js';
import type { AccountDataPort } from './service/account-data.js';

/** Room for the largest accepted image as base64 in JSON; larger bodies answer 413 before parsing. */
const IMAGE_BODY_LIMIT = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** What the profile routes are given besides the services' deps (from the module's needs, module.ts). */
export interface ProfileModuleOptions {
  /** Rewards a submitted survey, inside the submit's transaction (the banker's grantReward). */
  onSurveySubmitted: SurveySubmittedHook;
  /** The other modules' parts of a person's own data (export and removal). */
  accountData: readonly AccountDataPort[];
}

/** The profile service's calls (spec 000 §7) and its survey calls (spec 001 §7), except delegations. */
export function registerProfileRoutes(
  app: FastifyInstance,
  deps: ProfileServiceDeps,
  options: ProfileModuleOptions,
): void {
  route(app, api.version, async () => buildInfo);
  registerSurveyRoutes(app, { ...deps, onSurveySubmitted: options.onSurveySubmitted });
  registerAccountDataRoutes(app, deps, options.accountData);

  // Profiles

  route(app, api.createProfile, async ({ body, request, reply }) => {
    const profile = await createProfile(deps, subjectOf(request), body);
    return sendCreated(reply, endpointPath(api.profile, { profileId: profile.id }), profile);
  });

  route(app, api.searchProfiles, async ({ query, request }) => {
    subjectOf(request);
    return searchProfiles(deps, query);
  });

  route(app, api.profileStatus, async ({ request }) => getProfileStatus(deps, subjectOf(request)));

  route(app, api.profile, async ({ params, query, request }) =>
    getProfile(deps, subjectOf(request), params.profileId, query.public === 'true'),
  );

  route(app, api.updateProfile, async ({ params, body, request }) => {
    const { actor, subject } = identityOf(request);
    await updateProfile(
      deps,
      subject,
      params.profileId,
      body,
      actor.id !== subject.id ? actor.id : undefined,
    );
  });

  route(
    app,
    api.uploadProfileImage,
    async ({ params, body, request }) =>
      uploadProfileImage(deps, subjectOf(request), params.profileId, body.image),
    { bodyLimit: IMAGE_BODY_LIMIT },
  );

  route(
    app,
    api.sessionLog,
    async ({ query, body, request }) => {
      const { actor, subject } = identityOf(request);
      await recordSessionLog(deps, actor, body, {
        final: query.final === 'true',
        ip: request.ip,
        ...(subject.id !== actor.id ? { onBehalfOf: subject.id } : {}),
      });
    },
    // Its rate (a few calls a minute per account) is declared in the contract: a client cannot fill the
    // table (it once stored 20,000 rows a second).
  );

  // Places

  route(app, api.places, async ({ params, query, request }) =>
    listPlaces(deps, subjectOf(request), params.profileId, query),
  );

  route(app, api.createPlace, async ({ params, body, request, reply }) => {
    const place = await createPlace(deps, subjectOf(request), params.profileId, body);
    return sendCreated(
      reply,
      endpointPath(api.deletePlace, { profileId: place.profileId, placeId: place.id }),
      { id: place.id },
    );
  });

  route(app, api.deletePlace, async ({ params, request }) => {
    await deletePlace(deps, subjectOf(request), params.profileId, params.placeId);
  });

  // Compliments and reviews

  route(app, api.complimentTypes, async ({ request }) => {
    subjectOf(request);
    return offeredComplimentTypes();
  });

  route(app, api.compliments, async ({ query, request }) =>
    listComplimentSets(deps, subjectOf(request), query),
  );

  route(app, api.createComplimentSet, async ({ body, request, reply }) => {
    const created = await createComplimentSet(deps, subjectOf(request), body);
    return sendCreated(reply, endpointPath(api.deleteComplimentSet, created), created);
  });

  route(app, api.deleteComplimentSet, async ({ params, request }) => {
    await deleteComplimentSet(deps, subjectOf(request), params.id);
  });

  route(app, api.reviews, async ({ query, request }) => listReviews(deps, subjectOf(request), query));

  route(app, api.createReview, async ({ body, request, reply }) => {
    const created = await createReview(deps, subjectOf(request), body);
    return sendCreated(reply, endpointPath(api.deleteReview, created), created);
  });

  route(app, api.deleteReview, async ({ params, request }) => {
    await deleteReview(deps, subjectOf(request), params.id);
  });
}
