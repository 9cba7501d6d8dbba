import {
  CreatedResponseSchema,
  PagedComplimentSetsSchema,
  PagedPlacesSchema,
  PagedReviewsSchema,
  ProfileImageResponseSchema,
  ProfileSchema,
  ProfileStatusSchema,
  PublicProfileSchema,
  profileToUpdateRequest,
  type CreatePlaceRequest,
  type CreateProfileRequest,
  type Profile,
  type UpdateProfileRequest,
} from '@achterhoek/contracts';
import { request } from '../../../lib/http';

// The profile service's calls (spec 000 §7), each typed with its contract.
const PROFILE_API = '/api/profile';

export function fetchProfileStatus(signal?: AbortSignal) {
  return request(`${PROFILE_API}/profiles/me/status`, { schema: ProfileStatusSchema, signal });
}

export function fetchMyProfile(signal?: AbortSignal) {
  return request(`${PROFILE_API}/profiles/me`, { schema: ProfileSchema, signal });
}

/** 201 with the new profile; 409 exists, 422 names or e-mail missing, 451 consent missing. */
export function createProfile(body: CreateProfileRequest) {
  return request(`${PROFILE_API}/profiles`, { method: 'POST', body, schema: ProfileSchema });
}

/** Saves the whole profile (204). */
export async function updateProfile(body: UpdateProfileRequest): Promise<void> {
  await request(`${PROFILE_API}/profiles/me`, { method: 'PUT', body });
}

/** Uploads a photo as a data URL; answers the key it is served under (/images/{key}). */
export function uploadProfileImage(dataUrl: string) {
  return request(`${PROFILE_API}/profiles/me/image`, {
    method: 'PUT',
    body: { image: dataUrl },
    schema: ProfileImageResponseSchema,
  });
}

export function fetchPublicProfile(profileId: string, signal?: AbortSignal) {
  return request(`${PROFILE_API}/profiles/${encodeURIComponent(profileId)}`, {
    query: { public: true },
    schema: PublicProfileSchema,
    signal,
  });
}

const RECEIVED_PAGE_SIZE = 100;

export function fetchCompliments(receiverId: string, signal?: AbortSignal) {
  return request(`${PROFILE_API}/compliments`, {
    query: { receiverId, maxResults: RECEIVED_PAGE_SIZE },
    schema: PagedComplimentSetsSchema,
    signal,
  });
}

export function fetchReviews(receiverId: string, signal?: AbortSignal) {
  return request(`${PROFILE_API}/reviews`, {
    query: { receiverId, maxResults: RECEIVED_PAGE_SIZE },
    schema: PagedReviewsSchema,
    signal,
  });
}

/** Favourite places (spec 000 §9: up to 100). */
export function fetchPlaces(signal?: AbortSignal) {
  return request(`${PROFILE_API}/profiles/me/places`, {
    query: { offset: 0, maxResults: 100 },
    schema: PagedPlacesSchema,
    signal,
  });
}

/** 201 with the new id; 409 when the same place (ref) is already a favourite. */
export function createPlace(body: CreatePlaceRequest) {
  return request(`${PROFILE_API}/profiles/me/places`, {
    method: 'POST',
    body,
    schema: CreatedResponseSchema,
  });
}

export async function deletePlace(placeId: number): Promise<void> {
  await request(`${PROFILE_API}/profiles/me/places/${placeId}`, { method: 'DELETE' });
}

/** The whole profile as PUT /profiles/me takes it. */
export const toUpdateRequest = (profile: Profile) => profileToUpdateRequest(profile);
