import { Stack, Text } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { useRide } from '../api/queries';
import { formatSentenceDateTime } from '../../../lib/format';

/**
 * A page about the ride named by the path's rideId (the confirmation pages): its title at once, then which
 * ride (from, to, when) and the page's own part, a spinner while it loads, 'Deze rit bestaat niet (meer).' for a ride that is gone or not the
 * user's, and a retry after any other failure.
 */
export function RideLoader({ title, children }: { title: string; children: (ride: Ride) => ReactNode }) {
  const intl = useIntl();
  const { rideId } = useParams();
  const id = Number(rideId);
  const valid = Number.isInteger(id) && id > 0;
  const ride = useRide(id);

  let content: ReactNode;
  if (!valid || (ride.isError && isApiError(ride.error) && [403, 404].includes(ride.error.status))) {
    content = <Text>{intl.formatMessage({ id: 'rides.detail.notFound' })}</Text>;
  } else if (ride.isError) {
    content = (
      <ErrorWithRetry onRetry={() => void ride.refetch()} retrying={ride.isFetching}>
        {intl.formatMessage({ id: 'rides.detail.error' })}
      </ErrorWithRetry>
    );
  } else if (ride.isPending) {
    content = <LoadingState />;
  } else {
    content = (
      <>
        <Text fw={700}>
          {intl.formatMessage(
            { id: 'rides.confirm.ride' },
            {
              from: ride.data.fromPlace.label,
              to: ride.data.toPlace.label,
              date: formatSentenceDateTime(ride.data.departureTime),
            },
          )}
        </Text>
        {children(ride.data)}
      </>
    );
  }
  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      {content}
    </Stack>
  );
}
