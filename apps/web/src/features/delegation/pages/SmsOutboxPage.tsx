import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useSmsOutbox } from '../api/smsQueries';
import { SmsMessageCard } from '../components/SmsMessageCard';

/**
 * /sms-outbox ('SMS-berichten'): the SMS messages the app sent through its outbox, newest first, so that
 * the demo and the journeys can read the delegation codes. Only admins (identity-provider realm role) see
 * them; anyone else is told there is no access without asking, and the server refuses them (403) too.
 */
export function SmsOutboxPage() {
  const intl = useIntl();
  const isAdmin = useHasRealmRole('admin');
  const outbox = useSmsOutbox(isAdmin);
  const refused = outbox.isError && isApiError(outbox.error) && outbox.error.status === 403;

  let content;
  if (!isAdmin || refused) {
    content = <Text>{intl.formatMessage({ id: 'smsOutbox.noAccess' })}</Text>;
  } else if (outbox.isError) {
    content = (
      <ErrorWithRetry onRetry={() => void outbox.refetch()} retrying={outbox.isFetching}>
        {intl.formatMessage({ id: 'smsOutbox.error' })}
      </ErrorWithRetry>
    );
  } else if (outbox.isPending) {
    content = <LoadingState />;
  } else {
    // Newest first, whatever order the server sends; the same moment goes by the later id.
    const messages = [...outbox.data.data].sort(
      (a, b) => Date.parse(b.createdTime) - Date.parse(a.createdTime) || b.id - a.id,
    );
    content = (
      <>
        <Group justify="space-between" gap="sm">
          <Text style={{ flex: '1 1 12rem' }}>{intl.formatMessage({ id: 'smsOutbox.intro' })}</Text>
          {/* A code asked for after the page opened shows up without leaving the page. */}
          <Button variant="default" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
            {intl.formatMessage({ id: 'smsOutbox.refresh' })}
          </Button>
        </Group>
        {messages.length === 0 ? (
          <Text>{intl.formatMessage({ id: 'smsOutbox.empty' })}</Text>
        ) : (
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'smsOutbox.title' })}
            m={0}
            p={0}
            style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
          >
            {messages.map((message) => (
              <li key={message.id}>
                <SmsMessageCard message={message} />
              </li>
            ))}
          </Box>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'smsOutbox.title' })}</PageTitle>
      {content}
    </Stack>
  );
}
