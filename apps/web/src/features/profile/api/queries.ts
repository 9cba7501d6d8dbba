import type { Profile } from '@achterhoek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useSignedInQuery } from '../../../lib/signed-in-query';
import { isApiError } from '../../../lib/api-error';
import { rememberLastSeen } from '../../../lib/offline/last-seen';
import {
  fetchCompliments,
  fetchMyProfile,
  fetchProfileStatus,
  fetchPublicProfile,
  fetchReviews,
  toUpdateRequest,
  updateProfile,
  uploadProfileImage,
} from './profileApi';

/**
 * Query keys. The own profile is keyed by the signed-in user, so a different login never sees the
 * previous user's cached profile.
 */
export const profileKeys = {
  all: ['profiles'] as const,
  mine: (signedInId: string | undefined) => ['profiles', 'me', signedInId ?? ''] as const,
  status: (signedInId: string | undefined) => ['profiles', 'me', signedInId ?? '', 'status'] as const,
  public: (profileId: string) => ['profiles', 'public', profileId] as const,
  compliments: (profileId: string) => ['profiles', 'compliments', profileId] as const,
  reviews: (profileId: string) => ['profiles', 'reviews', profileId] as const,
};

/** True when a call answered 404: for the own profile status, the user has no profile yet. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The own profile status (spec 000 §4 start-up): 404 means registration has not been done. */
export function useProfileStatus() {
  return useSignedInQuery(profileKeys.status, fetchProfileStatus, {
    // Checked once per login; registration and onboarding refresh it themselves.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The signed-in user's profile, app-wide. It loads once the status says there is one; while the user
 * has no profile the query stays idle (see `useProfileStatus`).
 */
export function useProfile() {
  const status = useProfileStatus();
  const signedInId = useSignedInId();
  return useSignedInQuery(profileKeys.mine, (signal) => fetchAndRememberProfile(signedInId, signal), {
    enabled: status.isSuccess,
    staleTime: 5 * 60_000,
  });
}

/**
 * The name under which the signed-in user's profile is kept on the device (lib/offline/last-seen.ts: one
 * owner at a time, so it is never shown to another user or for another delegator, and gone at signing out).
 */
export const KNOWN_PROFILE_NAME = 'profile';

/**
 * Every profile the server gives is kept on the device as the one to paint with next time
 * (useKnownProfile), under the user it belongs to.
 */
async function fetchAndRememberProfile(signedInId: string, signal: AbortSignal): Promise<Profile> {
  const profile = await fetchMyProfile(signal);
  rememberLastSeen(signedInId, KNOWN_PROFILE_NAME, profile);
  return profile;
}

/** Saves the whole profile and reloads it afterwards (the server may fill defaults). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (profile: Profile) => updateProfile(toUpdateRequest(profile)),
    onSuccess: async (_result, profile) => {
      queryClient.setQueryData(profileKeys.mine(signedInId), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.mine(signedInId) });
    },
  });
}

/** Uploads a scaled photo (a data URL) and stores its new key in the cached profile. */
export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (dataUrl: string) => uploadProfileImage(dataUrl),
    onSuccess: async ({ image }) => {
      queryClient.setQueryData<Profile>(profileKeys.mine(signedInId), (old) =>
        old ? { ...old, image } : old,
      );
      await queryClient.invalidateQueries({ queryKey: profileKeys.mine(signedInId) });
    },
  });
}

/** Forgets the own profile status and profile, so the next page checks them again (after registering). */
export function useResetOwnProfile() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return () => queryClient.resetQueries({ queryKey: profileKeys.mine(signedInId) });
}

export function usePublicProfile(profileId: string) {
  return useQuery({
    queryKey: profileKeys.public(profileId),
    queryFn: ({ signal }) => fetchPublicProfile(profileId, signal),
  });
}

export function useReceivedCompliments(profileId: string) {
  return useQuery({
    queryKey: profileKeys.compliments(profileId),
    queryFn: ({ signal }) => fetchCompliments(profileId, signal),
  });
}

export function useReceivedReviews(profileId: string) {
  return useQuery({
    queryKey: profileKeys.reviews(profileId),
    queryFn: ({ signal }) => fetchReviews(profileId, signal),
  });
}
