import { Button, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAuth } from 'react-oidc-context';
import { notify } from '../../../app/notifications';
import { AppVersion } from '../../../components/AppVersion';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../lib/paths';

/**
 * The landing page (/): sign in or register, and the version. The identity provider also returns here
 * after signing in. A user who is already signed in goes on to Home. (The spec's msgId parameter, which
 * opens a conversation, and the registration start for users without a profile come with those features.)
 */
export function LandingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isAuthenticated, isLoading, error, signinRedirect } = useAuth();

  useEffect(() => {
    if (isAuthenticated) void navigate(paths.home, { replace: true });
  }, [isAuthenticated, navigate]);

  useEffect(() => {
    if (error?.source === 'signinCallback') {
      notify.error('auth.signinFailed');
      // Drop the used code and state from the address so a reload does not try them again.
      void navigate(paths.landing, { replace: true });
    } else if (error?.source === 'signinRedirect') {
      notify.error('common.serverUnavailable');
    }
  }, [error, navigate]);

  const busy = isLoading || isAuthenticated;

  return (
    <Stack gap="lg">
      <img src="/icons/icon.svg" alt="" width={88} height={88} />
      <PageTitle>{intl.formatMessage({ id: 'app.name' })}</PageTitle>
      <Text size="lg">
        <FormattedMessage id="landing.intro" />
      </Text>
      {busy ? (
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
