import { Text } from '@mantine/core';
import type { Ride } from '@achterhoek/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { LoadedItemPage } from '../../../components/LoadedItemPage';
import { isGoneOrForbidden } from '../../../lib/item-gone';
import { useRide } from '../api/queries';
import { formatSentenceDateTime } from '../../../lib/format';

/**
 * A page about the ride named by the path's rideId (the confirmation pages): its title at once, then which
 * ride (from, to, when) and the page's own part, a spinner while it loads, 'Deze rit bestaat niet (meer).' for a ride that is gone or not the
 * user's, and a retry after any other failure.
 */
export function RideLoader({
  titleId,
  children,
}: {
  titleId: MessageId;
  children: (ride: Ride) => ReactNode;
}) {
  const intl = useIntl();
  const { rideId } = useParams();
  const id = Number(rideId);
  const valid = Number.isInteger(id) && id > 0;
  const ride = useRide(id);
  const gone = !valid || (ride.isError && isGoneOrForbidden(ride.error));
  return (
    <LoadedItemPage
      titleId={titleId}
      query={ride}
      gone={gone}
      notFound="rides.detail.notFound"
      error="rides.detail.error"
    >
      {(loaded) => (
        <>
          <Text fw={700}>
            {intl.formatMessage(
              { id: 'rides.confirm.ride' },
              {
                from: loaded.fromPlace.label,
                to: loaded.toPlace.label,
                date: formatSentenceDateTime(loaded.departureTime),
              },
            )}
          </Text>
          {children(loaded)}
        </>
      )}
    </LoadedItemPage>
  );
}
