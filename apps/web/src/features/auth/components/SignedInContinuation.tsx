import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { rememberHadSession } from '../../../lib/had-session';
import { paths } from '../../../lib/paths';
import { takePendingMessageId } from '../../../lib/pending-message';
import { takeReturnPath } from '../../../lib/return-path';
import { isNotFound, useProfileStatus } from '../../profile';
import { leftRegistration } from '../lib/left-registration';
import { LinkButton } from '../../../components/LinkButton';

/** A status of 500 or more (or no answer at all) means the provider's server is down (spec 000 §8). */
function isServerTrouble(error: unknown): boolean {
  return isApiError(error) && (error.status >= 500 || error.status === NETWORK_ERROR_STATUS);
}

function homeWithMessage(): string {
  const messageId = takePendingMessageId();
  return messageId ? `${paths.home}?${new URLSearchParams({ msgId: messageId }).toString()}` : paths.home;
}

/**
 * Where a signed-in user with a profile goes: a message to open (`msgId`, the reason the app was opened)
 * comes first; then the page they asked for before signing in (a link opened while signed out, or the
 * page where their session ended); otherwise Home.
 */
function destinationAfterSignIn(): string {
  const returnPath = takeReturnPath();
  const home = homeWithMessage();
  return home === paths.home && returnPath ? returnPath : home;
}

/**
 * What the landing page does for a user who is signed in: continue by the profile status (spec 000 §2,
 * §8). No profile (404) starts registration, a server failure says the server is unavailable with a retry,
 * otherwise the page asked for before signing in follows, or Home (with a kept `msgId` for the messaging
 * feature). Someone who left the wizard with
 * 'Terug' on its first step stays here, with the choice to register after all or to sign out. A module of
 * its own, loaded only
 * for a signed-in user, so a visitor's first page does not load the API client.
 */
export function SignedInContinuation() {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useProfileStatus();
  const serverTrouble = status.isError && isServerTrouble(status.error);
  const noProfile = status.isError && isNotFound(status.error);
  const stayHere = noProfile && leftRegistration(location.state);

  // Someone signed in on this device: a later visit without a session is told it ended.
  useEffect(() => rememberHadSession(), []);

  useEffect(() => {
    if (status.isSuccess) {
      void navigate(destinationAfterSignIn(), { replace: true });
    } else if (status.isError) {
      if (isNotFound(status.error)) {
        if (!leftRegistration(location.state)) void navigate(paths.registerUser, { replace: true });
      }
      // Anything else (a refused call) is reported by the start-up sequence on Home.
      else if (!isServerTrouble(status.error)) void navigate(homeWithMessage(), { replace: true });
    }
  }, [status.isSuccess, status.isError, status.error, location.state, navigate]);

  useEffect(() => {
    if (serverTrouble) notify.error('common.serverUnavailable');
  }, [serverTrouble]);

  if (stayHere) {
    return (
      <Stack gap="sm">
        <Text>
          <FormattedMessage id="landing.noProfile" />
        </Text>
        <LinkButton to={paths.registerUser} label="auth.register" />
        <LinkButton to={paths.logout} label="landing.logout" variant="outline" />
      </Stack>
    );
  }
  if (!serverTrouble) return <LoadingState />;
  return (
    <ErrorWithRetry onRetry={() => void status.refetch()} retrying={status.isFetching}>
      <FormattedMessage id="common.serverUnavailable" />
    </ErrorWithRetry>
  );
}
