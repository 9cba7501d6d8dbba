import { ANYONE, ownerOnly, rolesOnly, SELF_ONLY, SIGNED_IN, type Access } from '../access';
import { z } from 'zod';
import {
  RATE_ACCOUNT_DATA,
  RATE_COSTLY_READ,
  RATE_HEAVY_WRITE,
  RATE_RARE_WRITE,
  RATE_SESSION_LOG,
  RATE_WRITE,
} from '../limits';
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
import { AccountDataExportSchema, RemoveAccountRequestSchema } from '../account-data';
import {
  ActivateDelegationRequestSchema,
  CreateDelegationRequestSchema,
  CreateDelegatorRequestSchema,
  DelegationListSchema,
  DelegationParamsSchema,
  DelegationSchema,
  DelegationsQuerySchema,
  SmsMessageListSchema,
  SmsOutboxQuerySchema,
} from '../delegation';

const BASE = '/api/profile';

/**
 * A delegation is the business of its two people and of an admin, each acting as themselves: a caregiver
 * acting for somebody can neither see nor end that person's delegations.
 */
const DELEGATION_PARTIES: Access = { ...ownerOnly(403), delegate: 403, admin: 'allowed' };

/** The profile service's calls (spec 000 §7), except survey interactions. */
export const profileEndpoints = {
  version: endpoint({
    method: 'GET',
    path: VERSION_PATH,
    summary: 'Version and build time of the running app',
    public: true,
    response: VersionResponseSchema,
    errors: [],
    limits: {},
    access: ANYONE,
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
    limits: { rate: RATE_RARE_WRITE },
    access: SIGNED_IN,
  }),
  searchProfiles: endpoint({
    method: 'GET',
    path: `${BASE}/profiles`,
    summary: 'Search public profiles by name, optionally by role',
    query: ProfileSearchQuerySchema,
    response: PagedPublicProfilesSchema,
    errors: [400, 401],
    limits: { rate: RATE_COSTLY_READ, pageSize: 100 },
    access: SIGNED_IN,
  }),
  profileStatus: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/me/status`,
    summary: "The caller's profile status; 404 while the caller has no profile",
    response: ProfileStatusSchema,
    errors: [401, 404],
    limits: {},
    access: SIGNED_IN,
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
    limits: {},
    access: ownerOnly(403, { admin: 'allowed' }),
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: `${BASE}/profiles/:profileId`,
    summary: "Replace the caller's own profile (`me`)",
    params: ProfileParamsSchema,
    body: UpdateProfileRequestSchema,
    status: 204,
    errors: [400, 401, 403, 404, 451],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  uploadProfileImage: endpoint({
    method: 'PUT',
    path: `${BASE}/profiles/:profileId/image`,
    summary: "Upload the caller's photo as a data URL (JPEG, PNG or GIF)",
    params: ProfileParamsSchema,
    body: ProfileImageRequestSchema,
    response: ProfileImageResponseSchema,
    errors: [400, 401, 403, 404, 413],
    limits: { rate: RATE_RARE_WRITE },
    access: ownerOnly(403),
  }),
  /**
   * Everything the app holds about the caller, as a JSON file to keep (Content-Disposition: attachment,
   * named with the date). One person's records from every module: a few hundred kB for a busy year.
   * The person themself only: a delegate acting for somebody gets 403.
   */
  exportAccountData: endpoint({
    method: 'GET',
    path: `${BASE}/profiles/me/export`,
    summary: 'Download everything the app holds about the caller (JSON)',
    response: AccountDataExportSchema,
    errors: [401, 403],
    limits: { rate: RATE_ACCOUNT_DATA },
    access: SELF_ONLY,
  }),
  /**
   * Removes the caller's account for good: what only concerns them goes, what the books and other people's
   * trips must keep stays with the name 'Verwijderde gebruiker' (decision 0058). 409 (code
   * ACCOUNT_NOT_REMOVABLE) with what to do first while credits, reservations or booked trips and rides
   * remain; 403 for a delegate acting for somebody.
   */
  removeAccount: endpoint({
    method: 'DELETE',
    path: `${BASE}/profiles/me`,
    summary: "Remove the caller's account (anonymising what others must keep)",
    body: RemoveAccountRequestSchema,
    status: 204,
    errors: [400, 401, 403, 409],
    limits: { rate: RATE_ACCOUNT_DATA },
    access: SELF_ONLY,
  }),
  sessionLog: endpoint({
    method: 'POST',
    path: `${BASE}/profiles/me/session-log`,
    summary: 'Usage events of the app; final=true ends the session',
    query: SessionLogQuerySchema,
    body: SessionLogRequestSchema,
    status: 204,
    errors: [400, 401, 404],
    limits: { rate: RATE_SESSION_LOG },
    access: SIGNED_IN,
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
    limits: { pageSize: 100 },
    access: ownerOnly(403),
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
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),
  deletePlace: endpoint({
    method: 'DELETE',
    path: `${BASE}/profiles/:profileId/places/:placeId`,
    summary: 'Remove one of the caller’s favourite places',
    params: PlaceParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403),
  }),

  // -------------------------------------------------------------------------------------------------
  // Compliments and reviews

  complimentTypes: endpoint({
    method: 'GET',
    path: `${BASE}/compliments/types`,
    summary: 'The compliment types a user may choose from',
    response: ComplimentTypesResponseSchema,
    errors: [401],
    limits: {},
    access: SIGNED_IN,
  }),
  compliments: endpoint({
    method: 'GET',
    path: `${BASE}/compliments`,
    summary: 'Compliments a user received, newest first',
    query: ReceiverQuerySchema,
    response: PagedComplimentSetsSchema,
    errors: [400, 401, 404],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  createComplimentSet: endpoint({
    method: 'POST',
    path: `${BASE}/compliments`,
    summary: 'Compliment somebody after a trip (at most 3 compliments)',
    body: CreateComplimentSetRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 404, 409],
    limits: { rate: RATE_WRITE },
    access: SIGNED_IN,
  }),
  deleteComplimentSet: endpoint({
    method: 'DELETE',
    path: `${BASE}/compliments/:id`,
    summary: 'Remove a compliment set (its sender or an admin)',
    params: ComplimentSetParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403, { admin: 'allowed' }),
  }),
  reviews: endpoint({
    method: 'GET',
    path: `${BASE}/reviews`,
    summary: 'Reviews a user received, newest first',
    query: ReceiverQuerySchema,
    response: PagedReviewsSchema,
    errors: [400, 401, 404],
    limits: { pageSize: 100 },
    access: SIGNED_IN,
  }),
  createReview: endpoint({
    method: 'POST',
    path: `${BASE}/reviews`,
    summary: 'Review somebody after a trip',
    body: CreateReviewRequestSchema,
    status: 201,
    response: CreatedResponseSchema,
    errors: [400, 401, 404, 409],
    limits: { rate: RATE_WRITE },
    access: SIGNED_IN,
  }),
  deleteReview: endpoint({
    method: 'DELETE',
    path: `${BASE}/reviews/:id`,
    summary: 'Remove a review (its sender or an admin)',
    params: ReviewParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: ownerOnly(403, { admin: 'allowed' }),
  }),

  // -------------------------------------------------------------------------------------------------
  // Delegations: always as the caller themselves (never through X-Delegator)

  delegation: endpoint({
    method: 'GET',
    path: `${BASE}/delegations/:delegationId`,
    summary: 'One delegation (its delegate, its delegator or an admin)',
    params: DelegationParamsSchema,
    response: DelegationSchema,
    errors: [400, 401, 403, 404],
    limits: {},
    access: DELEGATION_PARTIES,
  }),
  /**
   * A delegate asks to act for somebody (an admin for anybody, active at once): 201, a 6-digit code is
   * sent by SMS to the delegator. 400 'Gebruiker heeft geen telefoonnummer ingesteld' / 'Gebruiker heeft
   * een ongeldig telefoonnummer'; 409 when the pair already has an active or pending delegation.
   */
  createDelegation: endpoint({
    method: 'POST',
    path: `${BASE}/delegations`,
    summary: 'Ask to act for somebody',
    body: CreateDelegationRequestSchema,
    status: 201,
    response: DelegationSchema,
    errors: [400, 401, 403, 404, 409, 429],
    limits: { rate: RATE_RARE_WRITE },
    access: { ...rolesOnly('admin'), delegate: 'allowed' },
  }),
  /** A new code for a delegation not yet active (the old one no longer works). */
  renewDelegationCode: endpoint({
    method: 'PUT',
    path: `${BASE}/delegations/:delegationId`,
    summary: 'Send a new activation code',
    params: DelegationParamsSchema,
    response: DelegationSchema,
    errors: [400, 401, 403, 404, 422, 429],
    limits: { rate: RATE_RARE_WRITE },
    access: rolesOnly('admin'),
  }),
  /** Either side ends it. */
  revokeDelegation: endpoint({
    method: 'DELETE',
    path: `${BASE}/delegations/:delegationId`,
    summary: 'End a delegation',
    params: DelegationParamsSchema,
    status: 204,
    errors: [400, 401, 403, 404],
    limits: { rate: RATE_WRITE },
    access: DELEGATION_PARTIES,
  }),
  delegations: endpoint({
    method: 'GET',
    path: `${BASE}/delegations`,
    summary: "The caller's delegations, as delegate or as delegator",
    query: DelegationsQuerySchema,
    response: DelegationListSchema,
    errors: [400, 401, 403],
    limits: { pageSize: 100 },
    access: DELEGATION_PARTIES,
  }),
  /** 400 'De activeringscode is onjuist' for a wrong or expired code; 422 when revoked or active already. */
  activateDelegation: endpoint({
    method: 'POST',
    path: `${BASE}/delegations/:delegationId/activations`,
    summary: 'Activate a delegation with the code the delegator received',
    params: DelegationParamsSchema,
    body: ActivateDelegationRequestSchema,
    response: DelegationSchema,
    errors: [400, 401, 403, 404, 422, 429],
    limits: { rate: RATE_HEAVY_WRITE },
    access: rolesOnly('admin'),
  }),
  /**
   * A delegate makes an account for somebody without one and acts for them at once (201, the active
   * delegation); the person gets an SMS. 409 'Er bestaat al een account met dit e-mailadres.'.
   */
  createDelegator: endpoint({
    method: 'POST',
    path: `${BASE}/delegators`,
    summary: 'Make an account for somebody and act for them',
    body: CreateDelegatorRequestSchema,
    status: 201,
    response: DelegationSchema,
    errors: [400, 401, 403, 409, 429, 451],
    limits: { rate: RATE_RARE_WRITE },
    access: { ...rolesOnly('admin'), delegate: 'allowed' },
  }),
  /** Admins: the SMS messages the outbox kept, newest first. */
  smsOutbox: endpoint({
    method: 'GET',
    path: `${BASE}/sms-messages`,
    summary: 'The SMS outbox (admins)',
    query: SmsOutboxQuerySchema,
    response: SmsMessageListSchema,
    errors: [400, 401, 403],
    limits: {},
    access: rolesOnly('admin'),
  }),
} as const satisfies Record<string, EndpointDefinition>;
