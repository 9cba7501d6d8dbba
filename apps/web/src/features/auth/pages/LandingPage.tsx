import { Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { AppLogo } from '../../../components/AppLogo';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';
import { rememberPendingMessageId } from '../../../lib/pending-message';

// The landing page is the first page most people see, so what only some of them need comes later: the
// continuation of a signed-in user (with the API client), and the version line below the buttons.
const SignedInContinuation = lazy(async () => ({
  default: (await import('../components/SignedInContinuation')).SignedInContinuation,
}));
const AppVersion = lazy(async () => ({
  default: (await import('../../../components/AppVersion')).AppVersion,
}));

/**
 * The landing page (/): sign in or register, and the version. The identity provider also returns here
 * after signing in; a signed-in user then continues by the profile status (SignedInContinuation). An
 * optional `msgId` is kept and passed on to Home for the messaging feature.
 */
export function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { isAuthenticated, isLoading, error, signinRedirect } = useAuth();

  const messageId = searchParams.get('msgId');
  useEffect(() => {
    if (messageId) rememberPendingMessageId(messageId);
  }, [messageId]);

  useEffect(() => {
    if (error?.source === 'signinCallback') {
      notify.error('auth.signinFailed');
      // Drop the used code and state from the address so a reload does not try them again.
      void navigate(paths.landing, { replace: true });
    } else if (error?.source === 'signinRedirect') {
      notify.error('common.serverUnavailable');
    }
  }, [error, navigate]);

  return (
    <Stack gap="lg">
      <AppLogo size={88} />
      <PageTitle>{intl.formatMessage({ id: 'app.name' })}</PageTitle>
      <Text size="lg">
        <FormattedMessage id="landing.intro" />
      </Text>
      {isAuthenticated ? (
        <Suspense fallback={<LoadingState />}>
          <SignedInContinuation />
        </Suspense>
      ) : isLoading ? (
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
      <Suspense fallback={<LoadingState />}>
        <AppVersion />
      </Suspense>
    </Stack>
  );
}
