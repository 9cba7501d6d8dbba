import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { notify } from '../../../lib/notify';
import { AppVersion } from '../../../components/AppVersion';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { rememberPendingMessageId, takePendingMessageId } from '../../../lib/pending-message';
import { isNotFound, useProfileStatus } from '../../profile';

/** Spec 000 §8: a status of 500 or more (or no answer at all) means the provider's server is down. */
function isServerTrouble(error: unknown): boolean {
  return isApiError(error) && (error.status >= 500 || error.status === NETWORK_ERROR_STATUS);
}

function homeWithMessage(): string {
  const messageId = takePendingMessageId();
  return messageId ? `${paths.home}?${new URLSearchParams({ msgId: messageId }).toString()}` : paths.home;
}

/**
 * The landing page (/): sign in or register, and the version. The identity provider also returns here
 * after signing in. A signed-in user continues by the profile status (spec 000 §2, §8): no profile (404)
 * starts registration, a server failure says the server is unavailable, otherwise Home follows. An
 * optional `msgId` is kept and passed on to Home for the messaging feature.
 */
export function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading, error, signinRedirect } = useAuth();
  const status = useProfileStatus();

  const messageId = searchParams.get('msgId');
  useEffect(() => {
    if (messageId) rememberPendingMessageId(messageId);
  }, [messageId]);

  const serverTrouble = isAuthenticated && status.isError && isServerTrouble(status.error);

  useEffect(() => {
    if (!isAuthenticated) return;
    if (status.isSuccess) {
      void navigate(homeWithMessage(), { replace: true });
    } else if (status.isError) {
      if (isNotFound(status.error)) void navigate(paths.registerUser, { replace: true });
      // Anything else (a refused call) is reported by the start-up sequence on Home.
      else if (!isServerTrouble(status.error)) void navigate(homeWithMessage(), { replace: true });
    }
  }, [isAuthenticated, status.isSuccess, status.isError, status.error, navigate]);

  useEffect(() => {
    if (serverTrouble) notify.error('common.serverUnavailable');
  }, [serverTrouble]);

  useEffect(() => {
    if (error?.source === 'signinCallback') {
      notify.error('auth.signinFailed');
      // Drop the used code and state from the address so a reload does not try them again.
      void navigate(paths.landing, { replace: true });
    } else if (error?.source === 'signinRedirect') {
      notify.error('common.serverUnavailable');
    }
  }, [error, navigate]);

  const busy = isLoading || (isAuthenticated && !serverTrouble);

  return (
    <Stack gap="lg">
      <img src="/icons/icon.svg" alt="" width={88} height={88} />
      <PageTitle>{intl.formatMessage({ id: 'app.name' })}</PageTitle>
      <Text size="lg">
        <FormattedMessage id="landing.intro" />
      </Text>
      {serverTrouble ? (
        <ErrorWithRetry onRetry={() => void status.refetch()} retrying={status.isFetching}>
          <FormattedMessage id="common.serverUnavailable" />
        </ErrorWithRetry>
      ) : busy ? (
        <LoadingState />
      ) : (
        <Stack gap="sm">
          <Button onClick={() => void signinRedirect()}>
            <FormattedMessage id="auth.login" />
          </Button>
          {/* prompt=create asks the identity provider for its sign-up page instead of the login page. */}
          <Button variant="outline" onClick={() => void signinRedirect({ prompt: 'create' })}>
            <FormattedMessage id="auth.register" />
          </Button>
        </Stack>
      )}
      <AppVersion />
    </Stack>
  );
}
