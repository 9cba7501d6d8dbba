import type { CalendarFeed } from '@achterhoek/contracts';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogButtons } from '../../../components/DialogButtons';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { notify } from '../../../lib/notify';
import { useCalendarFeed, useRenewCalendarFeed, useRevokeCalendarFeed } from '../api/queries';
import { webcalUrl } from '../lib/saveFile';

/**
 * /calendarFeed ('Agenda-abonnement', beyond the original): a private address at which a calendar app
 * follows the user's trips and rides. Whoever has the address sees them, so it can be replaced by a new
 * one or revoked; either makes the old address stop working.
 */
export function CalendarFeedPage() {
  const intl = useIntl();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'calendar.feed.title' })}</PageTitle>
      <Text>{intl.formatMessage({ id: 'calendar.feed.intro' })}</Text>
      {feed.isPending ? (
        <LoadingState />
      ) : feed.isError ? (
        <QueryLoadError query={feed} messageId="calendar.feed.error" />
      ) : feed.data ? (
        <FeedAddress feed={feed.data} />
      ) : (
        <Button
          size="md"
          loading={renew.isPending}
          onClick={() => renew.mutate(undefined, { onError: () => notify.error('calendar.feed.renewError') })}
        >
          {intl.formatMessage({ id: 'calendar.feed.make' })}
        </Button>
      )}
    </Stack>
  );
}

function FeedAddress({ feed }: { feed: CalendarFeed }) {
  const intl = useIntl();
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const close = () => setConfirming(null);

  return (
    <Stack gap="md">
      <TextInput
        label={intl.formatMessage({ id: 'calendar.feed.address' })}
        value={feed.url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm">
        <CopyButton value={feed.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy} aria-live="polite">
              {intl.formatMessage({ id: copied ? 'calendar.feed.copied' : 'calendar.feed.copy' })}
            </Button>
          )}
        </CopyButton>
        <Button component="a" href={webcalUrl(feed.url)} variant="light">
          {intl.formatMessage({ id: 'calendar.feed.subscribe' })}
        </Button>
      </Group>
      <Alert color="gray" variant="light">
        {intl.formatMessage({ id: 'calendar.feed.private' })}
      </Alert>
      <Group gap="sm">
        <Button variant="default" onClick={() => setConfirming('renew')}>
          {intl.formatMessage({ id: 'calendar.feed.renew' })}
        </Button>
        <Button color="red" variant="outline" onClick={() => setConfirming('revoke')}>
          {intl.formatMessage({ id: 'calendar.feed.revoke' })}
        </Button>
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={close}
        title={intl.formatMessage({
          id: confirming === 'revoke' ? 'calendar.feed.revokeTitle' : 'calendar.feed.renewTitle',
        })}
      >
        <Stack>
          <Text>
            {intl.formatMessage({
              id: confirming === 'revoke' ? 'calendar.feed.revokeText' : 'calendar.feed.renewText',
            })}
          </Text>
          <DialogButtons
            closeLabel={intl.formatMessage({ id: 'calendar.feed.keep' })}
            onClose={close}
            confirmLabel={intl.formatMessage({
              id: confirming === 'revoke' ? 'calendar.feed.revoke' : 'calendar.feed.renew',
            })}
            confirmColor={confirming === 'revoke' ? 'red' : undefined}
            pending={renew.isPending || revoke.isPending}
            onConfirm={() => {
              const done = { onSuccess: close, onError: () => notify.error('calendar.feed.renewError') };
              if (confirming === 'revoke') revoke.mutate(undefined, done);
              else renew.mutate(undefined, done);
            }}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
