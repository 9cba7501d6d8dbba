import type { Itinerary, PlanPlace, Trip } from '@achterhoek/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { tripStateIds } from '../lib/labels';
import { ItineraryMap } from './ItineraryMap';
import { LegList } from './LegList';
import { LegSummaryBar } from './LegSummaryBar';
import { detailRow } from '../../../components/DetailRow';
import { formatDate } from '../../../lib/format';

const local = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE);

interface ItineraryDetailsProps {
  itinerary: Itinerary;
  from: PlanPlace;
  to: PlanPlace;
  /** The booked trip, when it is one: its state, and per leg the payment and a way to the driver. */
  trip?: Trip;
  /** What the page offers below the legs: booking, or cancelling. */
  children?: ReactNode;
}

/**
 * The itinerary as the trip pages show it, a proposal or a booked trip alike (spec 000 §2 Trip detail):
 * from and to, day, times, duration and fare; the summary bar; the map on request; and a card per leg,
 * with the waits of more than a minute between them.
 */
export function ItineraryDetails({ itinerary, from, to, trip, children }: ItineraryDetailsProps) {
  const intl = useIntl();
  const legsTitleId = useId();
  const title = intl.formatMessage({ id: 'trips.detail.route' }, { from: from.label, to: to.label });
  return (
    <Stack gap="lg">
      <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {detailRow(intl.formatMessage({ id: 'trips.detail.date' }), formatDate(itinerary.departureTime))}
          {detailRow(
            intl.formatMessage({ id: 'trips.detail.departure' }),
            local(itinerary.departureTime).format('HH:mm'),
          )}
          {detailRow(
            intl.formatMessage({ id: 'trips.detail.arrival' }),
            local(itinerary.arrivalTime).format('HH:mm'),
          )}
          {detailRow(
            intl.formatMessage({ id: 'trips.detail.duration' }),
            intl.formatMessage(
              { id: 'trips.detail.minutes' },
              { minutes: Math.round(itinerary.duration / 60) },
            ),
          )}
          {itinerary.fareInCredits > 0 &&
            detailRow(
              intl.formatMessage({ id: 'trips.detail.fare' }),
              intl.formatMessage({ id: 'trips.credits' }, { count: itinerary.fareInCredits }),
            )}
          {trip &&
            detailRow(
              intl.formatMessage({ id: 'trips.detail.state' }),
              intl.formatMessage({ id: tripStateIds[trip.state] }),
            )}
        </Table.Tbody>
      </Table>
      <LegSummaryBar legs={itinerary.legs} />
      <ItineraryMap itinerary={itinerary} from={from} to={to} />
      <Title order={2} size="h3" id={legsTitleId}>
        {intl.formatMessage({ id: 'trips.detail.legs' })}
      </Title>
      <LegList
        legs={itinerary.legs}
        labelledBy={legsTitleId}
        {...(trip ? { booked: { trip, topic: title } } : {})}
      />
      {children}
    </Stack>
  );
}
