import type { CreatePlaceRequest, Paged, Place } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import * as repository from '../repository.js';
import { MESSAGES, ownProfileId, paged, requireProfile, type ProfileServiceDeps } from './shared.js';
import { toPlace } from './views.js';

// Favourite places: only their owner lists, saves and removes them.

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

/** Saves a place; 409 when the profile has one with the same ref already. */
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
    createdAt: deps.clock.now(),
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
