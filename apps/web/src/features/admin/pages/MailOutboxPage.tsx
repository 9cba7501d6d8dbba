import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { useHasRealmRole } from '../../../lib/useCurrentUser';
import { useMailOutbox } from '../api/mailQueries';
import { MailMessageCard } from '../components/MailMessageCard';

/**
 * /mail-outbox ('E-mailberichten'): the e-mails the app sent, newest first (the newest 100), so that the
 * demo and the journeys can read the password-reset links the outbox keeps. Only admins (identity-provider
 * realm role) see them; anyone else is told there is no access without asking, and the server refuses
 * them (403) too.
 */
export function MailOutboxPage() {
  const intl = useIntl();
  const isAdmin = useHasRealmRole('admin');
  const outbox = useMailOutbox(isAdmin);
  const refused = outbox.isError && isApiError(outbox.error) && outbox.error.status === 403;

  let content;
  if (!isAdmin || refused) {
    content = <Text>{intl.formatMessage({ id: 'mailOutbox.noAccess' })}</Text>;
  } else if (outbox.isError) {
    content = (
      <ErrorWithRetry onRetry={() => void outbox.refetch()} retrying={outbox.isFetching}>
        {intl.formatMessage({ id: 'mailOutbox.error' })}
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
          <Text style={{ flex: '1 1 12rem' }}>{intl.formatMessage({ id: 'mailOutbox.intro' })}</Text>
          {/* A mail sent after the page opened shows up without leaving the page. */}
          <Button variant="default" loading={outbox.isFetching} onClick={() => void outbox.refetch()}>
            {intl.formatMessage({ id: 'mailOutbox.refresh' })}
          </Button>
        </Group>
        {messages.length === 0 ? (
          <Text>{intl.formatMessage({ id: 'mailOutbox.empty' })}</Text>
        ) : (
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'mailOutbox.title' })}
            m={0}
            p={0}
            style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
          >
            {messages.map((message) => (
              <li key={message.id}>
                <MailMessageCard message={message} />
              </li>
            ))}
          </Box>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'mailOutbox.title' })}</PageTitle>
      {content}
    </Stack>
  );
}
