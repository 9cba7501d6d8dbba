import { Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageTitle } from '../../../components/PageTitle';
import type { MessageId } from '../../../i18n/nl';
import { useNow } from '../../../lib/useNow';
import { useCurrentUser } from '../../auth';
import { greetingFor, type Greeting } from '../lib/greeting';

const greetingMessage: Record<Greeting, MessageId> = {
  morning: 'home.greeting.morning',
  afternoon: 'home.greeting.afternoon',
  evening: 'home.greeting.evening',
};

/** /home: greets the user by name and time of day ('Goedemorgen Gerda Wassink'). */
export function HomePage() {
  const intl = useIntl();
  const user = useCurrentUser();
  // Re-evaluated every minute so the greeting turns at 12:00 and 18:00 while the page stays open.
  const now = useNow(60_000);
  const title = intl
    .formatMessage({ id: greetingMessage[greetingFor(now)] }, { name: user?.fullName ?? '' })
    .trim();

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <Text size="lg">
        <FormattedMessage id="home.welcome" />
      </Text>
    </Stack>
  );
}
