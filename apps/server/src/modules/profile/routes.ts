import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ComplimentTypesResponseSchema,
  CreateComplimentSetRequestSchema,
  CreatedResponseSchema,
  CreatePlaceRequestSchema,
  CreateProfileRequestSchema,
  CreateReviewRequestSchema,
  OFFERED_COMPLIMENT_TYPES,
  PagedComplimentSetsSchema,
  PagedPlacesSchema,
  PagedPublicProfilesSchema,
  PagedReviewsSchema,
  PlacesQuerySchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProfileImageRequestSchema,
  ProfileImageResponseSchema,
  ProfileSchema,
  ProfileSearchQuerySchema,
  ProfileStatusSchema,
  PublicProfileSchema,
  ReceiverQuerySchema,
  SessionLogQuerySchema,
  SessionLogRequestSchema,
  UpdateProfileRequestSchema,
  VersionResponseSchema,
} from '@achterhoek/contracts';
import { buildInfo } from '../../platform/build-info.js';
import { subjectOf } from '../../platform/auth/plugin.js';
import * as service from './service.js';
import type { ProfileServiceDeps } from './service.js';

const BASE = '/api/profile';
const E = ApiErrorSchema;
const security = [{ bearer: [] }];
const tags = ['profile'];
const NoContent = z.null().describe('No content');

const ProfileParamsSchema = z.object({
  profileId: z.string().min(1).max(200).describe('`me`, a managed identity or a urn:nb:pf:user:… reference'),
});
const PlaceParamsSchema = ProfileParamsSchema.extend({ placeId: z.coerce.number().int().min(1) });
const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
const ProfileQuerySchema = z.object({
  public: z.enum(['true', 'false']).optional().describe('true: only the public part, for anybody'),
});

/** Room for the largest accepted image as base64 in JSON; larger bodies answer 413 before parsing. */
const IMAGE_BODY_LIMIT = Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** The profile service's calls (spec 000 §7), except delegations and survey interactions. */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileServiceDeps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${BASE}/version`,
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Version and build time of the running app',
        response: { 200: VersionResponseSchema },
      },
    },
    async () => buildInfo,
  );

  // -------------------------------------------------------------------------------------------------
  // Profiles

  typed.post(
    `${BASE}/profiles`,
    {
      schema: {
        tags,
        security,
        summary: "Create the caller's profile (an admin may create one for somebody else)",
        body: CreateProfileRequestSchema,
        response: { 201: ProfileSchema, 400: E, 401: E, 403: E, 409: E, 422: E, 451: E },
      },
    },
    async (request, reply) => {
      const profile = await service.createProfile(deps, subjectOf(request), request.body);
      return reply
        .status(201)
        .header('location', `${BASE}/profiles/${encodeURIComponent(profile.id)}`)
        .send(profile);
    },
  );

  typed.get(
    `${BASE}/profiles`,
    {
      schema: {
        tags,
        security,
        summary: 'Search public profiles by name, optionally by role',
        querystring: ProfileSearchQuerySchema,
        response: { 200: PagedPublicProfilesSchema, 400: E, 401: E },
      },
    },
    async (request) => {
      subjectOf(request);
      return service.searchProfiles(deps, request.query);
    },
  );

  typed.get(
    `${BASE}/profiles/me/status`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's profile status; 404 while the caller has no profile",
        response: { 200: ProfileStatusSchema, 401: E, 404: E },
      },
    },
    async (request) => service.getProfileStatus(deps, subjectOf(request)),
  );

  typed.get(
    `${BASE}/profiles/:profileId`,
    {
      schema: {
        tags,
        security,
        summary: 'A profile: whole for its owner or an admin, the public part with public=true',
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: z.union([ProfileSchema, PublicProfileSchema]), 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) =>
      service.getProfile(
        deps,
        subjectOf(request),
        request.params.profileId,
        request.query.public === 'true',
      ),
  );

  typed.put(
    `${BASE}/profiles/:profileId`,
    {
      schema: {
        tags,
        security,
        summary: "Replace the caller's own profile (`me`)",
        params: ProfileParamsSchema,
        body: UpdateProfileRequestSchema,
        response: { 204: NoContent, 400: E, 401: E, 403: E, 404: E, 451: E },
      },
    },
    async (request, reply) => {
      await service.updateProfile(deps, subjectOf(request), request.params.profileId, request.body);
      return reply.status(204).send(null);
    },
  );

  typed.put(
    `${BASE}/profiles/:profileId/image`,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Upload the caller's photo as a data URL (JPEG, PNG or GIF)",
        params: ProfileParamsSchema,
        body: ProfileImageRequestSchema,
        response: { 200: ProfileImageResponseSchema, 400: E, 401: E, 403: E, 404: E, 413: E },
      },
    },
    async (request) =>
      service.uploadProfileImage(deps, subjectOf(request), request.params.profileId, request.body.image),
  );

  typed.post(
    `${BASE}/profiles/me/session-log`,
    {
      schema: {
        tags,
        security,
        summary: 'Usage events of the app; final=true ends the session',
        querystring: SessionLogQuerySchema,
        body: SessionLogRequestSchema,
        response: { 204: NoContent, 400: E, 401: E, 404: E },
      },
    },
    async (request, reply) => {
      await service.recordSessionLog(deps, subjectOf(request), request.body, {
        final: request.query.final === 'true',
        ip: request.ip,
      });
      return reply.status(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------------
  // Places

  typed.get(
    `${BASE}/profiles/:profileId/places`,
    {
      schema: {
        tags,
        security,
        summary: "The caller's favourite places",
        params: ProfileParamsSchema,
        querystring: PlacesQuerySchema,
        response: { 200: PagedPlacesSchema, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request) =>
      service.listPlaces(deps, subjectOf(request), request.params.profileId, request.query),
  );

  typed.post(
    `${BASE}/profiles/:profileId/places`,
    {
      schema: {
        tags,
        security,
        summary: 'Save a favourite place; 409 when one with the same ref exists',
        params: ProfileParamsSchema,
        body: CreatePlaceRequestSchema,
        response: { 201: CreatedResponseSchema, 400: E, 401: E, 403: E, 404: E, 409: E },
      },
    },
    async (request, reply) => {
      const place = await service.createPlace(
        deps,
        subjectOf(request),
        request.params.profileId,
        request.body,
      );
      return reply
        .status(201)
        .header('location', `${BASE}/profiles/${encodeURIComponent(place.profileId)}/places/${place.id}`)
        .send({ id: place.id });
    },
  );

  typed.delete(
    `${BASE}/profiles/:profileId/places/:placeId`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of the caller’s favourite places',
        params: PlaceParamsSchema,
        response: { 204: NoContent, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request, reply) => {
      await service.deletePlace(deps, subjectOf(request), request.params.profileId, request.params.placeId);
      return reply.status(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------------
  // Compliments and reviews

  typed.get(
    `${BASE}/compliments/types`,
    {
      schema: {
        tags,
        security,
        summary: 'The compliment types a user may choose from',
        response: { 200: ComplimentTypesResponseSchema, 401: E },
      },
    },
    async (request) => {
      subjectOf(request);
      return { complimentTypes: OFFERED_COMPLIMENT_TYPES };
    },
  );

  typed.get(
    `${BASE}/compliments`,
    {
      schema: {
        tags,
        security,
        summary: 'Compliments a user received, newest first',
        querystring: ReceiverQuerySchema,
        response: { 200: PagedComplimentSetsSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => service.listComplimentSets(deps, subjectOf(request), request.query),
  );

  typed.post(
    `${BASE}/compliments`,
    {
      schema: {
        tags,
        security,
        summary: 'Compliment somebody after a trip (at most 3 compliments)',
        body: CreateComplimentSetRequestSchema,
        response: { 201: CreatedResponseSchema, 400: E, 401: E, 404: E, 409: E },
      },
    },
    async (request, reply) => {
      const created = await service.createComplimentSet(deps, subjectOf(request), request.body);
      return reply.status(201).header('location', `${BASE}/compliments/${created.id}`).send(created);
    },
  );

  typed.delete(
    `${BASE}/compliments/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a compliment set (its sender or an admin)',
        params: IdParamsSchema,
        response: { 204: NoContent, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request, reply) => {
      await service.deleteComplimentSet(deps, subjectOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    `${BASE}/reviews`,
    {
      schema: {
        tags,
        security,
        summary: 'Reviews a user received, newest first',
        querystring: ReceiverQuerySchema,
        response: { 200: PagedReviewsSchema, 400: E, 401: E, 404: E },
      },
    },
    async (request) => service.listReviews(deps, subjectOf(request), request.query),
  );

  typed.post(
    `${BASE}/reviews`,
    {
      schema: {
        tags,
        security,
        summary: 'Review somebody after a trip',
        body: CreateReviewRequestSchema,
        response: { 201: CreatedResponseSchema, 400: E, 401: E, 404: E, 409: E },
      },
    },
    async (request, reply) => {
      const created = await service.createReview(deps, subjectOf(request), request.body);
      return reply.status(201).header('location', `${BASE}/reviews/${created.id}`).send(created);
    },
  );

  typed.delete(
    `${BASE}/reviews/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove a review (its sender or an admin)',
        params: IdParamsSchema,
        response: { 204: NoContent, 400: E, 401: E, 403: E, 404: E },
      },
    },
    async (request, reply) => {
      await service.deleteReview(deps, subjectOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
