import { createContext, use, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/useCurrentUser';
import { useSelectedCar } from '../../features/cars';
import { MessagingRuntime, useMessagingStatus } from '../../features/messaging';
import { isDriver, isNotFound, useProfile, useProfileStatus } from '../../features/profile';
import { useSurveyInvitation } from '../../features/rewards';
import { useAppConfig } from '../../lib/app-config-context';
import { NETWORK_ERROR_STATUS, isApiError } from '../../lib/api-error';
import { DELEGATION_REFUSED_CODE } from '../../lib/delegation';
import { storageKeys, writeStorage } from '../../lib/storage-keys';
import { forgetLastSeenOfOthers } from '../../lib/offline/last-seen';
import { notify } from '../../lib/notify';
import { useDelegatorSwitch } from './useDelegatorSwitch';

export type StartupState = 'loading' | 'loaded' | 'failed';

const StartupContext = createContext<StartupState>('loading');

/** Whether the start-up sequence has finished ('loaded'), is running, or failed. */
export function useStartupState(): StartupState {
  return use(StartupContext);
}

/**
 * A 401 already sends the user to /session-expired; it needs no second message. Neither does a refused
 * delegation (403 'DELEGATION'): the user then acts for themselves again and the sequence runs anew. Nor
 * does a call that got no answer: that is no unknown failure but a missing connection, which the offline
 * banner states for as long as it lasts, and the sequence runs on once the connection is back.
 */
function isReportable(error: unknown): boolean {
  if (isNotFound(error)) return false;
  if (!isApiError(error)) return true;
  if (error.status === NETWORK_ERROR_STATUS) return false;
  return error.status !== 401 && !(error.status === 403 && error.code === DELEGATION_REFUSED_CODE);
}

/**
 * The start-up sequence once per login (spec 000 §4), around every signed-in page:
 * 1. the profile status: 404 means no profile yet, which is not an error here (the landing page starts
 *    registration, Home ignores it);
 * 2. the profile (then available everywhere through `useProfile`);
 * 3. the driver's selected car (with the driver's cars, under the key the car pages and the ride offer
 *    read), for a driver who selected one; a failure here is silent, the pages ask again;
 * 4. the stored delegator: every call is made for that person from the start (lib/delegation.ts); the
 *    stored id is dropped when the user lacks the delegate role, and a switch to somebody else empties the
 *    data and starts the sequence again (useDelegatorSwitch);
 * 5. the messaging status (`GET /users/me`: the unread count, refreshed every 15 minutes); a failure
 *    here is silent (the dot simply stays off) and does not hold the app up;
 * then the app counts as loaded, and messaging's live stream starts; with credits on, the survey invitation
 * is then issued once per session when a survey call to action is there (useSurveyInvitation). A failure shows 'Een onbekende fout
 * is opgetreden…', unless it is a missing connection (see isReportable).
 */
export function StartupProvider() {
  const user = useCurrentUser();
  const status = useProfileStatus();
  const profile = useProfile();

  // Another user signing in on this device never finds the previous one's data kept for a first paint.
  const signedInId = user?.id ?? '';
  useEffect(() => forgetLastSeenOfOthers(signedInId), [signedInId]);

  const isDelegate = user?.hasRealmRole('delegate') ?? false;
  useEffect(() => {
    if (user && !isDelegate) writeStorage(window.localStorage, storageKeys.delegatorId, null);
  }, [user, isDelegate]);
  // After the drop above, so that dropping a left-over choice at start-up is no switch.
  useDelegatorSwitch();

  const failed =
    (status.isError && isReportable(status.error)) || (profile.isError && isReportable(profile.error));
  useEffect(() => {
    if (failed) notify.error('common.startupError');
  }, [failed]);

  const selectedCarRef =
    profile.data && isDriver(profile.data.userRole)
      ? (profile.data.ridePlanOptions?.selectedCarRef ?? undefined)
      : undefined;
  const car = useSelectedCar(selectedCarRef);
  const carSettled = !selectedCarRef || car.isSuccess || car.isError;

  const messaging = useMessagingStatus(profile.isSuccess);
  const messagingSettled = messaging.isSuccess || messaging.isError;

  const state: StartupState = failed
    ? 'failed'
    : isNotFound(status.error) || (profile.isSuccess && carSettled && messagingSettled)
      ? 'loaded'
      : 'loading';

  const { creditsEnabled } = useAppConfig();
  useSurveyInvitation(state === 'loaded' && profile.isSuccess && creditsEnabled);

  return (
    <StartupContext value={state}>
      {state === 'loaded' && profile.isSuccess && <MessagingRuntime />}
      <Outlet />
    </StartupContext>
  );
}
