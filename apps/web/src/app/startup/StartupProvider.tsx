import { createContext, use, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { MessagingRuntime, useMessagingStatus } from '../../features/messaging';
import { isNotFound, useProfile, useProfileStatus } from '../../features/profile';
import { isApiError } from '../../lib/api-error';
import { storageKeys, writeStorage } from '../../lib/storage-keys';
import { notify } from '../../lib/notify';

export type StartupState = 'loading' | 'loaded' | 'failed';

const StartupContext = createContext<StartupState>('loading');

/** Whether the start-up sequence has finished ('loaded'), is running, or failed. */
export function useStartupState(): StartupState {
  return use(StartupContext);
}

/** A 401 already sends the user to /session-expired; it needs no second message. */
function isReportable(error: unknown): boolean {
  return !isNotFound(error) && !(isApiError(error) && error.status === 401);
}

/**
 * The start-up sequence once per login (spec 000 §4), around every signed-in page:
 * 1. the profile status: 404 means no profile yet, which is not an error here (the landing page starts
 *    registration, Home ignores it);
 * 2. the profile (then available everywhere through `useProfile`);
 * 3. the driver's selected car — skipped until cars exist;
 * 4. the stored delegator — delegation is not built yet; a stored delegator id is dropped when the user
 *    lacks the delegate role;
 * 5. the messaging status (`GET /users/me`: the unread count, refreshed every 15 minutes); a failure
 *    here is silent (the dot simply stays off) and does not hold the app up;
 * then the app counts as loaded, and messaging's live stream starts. A failure shows 'Een onbekende fout
 * is opgetreden…'.
 */
export function StartupProvider() {
  const user = useCurrentUser();
  const status = useProfileStatus();
  const profile = useProfile();

  const isDelegate = user?.hasRealmRole('delegate') ?? false;
  useEffect(() => {
    if (user && !isDelegate) writeStorage(window.localStorage, storageKeys.delegatorId, null);
  }, [user, isDelegate]);

  const failed =
    (status.isError && isReportable(status.error)) || (profile.isError && isReportable(profile.error));
  useEffect(() => {
    if (failed) notify.error('common.startupError');
  }, [failed]);

  const messaging = useMessagingStatus(profile.isSuccess);
  const messagingSettled = messaging.isSuccess || messaging.isError;

  const state: StartupState = failed
    ? 'failed'
    : isNotFound(status.error) || (profile.isSuccess && messagingSettled)
      ? 'loaded'
      : 'loading';

  return (
    <StartupContext value={state}>
      {state === 'loaded' && profile.isSuccess && <MessagingRuntime />}
      <Outlet />
    </StartupContext>
  );
}
