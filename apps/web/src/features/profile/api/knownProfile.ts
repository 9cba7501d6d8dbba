import { ProfileSchema, type Profile } from '@achterhoek/contracts';
import { isNetworkError } from '../../../lib/api-error';
import { useLastSeen } from '../../../lib/offline/useLastSeen';
import { KNOWN_PROFILE_NAME, isNotFound, useProfile, useProfileStatus } from './queries';

/**
 * The signed-in user's profile to paint with: the server's answer once it is there; until then the profile
 * this user was last shown on this device, so a returning user's pages paint their name, photo and role at
 * once instead of after the session, the status and the profile calls. Nothing is painted from the device
 * once the server has said the user has no profile or refused it: only a missing connection keeps it.
 * For showing only: whether the profile is loaded (and what to do next) is still `useProfile`'s to say.
 */
export function useKnownProfile(): Profile | undefined {
  const status = useProfileStatus();
  const profile = useProfile();
  const settledOtherwise =
    isNotFound(status.error) ||
    (status.isError && !isNetworkError(status.error)) ||
    (profile.isError && !isNetworkError(profile.error));
  const cached = useLastSeen(KNOWN_PROFILE_NAME, ProfileSchema, !profile.data && !settledOtherwise);
  return profile.data ?? cached?.data;
}
