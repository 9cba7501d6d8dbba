import { z } from 'zod';
import { endpoint, type EndpointDefinition } from '../endpoint';
import { VERSION_PATH } from '../public-paths';
import {
  ComplimentSetParamsSchema,
  ComplimentTypesResponseSchema,
  CreateComplimentSetRequestSchema,
  CreatedResponseSchema,
  CreatePlaceRequestSchema,
  CreateProfileRequestSchema,
  CreateReviewRequestSchema,
  PagedComplimentSetsSchema,
  PagedPlacesSchema,
  PagedPublicProfilesSchema,
  PagedReviewsSchema,
  PlaceParamsSchema,
  PlacesQuerySchema,
  ProfileImageRequestSchema,
  ProfileImageResponseSchema,
  ProfileParamsSchema,
  ProfileSchema,
  ProfileSearchQuerySchema,
  ProfileStatusSchema,
  ProfileViewQuerySchema,
  PublicProfileSchema,
  ReceiverQuerySchema,
  ReviewParamsSchema,
  SessionLogQuerySchema,
  SessionLogRequestSchema,
  UpdateProfileRequestSchema,
} from '../profile';
import { VersionResponseSchema } from '../system';

const BASE = '/api/profile';

/** The profile service's calls (spec 000 §7), except delegations and survey interactions. */
export const profileEndpoints = {
  version: endpoint({
    method: 'GET',
    path: VERSION_PATH,
    summary: 'Version and build time of the running app',
    public: true,
    response: VersionResponseSchema,
    errors: [],
  }),

  // -------------------------------------------------------------------------------------------------
  // Profiles

  /** 201 with the new profile and its Location; 409 exists, 422 names or e-mail missing, 451 no consent. */
  createProfile: endpoint({
    method: 'POST',
    path: `${BASE}/profiles`,
    summary: "Create the caller's profile (an admin may create one for somebody else)",
    body: CreateProfileRequestSchema,
    status: 201,
    response: ProfileSchema,
    errors: [400, 401, 403, 409, 422, 451],
  }),
  searchProfiles: endpoint({
    method: 'GET',
    path: `${BASE}/profiles`,
    summary: 'Search public profiles by name, optionally by role',
    query: ProfileSearchQuerySchema,
    response: PagedPublicProfilesSchema,
    errors: [400, 401],
  }),
  profileStatus: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/me/status`,
    summary: "The caller's profile status; 404 while the caller has no profile",
    response: ProfileStatusSchema,
    errors: [401, 404],
  }),
  /** The whole profile for its owner or an admin; with `public=true` the public part, for anybody. */
  profile: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/:profileId`,
    summary: 'A profile: whole for its owner or an admin, the public part with public=true',
    params: ProfileParamsSchema,
    query: ProfileViewQuerySchema,
    response: z.union([ProfileSchema, PublicProfileSchema]),
    errors: [400, 401, 403, 404],
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: `${BASE}/profiles/:profileId`,
    summary: "Replace the caller's own profile (`me`)",
    params: ProfileParamsSchema,
    body: UpdateProfileRequestSchema,
    status: 204,
    errors: [400, 401, 403, 404, 451],
  }),
  uploadProfileImage: endpoint({
    method: 'PUT',
    path: `${BASE}/profiles/:profileId/image`,
    summary: "Upload the caller's photo as a data URL (JPEG, PNG or GIF)",
    params: ProfileParamsSchema,
    body: ProfileImageRequestSchema,
    response: ProfileImageResponseSchema,
    errors: [400, 401, 403, 404, 413],
  }),
  sessionLog: endpoint({
    method: 'POST',
    path: `${BASE}/profiles/me/session-log`,
    summary: 'Usage events of the app; final=true ends the session',
    query: SessionLogQuerySchema,
    body: SessionLogRequestSchema,
    status: 204,
    errors: [400, 401, 404],
  }),

  // -------------------------------------------------------------------------------------------------
  // Places (favourites)

  places: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/:profileId/places`,
    summary: "The caller's favourite places",
    params: ProfileParamsSchema,
    query: PlacesQuerySchema,
    response: PagedPlacesSchema,
    errors: [400, 401, 403, 404],
  }),
  createPlace: endpoint({
    method: 'POST',
    path: `${BASE}/profiles/:profileId/places`,
    summary: 'Save a favourite place; 409 when one with the same ref exists',
    params: ProfileParamsSchema,
    body: CreatePlaceRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 403, 404, 409, 422],
  }),
  deletePlace: endpoint({
    method: 'DELETE',
    path: `${BASE}/profiles/:profileId/places/:placeId`,
    summary: 'Remove one of the caller’s favourite places',
    params: PlaceParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
  }),

  // -------------------------------------------------------------------------------------------------
  // Compliments and reviews

  complimentTypes: endpoint({
    method: 'GET',
    path: `${BASE}/compliments/types`,
    summary: 'The compliment types a user may choose from',
    response: ComplimentTypesResponseSchema,
    errors: [401],
  }),
  compliments: endpoint({
    method: 'GET',
    path: `${BASE}/compliments`,
    summary: 'Compliments a user received, newest first',
    query: ReceiverQuerySchema,
    response: PagedComplimentSetsSchema,
    errors: [400, 401, 404],
  }),
  createComplimentSet: endpoint({
    method: 'POST',
    path: `${BASE}/compliments`,
    summary: 'Compliment somebody after a trip (at most 3 compliments)',
    body: CreateComplimentSetRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 404, 409],
  }),
  deleteComplimentSet: endpoint({
    method: 'DELETE',
    path: `${BASE}/compliments/:id`,
    summary: 'Remove a compliment set (its sender or an admin)',
    params: ComplimentSetParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
  }),
  reviews: endpoint({
    method: 'GET',
    path: `${BASE}/reviews`,
    summary: 'Reviews a user received, newest first',
    query: ReceiverQuerySchema,
    response: PagedReviewsSchema,
    errors: [400, 401, 404],
  }),
  createReview: endpoint({
    method: 'POST',
    path: `${BASE}/reviews`,
    summary: 'Review somebody after a trip',
    body: CreateReviewRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 404, 409],
  }),
  deleteReview: endpoint({
    method: 'DELETE',
    path: `${BASE}/reviews/:id`,
    summary: 'Remove a review (its sender or an admin)',
    params: ReviewParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;
