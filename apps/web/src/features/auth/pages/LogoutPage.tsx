import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../../lib/auth';
import { LoadingState } from '../../../components/LoadingState';
import { forgetHadSession } from '../../../lib/had-session';
import { forgetLastSeen } from '../../../lib/offline/last-seen';
import { sessionLog } from '../../../lib/session-log';
import { paths } from '../../../lib/paths';
import { unsubscribeFromWebPush } from '../../messaging';
import { Page } from '../../../components/Page';
import { LinkButton } from '../../../components/LinkButton';

/**
 * /logout: a signed-in user is signed out here, locally and at the identity provider, which sends the
 * browser back to this page; then it says 'Tot ziens'.
 */
export function LogoutPage() {
  const { user, isLoading, removeUser, signoutRedirect } = useAuth();
  // Signing out leaves the page; make sure it starts only once even if the effect runs again.
  const started = useRef(false);

  // Signed out on purpose: a later visit without a session is not told that a session ended, and
  // nothing the user saw stays on the device.
  useEffect(() => {
    forgetHadSession();
    forgetLastSeen();
  }, []);

  useEffect(() => {
    if (isLoading || !user || started.current) return;
    started.current = true;
    const idToken = user.id_token;
    void (async () => {
      // Close the session log while the token is still there (spec 001 §2.2); it never fails loudly.
      await sessionLog.close(paths.logout);
      // This device stops receiving this user's pushes, while the token to say so is still there.
      await unsubscribeFromWebPush();
      // Forget the session here first, so the app is signed out even if the provider cannot be reached.
      await removeUser();
      await signoutRedirect({ id_token_hint: idToken });
    })();
  }, [isLoading, user, removeUser, signoutRedirect]);

  const signingOut = isLoading || Boolean(user);

  return (
    <Page title="logout.title">
      {signingOut ? (
        <>
          <Text>
            <FormattedMessage id="logout.busy" />
          </Text>
          <LoadingState />
        </>
      ) : (
        <>
          <Text>
            <FormattedMessage id="logout.text" />
          </Text>
          <LinkButton to={paths.landing} label="auth.login" />
        </>
      )}
    </Page>
  );
}
