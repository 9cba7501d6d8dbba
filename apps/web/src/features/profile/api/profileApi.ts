import {
  ACCOUNT_REMOVAL_CONFIRMATION,
  profileEndpoints,
  profileToUpdateRequest,
  type CreatePlaceRequest,
  type CreateProfileRequest,
  type Profile,
  type PublicProfile,
  type UpdateProfileRequest,
} from '@achterhoek/contracts';
import { ApiError } from '../../../lib/api-error';
import { call } from '../../../lib/call';

// The profile service's calls (spec 000 §7), each through its contract in profileEndpoints.
const ME = { profileId: 'me' };

export function fetchProfileStatus(signal?: AbortSignal) {
  return call(profileEndpoints.profileStatus, {}, { signal });
}

/** The whole profile: the owner always gets it, so a public part here means the server misbehaved. */
export async function fetchMyProfile(signal?: AbortSignal): Promise<Profile> {
  const profile = await call(profileEndpoints.profile, { params: ME }, { signal });
  if (!isWholeProfile(profile)) {
    throw new ApiError(200, 'Unexpected response from the server', 'INVALID_RESPONSE');
  }
  return profile;
}

function isWholeProfile(profile: Profile | PublicProfile): profile is Profile {
  return 'email' in profile;
}

/** 201 with the new profile; 409 exists, 422 names or e-mail missing, 451 consent missing. */
export function createProfile(body: CreateProfileRequest) {
  return call(profileEndpoints.createProfile, { body });
}

/** Saves the whole profile (204). */
export function updateProfile(body: UpdateProfileRequest): Promise<void> {
  return call(profileEndpoints.updateProfile, { params: ME, body });
}

/** Uploads a photo as a data URL; answers the key it is served under (/images/{key}). */
export function uploadProfileImage(dataUrl: string) {
  return call(profileEndpoints.uploadProfileImage, { params: ME, body: { image: dataUrl } });
}

/** The part of somebody's profile that anybody may see. */
export function fetchPublicProfile(profileId: string, signal?: AbortSignal): Promise<PublicProfile> {
  return call(profileEndpoints.profile, { params: { profileId }, query: { public: 'true' } }, { signal });
}

const RECEIVED_PAGE_SIZE = 100;

export function fetchCompliments(receiverId: string, signal?: AbortSignal) {
  return call(
    profileEndpoints.compliments,
    { query: { receiverId, maxResults: RECEIVED_PAGE_SIZE } },
    { signal },
  );
}

export function fetchReviews(receiverId: string, signal?: AbortSignal) {
  return call(
    profileEndpoints.reviews,
    { query: { receiverId, maxResults: RECEIVED_PAGE_SIZE } },
    { signal },
  );
}

/** Favourite places (spec 000 §9: up to 100). */
export function fetchPlaces(signal?: AbortSignal) {
  return call(profileEndpoints.places, { params: ME, query: { offset: 0, maxResults: 100 } }, { signal });
}

/** 201 with the new id; 409 when the same place (ref) is already a favourite. */
export function createPlace(body: CreatePlaceRequest) {
  return call(profileEndpoints.createPlace, { params: ME, body });
}

export function deletePlace(placeId: number): Promise<void> {
  return call(profileEndpoints.deletePlace, { params: { ...ME, placeId } });
}

/**
 * The profile as `PUT /profiles/me` takes it. IBAN and holder are left out: the banker's current account
 * owns them (decision 25; the account page writes them through `PUT /api/banker/users/me/account`).
 */
export function toUpdateRequest(profile: Profile): UpdateProfileRequest {
  const { iban: _iban, ibanHolder: _ibanHolder, ...rest } = profileToUpdateRequest(profile);
  return rest;
}

/** Everything the app holds about the signed-in person, as one JSON document (decision 0058). */
export function fetchAccountData(signal?: AbortSignal) {
  return call(profileEndpoints.exportAccountData, {}, { signal });
}

/** Removes the signed-in person's account for good (204); 409 with what to do first. */
export function removeAccount(): Promise<void> {
  return call(profileEndpoints.removeAccount, { body: { confirmation: ACCOUNT_REMOVAL_CONFIRMATION } });
}
