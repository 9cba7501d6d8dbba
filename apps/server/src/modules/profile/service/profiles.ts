import { z } from 'zod';
import {
  DELEGATE_PHONE_CHANGE_MESSAGE,
  PHONE_CHANGE_SETTLE_DAYS,
  type CreateProfileRequest,
  type Paged,
  type Profile,
  type ProfileStatus,
  type PublicProfile,
  type UpdateProfileRequest,
  type UserRole,
} from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import {
  ConflictError,
  ForbiddenError,
  invalidFields,
  LegalReasonsError,
  UnprocessableError,
  type FieldProblem,
} from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/db/transaction.js';
import * as repository from '../repository/index.js';
import type { ProfileRow } from '../repository/index.js';
import { applyRole, checkPersonalFields, foldForSearch, resolveUserRef, todayInAmsterdam } from '../rules.js';
import {
  isAdmin,
  MESSAGES,
  ownProfileId,
  paged,
  requireProfile,
  todayOf,
  type ProfileServiceDeps,
} from './shared.js';
import { addressColumns, newProfileColumns, toProfile, toPublicProfile } from './views.js';

// The profile itself: registering, reading, replacing and finding people by name.

function cleanInterests(interests: string[] | undefined): string[] {
  return [...new Set((interests ?? []).map((interest) => interest.trim()).filter(Boolean))];
}

function allConsentsGiven(consent: CreateProfileRequest['consent']): boolean {
  return consent.acceptedTerms && consent.olderThanSixteen && consent.safetyGuidelines;
}

const EmailSchema = z.email();

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
  return insertNewProfile(deps, caller, id, input);
}

/**
 * The profile of a new account that a delegate made for somebody (the delegation module decides who may;
 * reference §5.2 'Registration by a delegate'): `created_by` names the delegate.
 */
export async function createProfileFor(
  deps: Pick<ProfileServiceDeps, 'db' | 'clock'>,
  createdBy: AuthUser,
  id: string,
  input: CreateProfileRequest,
): Promise<Profile> {
  return insertNewProfile(deps, createdBy, id, input);
}

async function insertNewProfile(
  deps: Pick<ProfileServiceDeps, 'db' | 'clock'>,
  caller: AuthUser,
  id: string,
  input: CreateProfileRequest,
): Promise<Profile> {
  const forSelf = id === caller.id;
  const firstName = input.firstName || (forSelf ? caller.givenName.trim() : '');
  const lastName = input.lastName || (forSelf ? caller.familyName.trim() : '');
  const email = input.email || (forSelf ? (caller.email?.trim() ?? '') : '');
  if (!firstName || !lastName || !email) throw new UnprocessableError(MESSAGES.missingNames);
  if (!allConsentsGiven(input.consent)) throw new LegalReasonsError(MESSAGES.consent);

  const now = deps.clock.now();
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
    ...newProfileColumns(role),
    ...addressColumns(input.address),
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
  const today = todayOf(deps);
  if (publicView) return toPublicProfile(row, today);
  if (id !== caller.id && !isAdmin(caller)) {
    throw new ForbiddenError('Only the owner may see the whole profile; ask for public=true');
  }
  return toProfile(row, today);
}

/**
 * A changed phone number keeps the earlier one and the moment of the change: delegation codes go to the
 * earlier number for a few days (decision 0023). Changed again within those days, the number from before
 * the first change stays the earlier one, so two quick changes cannot shake it off.
 */
function phoneChange(
  existing: Pick<ProfileRow, 'phoneNumber' | 'previousPhoneNumber' | 'phoneChangedAt'>,
  next: string | null,
  now: Date,
): Pick<ProfileRow, 'previousPhoneNumber' | 'phoneChangedAt'> | undefined {
  if (next === existing.phoneNumber) return undefined;
  const settling =
    existing.phoneChangedAt !== null &&
    now.getTime() - existing.phoneChangedAt.getTime() < PHONE_CHANGE_SETTLE_DAYS * 24 * 3600_000;
  return {
    previousPhoneNumber: settling ? existing.previousPhoneNumber : existing.phoneNumber,
    phoneChangedAt: now,
  };
}

/**
 * `PUT /profiles/me`: replaces the owner's profile. The e-mail address, id, image and creation time are
 * not changed here. A role switch fills missing preferences (spec 000 §4). A delegate acting for the
 * owner (`actedBy`) may change everything here except the phone number: delegation codes go there, so
 * only the person themselves changes it (403).
 */
export async function updateProfile(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  input: UpdateProfileRequest,
  actedBy?: string,
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
    todayOf(deps),
  );
  problems.push(...personal.problems);
  if (problems.length > 0) throw invalidFields(problems);
  const now = deps.clock.now();
  const changedPhone = phoneChange(existing, personal.value.phoneNumber, now);
  if (changedPhone && actedBy !== undefined) {
    throw new ForbiddenError(DELEGATE_PHONE_CHANGE_MESSAGE, 'DELEGATE_PHONE_CHANGE');
  }

  const keptActingRole = existing.userRole === 'both' ? existing.actingRole : undefined;
  const role = applyRole(
    input.userRole,
    input.actingRole ?? keptActingRole,
    input.searchPreferences ?? existing.searchPreferences,
    input.ridePlanOptions ?? existing.ridePlanOptions,
  );
  await inTransaction(deps.db, async (tx) => {
    await repository.updateProfile(tx, id, {
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
      ...changedPhone,
      updatedAt: now,
    });
    // The profile rewards (reference §3.6): a profile, a date of birth, a young age on the day it was made;
    // the banker weighs them (wired in app.ts), inside this transaction.
    await deps.onProfileUpdated?.(tx, {
      person: {
        managedIdentity: id,
        name: `${input.firstName} ${input.lastName}`.trim(),
        email: existing.email,
      },
      dateOfBirth: personal.value.dateOfBirth ?? null,
      createdAt: existing.createdAt,
    });
  });
}

/** Who a role filter finds: a driver search finds people who drive, `both` included. */
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
  const today = todayOf(deps);
  return paged(
    query.offset,
    page.totalCount,
    page.rows.map((row) => toPublicProfile(row, today)),
  );
}
