import { MAX_FAVOURITES, type CreatePlaceRequest, type Paged, type Place } from '@achterhoek/contracts';
import type { AuthUser } from '../../../platform/auth/token-verifier.js';
import { ConflictError, NotFoundError, UnprocessableError } from '../../../platform/errors.js';
import * as repository from '../repository/index.js';
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

/**
 * Saves a place; 409 when the profile has one with the same ref already, 422 when it has the most a
 * profile keeps (the spec's 100 favourites).
 */
export async function createPlace(
  deps: ProfileServiceDeps,
  caller: AuthUser,
  ref: string,
  input: CreatePlaceRequest,
): Promise<{ id: number; profileId: string }> {
  const id = ownProfileId(caller, ref);
  await requireProfile(deps.db, id);
  const row = await repository.insertPlaceWithin(
    deps.db,
    {
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
    },
    MAX_FAVOURITES,
  );
  if (row === 'duplicate') throw new ConflictError(MESSAGES.placeExists);
  if (row === 'full') throw new UnprocessableError(MESSAGES.placesFull, 'PLACES_FULL');
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
