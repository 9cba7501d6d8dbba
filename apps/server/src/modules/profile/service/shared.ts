import { MAX_FAVOURITES, type Paged } from '@achterhoek/contracts';
import { hasRole } from '../../../platform/auth/plugin.js';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors.js';
import type { ImageStore } from '../../images/index.js';
import * as repository from '../repository/index.js';
import type { ProfileRow } from '../repository/index.js';
import { resolveUserRef, todayInAmsterdam } from '../rules.js';

/** What the profile services work with: the database (or a caller's transaction), photos and the app's clock. */
export interface ProfileServiceDeps {
  db: Db;
  images: ImageStore;
  /** The app's one clock: ages, dates of birth, creation and publication times all read it. */
  clock: Clock;
  /** Told inside the update's transaction what the profile now says (the banker's profile rewards). */
  onProfileUpdated?: ProfileUpdatedHook;
}

/** What a profile update tells the module that rewards it. */
export interface ProfileUpdated {
  person: { managedIdentity: string; name: string; email?: string | null };
  /** YYYY-MM-DD, or null when not filled. */
  dateOfBirth: string | null;
  createdAt: Date;
}
export type ProfileUpdatedHook = (tx: Db, updated: ProfileUpdated) => Promise<void>;

/**
 * Whom the user registered with, named in the 409 of a second registration (spec 000 §8: 'Je bent al
 * geregistreerd bij {provider}.'). The original named its login provider; here the account is the app's.
 */
export const REGISTRATION_PROVIDER = 'Achterhoek Mobiel';

export const MESSAGES = {
  missingNames: 'Missing email, first name or last name',
  consent: 'Consent not given',
  exists: `Je bent al geregistreerd bij ${REGISTRATION_PROVIDER}.`,
  notFound: 'Profile not found',
  placeExists: 'Place already exists',
  placesFull: `At most ${MAX_FAVOURITES} places per profile`,
  placeNotFound: 'Place not found',
  complimentsExist: 'Compliments already given for this context',
  reviewExists: 'Review already given for this context',
} as const;

/** Today's date in the Netherlands by the app's clock: ages and the latest date of birth count from it. */
export function todayOf(deps: Pick<ProfileServiceDeps, 'clock'>): string {
  return todayInAmsterdam(deps.clock.now());
}

export function isAdmin(caller: AuthUser): boolean {
  return hasRole(caller, 'admin');
}

/** The caller's own managed identity for a path that only the owner may use (`me` or their id); 403 otherwise. */
export function ownProfileId(caller: AuthUser, ref: string): string {
  const id = resolveUserRef(ref, caller.id);
  if (id !== caller.id) throw new ForbiddenError('Only the owner may do this');
  return id;
}

/** The profile with this managed identity; 404 when there is none. */
export async function requireProfile(db: Db, id: string): Promise<ProfileRow> {
  const row = await repository.findProfile(db, id);
  if (!row) throw new NotFoundError(MESSAGES.notFound);
  return row;
}

export function paged<T>(offset: number, totalCount: number, data: T[]): Paged<T> {
  return { totalCount, offset, count: data.length, data };
}
