import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_OPTIONS,
  PROFILE_IMAGE_MAX_BYTES,
  type ComplimentSet,
  type ComplimentType,
  type CreatePlaceRequest,
  type CreateProfileRequest,
  type NotificationOptions,
  type Paged,
  type Place,
  type Profile,
  type ProfileStatus,
  type PublicProfile,
  type Review,
  type SessionLogRequest,
  type UpdateProfileRequest,
  type UserRole,
} from '@achterhoek/contracts';
import { hasRole } from '../../platform/auth/plugin.js';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Db } from '../../platform/db/database.js';
import {
  ConflictError,
  ForbiddenError,
  invalidFields,
  LegalReasonsError,
  NotFoundError,
  UnprocessableError,
  type FieldProblem,
} from '../../platform/errors.js';
import { decodeImageDataUrl } from '../images/data-url.js';
import type { ImageStore } from '../images/store.js';
import * as repository from './repository.js';
import type { ComplimentSetRow, PlaceRow, ProfileRow, ReviewRow } from './repository.js';
import {
  ageOn,
  applyRole,
  checkPersonalFields,
  foldForSearch,
  profileImageKey,
  resolveUserRef,
  todayInAmsterdam,
} from './rules.js';

export interface ProfileServiceDeps {
  db: Db;
  images: ImageStore;
  /** The clock; tests may pin it. */
  now?: () => Date;
}

function nowOf(deps: Pick<ProfileServiceDeps, 'now'>): Date {
  return deps.now?.() ?? new Date();
}

export const MESSAGES = {
  missingNames: 'Missing email, first name or last name',
  consent: 'Consent not given',
  exists: 'Profile already exists',
  notFound: 'Profile not found',
  placeExists: 'Place already exists',
  placeNotFound: 'Place not found',
  complimentsExist: 'Compliments already given for this context',
  reviewExists: 'Review already given for this context',
} as const;

// ---------------------------------------------------------------------------------------------------
// Mapping rows to the API's shapes

export function toProfile(row: ProfileRow, today: string): Profile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    image: row.imagePath,
    userRole: row.userRole,
    actingRole: row.actingRole,
    address:
      row.homeLocality !== null && row.homeLon !== null && row.homeLat !== null
        ? {
            ...(row.homeLabel !== null ? { label: row.homeLabel } : {}),
            ...(row.homeStreet !== null ? { street: row.homeStreet } : {}),
            ...(row.homeHouseNumber !== null ? { houseNumber: row.homeHouseNumber } : {}),
            ...(row.homePostalCode !== null ? { postalCode: row.homePostalCode } : {}),
            locality: row.homeLocality,
            countryCode: row.homeCountryCode ?? 'NL',
            ...(row.homeStateCode !== null ? { stateCode: row.homeStateCode } : {}),
            location: { type: 'Point', coordinates: [row.homeLon, row.homeLat] },
          }
        : null,
    consent: {
      acceptedTerms: row.acceptedTerms,
      olderThanSixteen: row.olderThanSixteen,
      safetyGuidelines: row.safetyGuidelines,
    },
    searchPreferences: row.searchPreferences,
    ridePlanOptions: row.ridePlanOptions,
    notificationOptions: row.notificationOptions,
    interests: row.interests,
    iban: row.iban,
    ibanHolder: row.ibanHolder,
    createdTime: row.createdAt.toISOString(),
  };
}

export function toPublicProfile(row: ProfileRow, today: string): PublicProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.imagePath,
    age: ageOn(row.dateOfBirth, today),
    userRole: row.userRole,
    interests: row.interests,
  };
}

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    ref: row.ref,
    label: row.label,
    name: row.name,
    category: row.category,
    favorite: row.favorite,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    locality: row.locality,
    countryCode: row.countryCode,
    stateCode: row.stateCode,
    location: { type: 'Point', coordinates: [row.lon, row.lat] },
  };
}

function addressColumns(address: CreateProfileRequest['address'] | null) {
  return {
    homeLabel: address?.label ?? null,
    homeStreet: address?.street ?? null,
    homeHouseNumber: address?.houseNumber ?? null,
    homePostalCode: address?.postalCode ?? null,
    homeLocality: address?.locality ?? null,
    homeCountryCode: address ? address.countryCode.toUpperCase() : null,
    homeStateCode: address?.stateCode ?? null,
    homeLon: address?.location.coordinates[0] ?? null,
    homeLat: address?.location.coordinates[1] ?? null,
  };
}

function cleanInterests(interests: string[] | undefined): string[] {
  return [...new Set((interests ?? []).map((interest) => interest.trim()).filter(Boolean))];
}

function allConsentsGiven(consent: CreateProfileRequest['consent']): boolean {
  return consent.acceptedTerms && consent.olderThanSixteen && consent.safetyGuidelines;
}

function isAdmin(caller: AuthUser): boolean {
  return hasRole(caller, 'admin');
}

/** The caller's own managed identity for a path that only the owner may use (`me` or their id); 403 otherwise. */
export function ownProfileId(caller: AuthUser, ref: string): string {
  const id = resolveUserRef(ref, caller.id);
  if (id !== caller.id) throw new ForbiddenError('Only the owner may do this');
  return id;
}

async function requireProfile(db: Db, id: string): Promise<ProfileRow> {
  const row = await repository.findProfile(db, id);
  if (!row) throw new NotFoundError(MESSAGES.notFound);
  return row;
}

const EmailSchema = z.email();

// ---------------------------------------------------------------------------------------------------
// Profiles

/**
 * `POST /profiles`: the caller registers their own profile, or an admin creates one for another subject.
 * Names and e-mail default to the caller's token when registering oneself.
 */
export async function createProfile(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: CreateProfileRequest,
): Promise<Profile> {
  const id = input.id ? resolveUserRef(input.id, caller.id) : caller.id;
  const forSelf = id === caller.id;
  if (!forSelf && !isAdmin(caller)) throw new ForbiddenError('You may only create your own profile');

  const firstName = input.firstName || (forSelf ? caller.givenName.trim() : '');
  const lastName = input.lastName || (forSelf ? caller.familyName.trim() : '');
  const email = input.email || (forSelf ? (caller.email?.trim() ?? '') : '');
  if (!firstName || !lastName || !email) throw new UnprocessableError(MESSAGES.missingNames);
  if (!allConsentsGiven(input.consent)) throw new LegalReasonsError(MESSAGES.consent);

  const now = nowOf(deps);
  const today = todayInAmsterdam(now);
  const problems: FieldProblem[] = [];
  if (!EmailSchema.safeParse(email).success) {
    problems.push({ field: 'body.email', message: 'not a valid e-mail address' });
  }
  const personal = checkPersonalFields(
    {
      phoneNumber: input.phoneNumber,
      dateOfBirth: input.dateOfBirth,
      countryCode: input.address.countryCode,
    },
    today,
  );
  problems.push(...personal.problems);
  if (problems.length > 0) throw invalidFields(problems);

  const role = applyRole(input.userRole, undefined, null, null);
  const row = await repository.insertProfile(deps.db, {
    id,
    firstName,
    lastName,
    email,
    phoneNumber: personal.value.phoneNumber,
    dateOfBirth: personal.value.dateOfBirth,
    userRole: role.userRole,
    actingRole: role.actingRole,
    ...addressColumns(input.address),
    acceptedTerms: true,
    olderThanSixteen: true,
    safetyGuidelines: true,
    searchPreferences: role.searchPreferences,
    ridePlanOptions: role.ridePlanOptions,
    notificationOptions: { ...DEFAULT_NOTIFICATION_OPTIONS },
    interests: cleanInterests(input.interests),
    createdBy: forSelf ? null : caller.id,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new ConflictError(MESSAGES.exists);
  return toProfile(row, today);
}

export async function getProfileStatus(deps: ProfileServiceDeps, caller: AuthUser): Promise<ProfileStatus> {
  const row = await requireProfile(deps.db, caller.id);
  return { id: row.id, complete: row.dateOfBirth !== null };
}

/**
 * `GET /profiles/{id}`: the whole profile for its owner and admins; the public part for anybody who asks
 * for it (`public=true`); 403 for somebody else's whole profile.
 */
export async function getProfile(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  publicView: boolean,
): Promise<Profile | PublicProfile> {
  const id = resolveUserRef(ref, caller.id);
  const row = await requireProfile(deps.db, id);
  const today = todayInAmsterdam(nowOf(deps));
  if (publicView) return toPublicProfile(row, today);
  if (id !== caller.id && !isAdmin(caller)) {
    throw new ForbiddenError('Only the owner may see the whole profile; ask for public=true');
  }
  return toProfile(row, today);
}

/**
 * `PUT /profiles/me`: replaces the owner's profile. The e-mail address, id, image and creation time are
 * not changed here. A role switch fills missing preferences (spec 000 §4).
 */
export async function updateProfile(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  input: UpdateProfileRequest,
): Promise<void> {
  const id = ownProfileId(caller, ref);
  const existing = await requireProfile(deps.db, id);
  if (!allConsentsGiven(input.consent)) throw new LegalReasonsError(MESSAGES.consent);

  const problems: FieldProblem[] = [];
  if (!input.address) problems.push({ field: 'body.address', message: 'a home address is required' });
  const personal = checkPersonalFields(
    {
      phoneNumber: input.phoneNumber,
      dateOfBirth: input.dateOfBirth,
      iban: input.iban,
      ibanHolder: input.ibanHolder,
      countryCode: input.address?.countryCode,
    },
    todayInAmsterdam(nowOf(deps)),
  );
  problems.push(...personal.problems);
  if (problems.length > 0) throw invalidFields(problems);

  const keptActingRole = existing.userRole === 'both' ? existing.actingRole : undefined;
  const role = applyRole(
    input.userRole,
    input.actingRole ?? keptActingRole,
    input.searchPreferences ?? existing.searchPreferences,
    input.ridePlanOptions ?? existing.ridePlanOptions,
  );
  await repository.updateProfile(deps.db, id, {
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: personal.value.phoneNumber,
    dateOfBirth: personal.value.dateOfBirth,
    userRole: role.userRole,
    actingRole: role.actingRole,
    ...addressColumns(input.address),
    searchPreferences: role.searchPreferences,
    ridePlanOptions: role.ridePlanOptions,
    notificationOptions: input.notificationOptions,
    interests: cleanInterests(input.interests),
    iban: personal.value.iban,
    ibanHolder: personal.value.iban ? personal.value.ibanHolder : null,
  });
}

/**
 * `PUT /profiles/me/image`: stores a JPEG, PNG or GIF photo under a new key, points the profile at it and
 * removes the previous photo.
 */
export async function uploadProfileImage(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  dataUrl: string,
): Promise<{ image: string }> {
  const id = ownProfileId(caller, ref);
  const decoded = decodeImageDataUrl(dataUrl, PROFILE_IMAGE_MAX_BYTES);
  if (!decoded.ok) throw invalidFields([{ field: 'body.image', message: decoded.reason }]);
  await requireProfile(deps.db, id);

  const key = profileImageKey(id, decoded.image.extension, nowOf(deps));
  await deps.images.put(key, decoded.image.bytes, decoded.image.contentType);
  let replaced: { previous: string | null } | undefined;
  try {
    replaced = await repository.replaceProfileImage(deps.db, id, key);
  } catch (error) {
    await deps.images.remove(key).catch(() => undefined);
    throw error;
  }
  if (!replaced) {
    await deps.images.remove(key).catch(() => undefined);
    throw new NotFoundError(MESSAGES.notFound);
  }
  if (replaced.previous && replaced.previous !== key) {
    // The profile no longer points at it; a file left behind after a failure is only wasted space.
    await deps.images.remove(replaced.previous).catch(() => undefined);
  }
  return { image: key };
}

const ROLE_FILTER: Record<UserRole, UserRole[]> = {
  passenger: ['passenger', 'both'],
  driver: ['driver', 'both'],
  both: ['both'],
};

/** `GET /profiles?text=`: public profiles whose name contains every word of the text. */
export async function searchProfiles(
  deps: ProfileServiceDeps,
  query: { text: string; role?: UserRole; offset: number; maxResults: number },
): Promise<Paged<PublicProfile>> {
  const terms = foldForSearch(query.text).split(/\s+/).filter(Boolean);
  const page = await repository.searchProfiles(deps.db, {
    terms,
    roles: query.role ? ROLE_FILTER[query.role] : undefined,
    offset: query.offset,
    limit: query.maxResults,
  });
  const today = todayInAmsterdam(nowOf(deps));
  return paged(
    query.offset,
    page.totalCount,
    page.rows.map((row) => toPublicProfile(row, today)),
  );
}

function paged<T>(offset: number, totalCount: number, data: T[]): Paged<T> {
  return { totalCount, offset, count: data.length, data };
}

// ---------------------------------------------------------------------------------------------------
// Places

export async function listPlaces(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  page: { offset: number; maxResults: number },
): Promise<Paged<Place>> {
  const id = ownProfileId(caller, ref);
  await requireProfile(deps.db, id);
  const result = await repository.listPlaces(deps.db, id, page.offset, page.maxResults);
  return paged(page.offset, result.totalCount, result.rows.map(toPlace));
}

export async function createPlace(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  input: CreatePlaceRequest,
): Promise<{ id: number; profileId: string }> {
  const id = ownProfileId(caller, ref);
  await requireProfile(deps.db, id);
  const row = await repository.insertPlace(deps.db, {
    profileId: id,
    ref: input.ref ?? null,
    label: input.label,
    name: input.name ?? null,
    category: input.category ?? null,
    favorite: input.favorite,
    street: input.street ?? null,
    houseNumber: input.houseNumber ?? null,
    postalCode: input.postalCode ?? null,
    locality: input.locality ?? null,
    countryCode: input.countryCode?.toUpperCase() ?? null,
    stateCode: input.stateCode ?? null,
    lon: input.location.coordinates[0],
    lat: input.location.coordinates[1],
  });
  if (!row) throw new ConflictError(MESSAGES.placeExists);
  return { id: row.id, profileId: id };
}

export async function deletePlace(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  placeId: number,
): Promise<void> {
  const id = ownProfileId(caller, ref);
  if (!(await repository.deletePlace(deps.db, id, placeId))) throw new NotFoundError(MESSAGES.placeNotFound);
}

// ---------------------------------------------------------------------------------------------------
// Compliments and reviews

/** Sender and receiver of a new compliment set or review: both need a profile and must differ. */
async function senderAndReceiver(deps: ProfileServiceDeps, caller: AuthUser, receiverRef: string) {
  const receiverId = resolveUserRef(receiverRef, caller.id);
  if (receiverId === caller.id) {
    throw invalidFields([{ field: 'body.receiver', message: 'you cannot compliment or review yourself' }]);
  }
  await requireProfile(deps.db, caller.id);
  const receiver = await repository.findProfile(deps.db, receiverId);
  if (!receiver) throw new NotFoundError('Receiver not found');
  return { senderId: caller.id, receiverId };
}

/** Rows with a receiver and sender, in the API's shape with both public profiles. */
async function withPeople<R extends { receiverId: string; senderId: string }, T>(
  deps: ProfileServiceDeps,
  rows: R[],
  map: (row: R, receiver: PublicProfile, sender: PublicProfile) => T,
): Promise<T[]> {
  const people = await repository.findProfilesByIds(
    deps.db,
    rows.flatMap((row) => [row.receiverId, row.senderId]),
  );
  const today = todayInAmsterdam(nowOf(deps));
  return rows.flatMap((row) => {
    const receiver = people.get(row.receiverId);
    const sender = people.get(row.senderId);
    return receiver && sender
      ? [map(row, toPublicProfile(receiver, today), toPublicProfile(sender, today))]
      : [];
  });
}

function mayDelete(caller: AuthUser, row: { senderId: string }): boolean {
  return row.senderId === caller.id || isAdmin(caller);
}

export async function listComplimentSets(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
): Promise<Paged<ComplimentSet>> {
  const receiver = await requireProfile(deps.db, resolveUserRef(query.receiverId, caller.id));
  const page = await repository.listComplimentSets(deps.db, receiver.id, query.offset, query.maxResults);
  const data = await withPeople(deps, page.rows, (row: ComplimentSetRow, receiverView, senderView) => ({
    id: row.id,
    receiver: receiverView,
    sender: senderView,
    context: row.context,
    compliments: row.compliments as ComplimentType[],
    published: row.publishedAt.toISOString(),
  }));
  return paged(query.offset, page.totalCount, data);
}

export async function createComplimentSet(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: { receiver: string; context: string; compliments: ComplimentType[] },
): Promise<{ id: number }> {
  const people = await senderAndReceiver(deps, caller, input.receiver);
  const row = await repository.insertComplimentSet(deps.db, {
    ...people,
    context: input.context,
    compliments: [...new Set(input.compliments)],
  });
  if (!row) throw new ConflictError(MESSAGES.complimentsExist);
  return { id: row.id };
}

export async function deleteComplimentSet(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  id: number,
): Promise<void> {
  const row = await repository.findComplimentSet(deps.db, id);
  if (!row) throw new NotFoundError('Compliments not found');
  if (!mayDelete(caller, row)) throw new ForbiddenError('Only the sender may remove these compliments');
  await repository.deleteComplimentSet(deps.db, id);
}

export async function listReviews(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  query: { receiverId: string; offset: number; maxResults: number },
): Promise<Paged<Review>> {
  const receiver = await requireProfile(deps.db, resolveUserRef(query.receiverId, caller.id));
  const page = await repository.listReviews(deps.db, receiver.id, query.offset, query.maxResults);
  const data = await withPeople(deps, page.rows, (row: ReviewRow, receiverView, senderView) => ({
    id: row.id,
    receiver: receiverView,
    sender: senderView,
    context: row.context,
    review: row.review,
    published: row.publishedAt.toISOString(),
  }));
  return paged(query.offset, page.totalCount, data);
}

export async function createReview(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: { receiver: string; context: string; review: string },
): Promise<{ id: number }> {
  const people = await senderAndReceiver(deps, caller, input.receiver);
  const row = await repository.insertReview(deps.db, {
    ...people,
    context: input.context,
    review: input.review,
  });
  if (!row) throw new ConflictError(MESSAGES.reviewExists);
  return { id: row.id };
}

export async function deleteReview(deps: ProfileServiceDeps, caller: AuthUser, id: number): Promise<void> {
  const row = await repository.findReview(deps.db, id);
  if (!row) throw new NotFoundError('Review not found');
  if (!mayDelete(caller, row)) throw new ForbiddenError('Only the sender may remove this review');
  await repository.deleteReview(deps.db, id);
}

// ---------------------------------------------------------------------------------------------------
// Session log

/**
 * The key that groups a session's events: the token's login session (`sid`) or, for a token without
 * one, the browser and the day.
 */
export function sessionKeyOf(caller: AuthUser, userAgent: string, now: Date): string {
  if (caller.sessionId) return caller.sessionId;
  const browser = createHash('sha256').update(userAgent).digest('hex').slice(0, 16);
  return `ua-${browser}-${todayInAmsterdam(now)}`;
}

/** `POST /profiles/me/session-log`: usage events of the app; `final` closes the session (logout). */
export async function recordSessionLog(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  input: SessionLogRequest,
  options: { final: boolean; ip: string | undefined },
): Promise<void> {
  await requireProfile(deps.db, caller.id);
  const now = nowOf(deps);
  const times = input.userEvents.map((event) => Date.parse(event.eventTime));
  await repository.recordSessionLog(deps.db, {
    profileId: caller.id,
    sessionKey: sessionKeyOf(caller, input.userAgent, now),
    userAgent: input.userAgent,
    ip: options.ip,
    startedAt: times.length > 0 ? new Date(Math.min(...times)) : now,
    events: input.userEvents,
    onBehalfOf: undefined,
    endedAt: options.final ? now : undefined,
  });
}

// ---------------------------------------------------------------------------------------------------
// Demo data

// ---------------------------------------------------------------------------------------------------
// For other modules (they never read the profile tables themselves)

/** Names and photo of the people who have a profile, by managed identity (absent ids have none). */
export async function findPublicProfiles(
  db: Db,
  ids: string[],
): Promise<Map<string, { id: string; firstName: string; lastName: string; image: string | null }>> {
  const rows = await repository.findProfilesByIds(db, ids);
  return new Map(
    [...rows.values()].map((row) => [
      row.id,
      { id: row.id, firstName: row.firstName, lastName: row.lastName, image: row.imagePath },
    ]),
  );
}

/** A user's notification choices; undefined when they have no profile. */
export async function getNotificationOptions(
  db: Db,
  id: string,
): Promise<NotificationOptions | undefined> {
  return (await repository.findProfile(db, id))?.notificationOptions;
}

export { createDemoProfiles, type DemoProfileSeed } from './demo-profiles.js';
