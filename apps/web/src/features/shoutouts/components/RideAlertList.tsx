import type { RideAlert } from '@achterhoek/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { notify } from '../../../lib/notify';
import { useDeleteRideAlert, useRideAlerts } from '../api/queries';
import { shortPlace } from '../../../components/TravelCard';
import { formatSentenceDate } from '../../../lib/format';

/**
 * 'Mijn ritmeldingen' under the passenger's own shout-outs: the searches kept as ride alerts, each with
 * its route, time and the number of rides announced so far, and 'Verwijderen'; ten at a time, with
 * 'Meer ritmeldingen laden' while there are more. Left out while there are none (and while they load).
 */
export function RideAlertList() {
  const intl = useIntl();
  const alerts = useRideAlerts();
  const remove = useDeleteRideAlert();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = alerts;

  if (alerts.isPending) return null;
  // A failed further page keeps the alerts shown so far, with its own retry below them.
  if (alerts.isError && !isFetchNextPageError) {
    return <QueryLoadError query={alerts} messageId="shoutOuts.alerts.error" />;
  }
  const list = (alerts.data?.pages ?? []).flatMap((page) => page.data);
  if (list.length === 0) return null;

  const removeAlert = (alert: RideAlert) => {
    const last = list.length === 1;
    remove.mutate(alert.id, {
      onSuccess: () => {
        notify.info('shoutOuts.alerts.removed');
        // The row and its button are gone: continue from the list's heading, or from the page's title
        // when the list goes with its last alert.
        const target = last ? document.querySelector<HTMLElement>('[data-page-title]') : heading.current;
        target?.focus();
      },
      onError: () => notify.error('shoutOuts.alerts.removeError'),
    });
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {intl.formatMessage({ id: 'shoutOuts.alerts.title' })}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((alert) => {
          const travel = dayjs(alert.travelTime).tz(APP_TIME_ZONE);
          const from = shortPlace(alert.from.label);
          const to = shortPlace(alert.to.label);
          const when = intl.formatMessage(
            { id: alert.useAsArrivalTime ? 'shoutOuts.list.arrival' : 'shoutOuts.list.departure' },
            { date: formatSentenceDate(alert.travelTime), time: travel.format('HH:mm') },
          );
          return (
            <li key={alert.id}>
              <Card withBorder padding="md">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ flex: '1 1 12rem' }}>
                    <Text fw={700}>{intl.formatMessage({ id: 'shoutOuts.list.route' }, { from, to })}</Text>
                    <Text>{when}</Text>
                    <Text size="sm">
                      {intl.formatMessage({ id: 'shoutOuts.alerts.matches' }, { count: alert.matches })}
                    </Text>
                  </Stack>
                  <Button
                    variant="outline"
                    color="red.8"
                    aria-label={intl.formatMessage(
                      { id: 'shoutOuts.alerts.removeLabel' },
                      { from, to, when },
                    )}
                    loading={remove.isPending && remove.variables === alert.id}
                    onClick={() => removeAlert(alert)}
                  >
                    {intl.formatMessage({ id: 'shoutOuts.alerts.remove' })}
                  </Button>
                </Group>
              </Card>
            </li>
          );
        })}
      </Stack>
      {hasNextPage && !isFetchNextPageError && (
        <Button
          variant="default"
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage({ id: 'shoutOuts.alerts.more' })}
        </Button>
      )}
      {isFetchNextPageError && (
        <ErrorWithRetry onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage}>
          {intl.formatMessage({ id: 'shoutOuts.alerts.error' })}
        </ErrorWithRetry>
      )}
    </Stack>
  );
}
