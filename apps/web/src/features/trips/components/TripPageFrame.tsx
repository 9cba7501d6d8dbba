import type { Trip } from '@achterhoek/contracts';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { LoadedItemPage } from '../../../components/LoadedItemPage';
import { isGoneOrForbidden } from '../../../lib/item-gone';
import { tripDetailPath } from '../../../lib/paths';
import { useTrip } from '../api/queries';
import { tripIdOf } from '../lib/validation';
import { formatSentenceDate } from '../../../lib/format';

/**
 * The frame of the pages about one trip after travel (/tripConfirmPage/{tripId} and the like): the title,
 * then the trip once loaded, or why it cannot be shown (unknown, not the user's, or a failed load).
 */
export function TripPageFrame({
  titleId,
  children,
}: {
  titleId: MessageId;
  children: (trip: Trip) => ReactNode;
}) {
  const id = tripIdOf(useParams().tripId);
  const trip = useTrip(id);
  const gone = Number.isNaN(id) || (trip.isError && isGoneOrForbidden(trip.error));
  return (
    <LoadedItemPage
      titleId={titleId}
      query={trip}
      gone={gone}
      notFound="trips.detail.notFound"
      error="trips.detail.error"
    >
      {children}
    </LoadedItemPage>
  );
}

/** Which trip a page is about: 'Je rit van Winterswijk, Markt naar Doetinchem op dinsdag 24 november.' */
export function TripSummary({ trip }: { trip: Trip }) {
  const intl = useIntl();
  const date = formatSentenceDate(trip.itinerary.departureTime);
  return (
    <Text size="lg" style={{ overflowWrap: 'anywhere' }}>
      {intl.formatMessage({ id: 'tripConfirm.trip' }, { from: trip.from.label, to: trip.to.label, date })}
    </Text>
  );
}

/** A trip that does not wait for answers (not over yet, or already decided): nothing to confirm here. */
export function NotValidating({ trip }: { trip: Trip }) {
  const intl = useIntl();
  return (
    <Stack gap="lg" align="flex-start">
      <Text>{intl.formatMessage({ id: 'tripConfirm.notValidating' })}</Text>
      <Button component={Link} to={tripDetailPath(trip.id)} variant="outline" size="lg">
        {intl.formatMessage({ id: 'tripConfirm.toTrip' })}
      </Button>
    </Stack>
  );
}
