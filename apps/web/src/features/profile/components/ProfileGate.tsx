import type { Profile } from '@achterhoek/contracts';
import { Alert, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { paths } from '../../../lib/paths';
import { isNotFound, useProfile, useProfileStatus } from '../api/queries';
import { LinkButton } from '../../../components/LinkButton';

/**
 * Renders its children with the own profile once it is loaded: a spinner meanwhile, an error with a
 * retry when loading failed, and the way to registration for a user who has no profile yet.
 */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const status = useProfileStatus();
  const profile = useProfile();

  if (isNotFound(status.error)) {
    return (
      <Alert color="orange" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text>
            <FormattedMessage id="profile.none" />
          </Text>
          <LinkButton to={paths.registerUser} label="profile.createProfile" />
        </Stack>
      </Alert>
    );
  }
  if (status.isError || profile.isError) {
    return (
      <ErrorWithRetry
        onRetry={() => void (status.isError ? status.refetch() : profile.refetch())}
        retrying={status.isFetching || profile.isFetching}
      >
        <FormattedMessage id="profile.loadError" />
      </ErrorWithRetry>
    );
  }
  if (!profile.data) return <LoadingState />;
  return children(profile.data);
}
