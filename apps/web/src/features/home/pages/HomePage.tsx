import { Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../../../components/PageTitle';
import type { MessageId } from '../../../i18n/nl';
import { personName } from '../../../lib/names';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useCurrentUser } from '../../../lib/useCurrentUser';
import { plannerPathFor, useKnownProfile } from '../../profile';
import { CallToActionCards } from '../../rewards';
import { useLiveRideUpdates } from '../../rides';
import { useLiveTripUpdates } from '../../trips';
import { ActionListSection } from '../components/ActionListSection';
import { ActivitiesSection } from '../components/ActivitiesSection';
import { greetingFor, type Greeting } from '../lib/greeting';
import { LinkButton } from '../../../components/LinkButton';

const greetingMessage: Record<Greeting, MessageId> = {
  morning: 'home.greeting.morning',
  afternoon: 'home.greeting.afternoon',
  evening: 'home.greeting.evening',
};

/**
 * /home: greets the user by name and time of day ('Goedemorgen Gerda Wassink'). The name comes from the
 * profile; until it is loaded (or for a user without one) from the login. Below, the next rides and trips.
 */
export function HomePage() {
  const intl = useIntl();
  const user = useCurrentUser();
  const profile = useKnownProfile();
  const name = profile ? personName(profile) : (user?.fullName ?? '');
  // Re-evaluated every minute so the greeting turns at 12:00 and 18:00 while the page stays open.
  const now = useNow(60_000);
  // The planned trips and rides on Home follow bookings and cancellations as they happen.
  useLiveTripUpdates();
  useLiveRideUpdates();
  const title = intl.formatMessage({ id: greetingMessage[greetingFor(now)] }, { name }).trim();

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <Text size="lg">
        <FormattedMessage id="home.welcome" />
      </Text>
      <LinkButton to={paths.howTo} variant="light" style={{ alignSelf: 'flex-start' }} label="home.howTo" />
      <CallToActionCards />
      {profile && <ActionListSection role={profile.userRole} />}
      {profile && (
        <ActivitiesSection role={profile.userRole} getStartedPath={plannerPathFor(profile.userRole)} />
      )}
    </Stack>
  );
}
