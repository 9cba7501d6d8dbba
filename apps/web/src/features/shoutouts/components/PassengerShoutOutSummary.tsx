import type { Itinerary, ShoutOut } from '@achterhoek/contracts';
import { Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { detailRow } from '../../../components/DetailRow';
import { formatDateTime } from '../../../lib/format';
import { ShoutOutWhenRows } from './ShoutOutWhenRows';

/** A shout-out's cost is the sum of its legs' credits (spec 000 §9). */
export const creditsOf = (itinerary: Itinerary) =>
  itinerary.legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0);

/** Distance in whole kilometres: the legs' metres over 1000, rounded (spec 000 §9). */
export const kilometresOf = (itinerary: Itinerary) =>
  Math.round(itinerary.legs.reduce((sum, leg) => sum + leg.distance, 0) / 1000);

/** Duration in whole minutes: seconds over 60, rounded (spec 000 §9). */
export const minutesOf = (itinerary: Itinerary) => Math.round(itinerary.duration / 60);

/** The passenger's question in words: '{from} naar {to}'. */
export function useRouteTitle(shoutOut: ShoutOut): string {
  const intl = useIntl();
  return intl.formatMessage(
    { id: 'shoutOuts.passenger.route' },
    { from: shoutOut.from.label, to: shoutOut.to.label },
  );
}

/**
 * What the passenger asked (spec 000 §3 Shout-out): from and to, the day (DD-MM-YYYY) and the time they
 * want to leave or to arrive (HH:mm), how many travel, and what a car straight there would take: its cost
 * in credits, its distance in km and its duration in minutes. A cancelled shout-out also shows its reason.
 */
export function PassengerShoutOutSummary({ shoutOut }: { shoutOut: ShoutOut }) {
  const intl = useIntl();
  const titleId = useId();
  const title = useRouteTitle(shoutOut);
  const reference = shoutOut.referenceItinerary;
  return (
    <Stack gap="sm">
      <Text id={titleId} size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder aria-labelledby={titleId}>
        <Table.Tbody>
          <ShoutOutWhenRows shoutOut={shoutOut} view="passenger" />
          {detailRow(
            intl.formatMessage({ id: 'shoutOuts.passenger.cost' }),
            intl.formatMessage({ id: 'shoutOuts.passenger.credits' }, { count: creditsOf(reference) }),
          )}
          {detailRow(
            intl.formatMessage({ id: 'shoutOuts.passenger.distance' }),
            intl.formatMessage({ id: 'shoutOuts.passenger.km' }, { km: kilometresOf(reference) }),
          )}
          {detailRow(
            intl.formatMessage({ id: 'shoutOuts.passenger.duration' }),
            intl.formatMessage({ id: 'shoutOuts.passenger.minutes' }, { minutes: minutesOf(reference) }),
          )}
          {detailRow(
            intl.formatMessage({ id: 'shoutOuts.passenger.created' }),
            formatDateTime(shoutOut.creationTime),
          )}
          {shoutOut.planState === 'CANCELLED' &&
            shoutOut.cancelReason &&
            detailRow(intl.formatMessage({ id: 'shoutOuts.passenger.cancelReason' }), shoutOut.cancelReason)}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
