import { z } from 'zod';
import { BANK_ACCOUNT_FIELDS, IbanHolderTextSchema, IbanTextSchema } from './bank-account';
import { DATE_TIME_MAX_LENGTH, IsoDateSchema, OffsetDateTimeSchema, TOKEN_MAX } from './limits';
import {
  GeoPointSchema,
  PLACE_LABEL_MAX_LENGTH,
  UrnSchema,
  pagedSchema,
  pageQueryFields,
  RowIdSchema,
} from './common';

// ---------------------------------------------------------------------------------------------------
// Enums and constants (spec 000 §3, §9)

export const UserRoleSchema = z.enum(['passenger', 'driver', 'both']);
export type UserRole = z.infer<typeof UserRoleSchema>;
/** The role a user with role `both` is acting in (the tab chosen in the trips overview). */
export const ActingRoleSchema = z.enum(['passenger', 'driver']);
export type ActingRole = z.infer<typeof ActingRoleSchema>;

export const LuggageSchema = z.enum(['STROLLER', 'HANDLUGGAGE', 'PET', 'GROCERIES']);
export type Luggage = z.infer<typeof LuggageSchema>;

export const TravelModeSchema = z.enum(['BUS', 'RAIL', 'TRAM', 'SUBWAY', 'FERRY', 'RIDESHARE', 'WALK']);
export type TravelMode = z.infer<typeof TravelModeSchema>;

export const WALK_DISTANCE_OPTIONS = [250, 500, 1000, 2000, 4000, 8000] as const;
export const DETOUR_MINUTES_OPTIONS = [15, 30, 45, 60] as const;
export const DETOUR_METRES_OPTIONS = [5000, 10000, 20000, 50000, 100000] as const;
export const MAX_PASSENGERS = 8;
export const DATE_OF_BIRTH_MIN = '1920-01-01';
export const MAX_COMPLIMENTS_PER_SET = 3;
export const FAVOURITES_PAGE_SIZE = 100;
/** The most favourite places one profile keeps. */
export const MAX_FAVOURITES = 100;

/**
 * The id of a place, compliment set or review in a path. Bounded to the database's integer, so an id
 * beyond it is bad input (400) rather than a failing query.
 */
// ---------------------------------------------------------------------------------------------------
// Parts of a profile

export const AddressSchema = z.strictObject({
  label: z.string().max(PLACE_LABEL_MAX_LENGTH).optional(),
  street: z.string().max(200).optional(),
  houseNumber: z.string().max(20).optional(),
  postalCode: z.string().max(20).optional(),
  locality: z.string().min(1).max(100),
  countryCode: z.string().length(2).default('NL'),
  stateCode: z.string().max(10).optional(),
  location: GeoPointSchema,
});
export type Address = z.infer<typeof AddressSchema>;

export const ConsentSchema = z.strictObject({
  acceptedTerms: z.boolean(),
  olderThanSixteen: z.boolean(),
  safetyGuidelines: z.boolean(),
});
export type Consent = z.infer<typeof ConsentSchema>;

export const SearchPreferencesSchema = z.strictObject({
  numPassengers: z.number().int().min(1).max(MAX_PASSENGERS),
  maxTransfers: z.number().int().min(0).max(10).nullable().optional(),
  maxWalkDistance: z.number().int().min(0).max(20000),
  luggageOptions: z.array(LuggageSchema).max(LuggageSchema.options.length),
  allowedTravelModes: z.array(TravelModeSchema).max(TravelModeSchema.options.length),
  allowFirstLegRideshare: z.boolean(),
  allowLastLegRideshare: z.boolean(),
  needsAssistance: z.boolean(),
});
export type SearchPreferences = z.infer<typeof SearchPreferencesSchema>;

export const RidePlanOptionsSchema = z.strictObject({
  ableToAssist: z.boolean(),
  maxPassengers: z.number().int().min(1).max(MAX_PASSENGERS),
  /** Minutes. */
  maxTimeDetour: z.number().int().min(0).max(240),
  /** Metres. */
  maxDistanceDetour: z.number().int().min(0).max(200000),
  luggageOptions: z.array(LuggageSchema).max(LuggageSchema.options.length),
  selectedCarRef: z.string().max(200).nullable().optional(),
});
export type RidePlanOptions = z.infer<typeof RidePlanOptionsSchema>;

export const NotificationOptionsSchema = z.strictObject({
  tripConfirmations: z.boolean(),
  tripUpdates: z.boolean(),
  tripReminders: z.boolean(),
  messages: z.boolean(),
  shoutouts: z.boolean(),
});
export type NotificationOptions = z.infer<typeof NotificationOptionsSchema>;

/** Spec 000 §9 defaults, filled in when a user becomes a passenger or a driver. */
export const DEFAULT_SEARCH_PREFERENCES: SearchPreferences = {
  numPassengers: 1,
  maxTransfers: null,
  maxWalkDistance: 500,
  luggageOptions: ['HANDLUGGAGE', 'GROCERIES'],
  allowedTravelModes: ['BUS', 'RAIL', 'RIDESHARE', 'WALK'],
  allowFirstLegRideshare: true,
  allowLastLegRideshare: true,
  needsAssistance: false,
};
export const DEFAULT_RIDE_PLAN_OPTIONS: RidePlanOptions = {
  ableToAssist: true,
  maxPassengers: 3,
  maxTimeDetour: 20,
  maxDistanceDetour: 20000,
  luggageOptions: ['HANDLUGGAGE', 'GROCERIES', 'STROLLER'],
  selectedCarRef: null,
};
export const DEFAULT_NOTIFICATION_OPTIONS: NotificationOptions = {
  tripConfirmations: true,
  tripUpdates: true,
  tripReminders: true,
  messages: true,
  shoutouts: true,
};

// ---------------------------------------------------------------------------------------------------
// The profile

/** The whole profile, as its owner (or an admin) sees it. `id` is the identity provider's subject. */
export const ProfileSchema = z.object({
  id: z.string().max(TOKEN_MAX),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: IsoDateSchema.nullable(),
  /** Whole years, from the date of birth; null without one. */
  age: z.number().int().nullable(),
  /** Path under /images, e.g. `profiles/ab/….png`; null without a photo. */
  image: z.string().nullable(),
  userRole: UserRoleSchema,
  actingRole: ActingRoleSchema,
  address: AddressSchema.nullable(),
  consent: ConsentSchema,
  searchPreferences: SearchPreferencesSchema.nullable(),
  ridePlanOptions: RidePlanOptionsSchema.nullable(),
  notificationOptions: NotificationOptionsSchema,
  interests: z.array(z.string()),
  ...BANK_ACCOUNT_FIELDS,
  createdTime: OffsetDateTimeSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** What anybody may see of somebody else: no e-mail, phone, address, date of birth or IBAN. */
export const PublicProfileSchema = z.object({
  id: z.string().max(TOKEN_MAX),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  age: z.number().int().nullable(),
  userRole: UserRoleSchema,
  interests: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** `GET /profiles/me/status`: the caller has a profile (404 otherwise); complete means a date of birth. */
export const ProfileStatusSchema = z.object({
  id: z.string().max(TOKEN_MAX),
  complete: z.boolean(),
});
export type ProfileStatus = z.infer<typeof ProfileStatusSchema>;

/**
 * The profile in a path: `me`, a managed identity or a `urn:nb:pf:user:…` reference. Most calls accept
 * only the caller's own; the server answers 403 for somebody else's.
 */
export const ProfileParamsSchema = z.object({
  profileId: z.string().min(1).max(200).describe('`me`, a managed identity or a urn:nb:pf:user:… reference'),
});

/** `GET /profiles/{id}?public=true`: only the public part, which anybody may see. */
export const ProfileViewQuerySchema = z.object({
  public: z.enum(['true', 'false']).optional().describe('true: only the public part, for anybody'),
});

/** `POST /profiles`. Missing names or e-mail answer 422, consent not given 451, an existing profile 409. */
export const CreateProfileRequestSchema = z.strictObject({
  /** The managed identity; must be the caller's own (or absent). */
  id: z.string().max(TOKEN_MAX).optional(),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
  phoneNumber: z.string().max(30).nullable().optional(),
  dateOfBirth: IsoDateSchema.nullable().optional(),
  address: AddressSchema,
  userRole: UserRoleSchema,
  consent: ConsentSchema,
  interests: z.array(z.string().max(50)).max(20).optional(),
});
export type CreateProfileRequest = z.infer<typeof CreateProfileRequestSchema>;

/** `PUT /profiles/me`: the whole profile (204). Server-owned fields (id, email, age, image, created) are ignored. */
export const UpdateProfileRequestSchema = z.strictObject({
  id: z.string().max(TOKEN_MAX).optional(),
  email: z.string().max(254).optional(),
  age: z.number().int().nullable().optional(),
  image: z.string().max(TOKEN_MAX).nullable().optional(),
  createdTime: z.string().max(DATE_TIME_MAX_LENGTH).optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: z.string().trim().max(30).nullable(),
  dateOfBirth: IsoDateSchema.nullable(),
  userRole: UserRoleSchema,
  actingRole: ActingRoleSchema.optional(),
  address: AddressSchema.nullable(),
  consent: ConsentSchema,
  searchPreferences: SearchPreferencesSchema.nullable(),
  ridePlanOptions: RidePlanOptionsSchema.nullable(),
  notificationOptions: NotificationOptionsSchema,
  interests: z.array(z.string().max(50)).max(20),
  /**
   * The profile's old copy of the bank account. The banker's current account owns IBAN and holder
   * (decision 25): the app no longer sends these, and a save without them clears the old copy.
   */
  iban: IbanTextSchema.nullable().optional(),
  ibanHolder: IbanHolderTextSchema.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** The whole profile as `PUT /profiles/me` takes it back, optionally with some fields changed. */
export function profileToUpdateRequest(
  profile: Profile,
  changes: Partial<UpdateProfileRequest> = {},
): UpdateProfileRequest {
  return {
    id: profile.id,
    email: profile.email,
    age: profile.age,
    image: profile.image,
    createdTime: profile.createdTime,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
    dateOfBirth: profile.dateOfBirth,
    userRole: profile.userRole,
    actingRole: profile.actingRole,
    address: profile.address,
    consent: profile.consent,
    searchPreferences: profile.searchPreferences,
    ridePlanOptions: profile.ridePlanOptions,
    notificationOptions: profile.notificationOptions,
    interests: profile.interests,
    iban: profile.iban,
    ibanHolder: profile.ibanHolder,
    ...changes,
  };
}

/** Largest accepted decoded image; the app scales photos to about 200 kB before uploading. */
export const PROFILE_IMAGE_MAX_BYTES = 1024 * 1024;

/** `PUT /profiles/me/image`: a base64 data URL (jpeg, gif or png). */
export const ProfileImageRequestSchema = z.strictObject({
  // base64 makes 3 bytes into 4 characters; the `data:image/…;base64,` prefix is short.
  image: z
    .string()
    .max(Math.ceil(PROFILE_IMAGE_MAX_BYTES / 3) * 4 + 100)
    .startsWith('data:'),
});
export const ProfileImageResponseSchema = z.object({ image: z.string() });

export const ProfileSearchQuerySchema = z.object({
  text: z.string().trim().min(1).max(100),
  role: z
    .enum(['passenger', 'driver', 'both', 'PASSENGER', 'DRIVER', 'BOTH'])
    .transform((role) => role.toLowerCase() as UserRole)
    .optional(),
  details: z.enum(['true', 'false']).optional(),
  ...pageQueryFields(100, 20),
});
export const PagedPublicProfilesSchema = pagedSchema(PublicProfileSchema);

// ---------------------------------------------------------------------------------------------------
// Places (favourites)

export const PlaceCategorySchema = z.string().max(50);

export const PlaceSchema = z.object({
  id: z.number().int(),
  /** The geocoder's reference of the place; unique per profile (409 on a duplicate). */
  ref: z.string().nullable(),
  label: z.string(),
  name: z.string().nullable(),
  category: PlaceCategorySchema.nullable(),
  favorite: z.boolean(),
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  locality: z.string().nullable(),
  countryCode: z.string().nullable(),
  stateCode: z.string().nullable(),
  location: GeoPointSchema,
});
export type Place = z.infer<typeof PlaceSchema>;

export const CreatePlaceRequestSchema = z.strictObject({
  ref: z.string().trim().min(1).max(500).nullable().optional(),
  label: z.string().trim().min(1).max(PLACE_LABEL_MAX_LENGTH),
  name: z.string().trim().min(3, 'Minimaal 3 karakters').max(100).nullable().optional(),
  category: PlaceCategorySchema.nullable().optional(),
  favorite: z.boolean().default(true),
  street: z.string().max(200).nullable().optional(),
  houseNumber: z.string().max(20).nullable().optional(),
  postalCode: z.string().max(20).nullable().optional(),
  locality: z.string().max(100).nullable().optional(),
  countryCode: z.string().length(2).nullable().optional(),
  stateCode: z.string().max(10).nullable().optional(),
  location: GeoPointSchema,
});
export type CreatePlaceRequest = z.infer<typeof CreatePlaceRequestSchema>;

export const PlacesQuerySchema = z.object({
  ...pageQueryFields(100),
});
export const PagedPlacesSchema = pagedSchema(PlaceSchema);
export const PlaceParamsSchema = ProfileParamsSchema.extend({ placeId: RowIdSchema });

// ---------------------------------------------------------------------------------------------------
// Compliments and reviews

/** Every compliment type, in the order the app lists them (a received count is sorted from this order). */
export const COMPLIMENT_TYPES = [
  'SAME_INTERESTS',
  'ON_TIME',
  'TALKS_EASILY',
  'SOCIABLE',
  'NEATLY',
  'NICE_CAR',
] as const;
export const ComplimentTypeSchema = z.enum(COMPLIMENT_TYPES);
export type ComplimentType = z.infer<typeof ComplimentTypeSchema>;
/** The types offered to choose from: NICE_CAR is kept for old data but not offered (spec 000 §3). */
export const OFFERED_COMPLIMENT_TYPES: ComplimentType[] = COMPLIMENT_TYPES.filter(
  (type) => type !== 'NICE_CAR',
);
export const ComplimentTypesResponseSchema = z.object({ complimentTypes: z.array(ComplimentTypeSchema) });

/** A compliment set or a review: who gave it to whom, and what it is about (a trip or ride URN). */
const FEEDBACK_FIELDS = {
  id: z.number().int(),
  receiver: PublicProfileSchema,
  sender: PublicProfileSchema,
  context: z.string(),
};
/** Giving one: to whom (a managed identity or a urn:nb:pf:user:… reference) and about what (a URN). */
const FEEDBACK_REQUEST_FIELDS = {
  receiver: z.string().min(1).max(200),
  context: UrnSchema,
};

export const ComplimentSetSchema = z.object({
  ...FEEDBACK_FIELDS,
  compliments: z.array(ComplimentTypeSchema),
  published: OffsetDateTimeSchema,
});
export type ComplimentSet = z.infer<typeof ComplimentSetSchema>;

export const CreateComplimentSetRequestSchema = z.strictObject({
  ...FEEDBACK_REQUEST_FIELDS,
  compliments: z.array(ComplimentTypeSchema).min(1).max(MAX_COMPLIMENTS_PER_SET),
});

export const ReviewSchema = z.object({
  ...FEEDBACK_FIELDS,
  review: z.string(),
  published: OffsetDateTimeSchema,
});
export type Review = z.infer<typeof ReviewSchema>;

export const CreateReviewRequestSchema = z.strictObject({
  ...FEEDBACK_REQUEST_FIELDS,
  review: z.string().trim().min(1).max(2000),
});

export const ReceiverQuerySchema = z.object({
  receiverId: z.string().min(1).max(200),
  ...pageQueryFields(100, 10),
});
export const PagedComplimentSetsSchema = pagedSchema(ComplimentSetSchema);
export const PagedReviewsSchema = pagedSchema(ReviewSchema);

const RecordIdParamsSchema = z.object({ id: RowIdSchema });
/** `DELETE /compliments/{id}`. */
export const ComplimentSetParamsSchema = RecordIdParamsSchema;
/** `DELETE /reviews/{id}`. */
export const ReviewParamsSchema = RecordIdParamsSchema;

/** A 201 answer: the new record's id (also in the Location header). */
export const CreatedResponseSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// Session log

/** The most events one call takes (the app drops its oldest beyond it), and the longest texts. */
export const SESSION_LOG_MAX_EVENTS = 500;
export const SESSION_LOG_MAX_PATH_LENGTH = 500;
export const SESSION_LOG_MAX_USER_AGENT_LENGTH = 500;

export const UserEventSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('PAGE_VISIT'),
    eventTime: OffsetDateTimeSchema,
    path: z.string().min(1).max(SESSION_LOG_MAX_PATH_LENGTH),
  }),
  z.strictObject({
    event: z.literal('CTA_SELECTED'),
    eventTime: OffsetDateTimeSchema,
    ctaId: z.string().min(1).max(100),
  }),
  z.strictObject({
    event: z.literal('CTA_IN_VIEW'),
    eventTime: OffsetDateTimeSchema,
    ctaId: z.string().min(1).max(100).optional(),
    size: z.number().int().min(0),
  }),
]);
export type UserEvent = z.infer<typeof UserEventSchema>;

export const SessionLogRequestSchema = z.strictObject({
  userAgent: z.string().max(SESSION_LOG_MAX_USER_AGENT_LENGTH),
  userEvents: z.array(UserEventSchema).max(SESSION_LOG_MAX_EVENTS),
});
export type SessionLogRequest = z.infer<typeof SessionLogRequestSchema>;
export const SessionLogQuerySchema = z.object({ final: z.enum(['true', 'false']).optional() });
