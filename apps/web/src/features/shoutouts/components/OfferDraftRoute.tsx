import type { TripPlan } from '@achterhoek/contracts';
import { Alert, Stack, Table, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { detailRow } from '../../../components/DetailRow';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api-error';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { ItineraryMap, LegCard } from '../../trips';
import { CarDistanceRow, CarDurationRow } from './CarRouteRows';

const time = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('HH:mm');

/** The planner found no way for the car: a 400 'Cannot compute itinerary' (code NO_ROUTE). */
function isNoRoute(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.code === 'NO_ROUTE' || error.message.includes('Cannot compute itinerary'))
  );
}

/**
 * The driver's draft ride (spec 000 §2 'Oproep voorstel'): its times, duration and distance, the map on
 * request, and a card per leg (the passenger's leg with its fare). When the planner finds no route, or a
 * plan without an itinerary: 'Helaas, er is geen route gevonden!'. A shout-out that closed meanwhile (422)
 * says so; any other failure can be tried again.
 */
export function OfferDraftRoute({ draft }: { draft: UseQueryResult<TripPlan> }) {
  const intl = useIntl();
  const legsTitleId = useId();
  if (draft.isPending) return <LoadingState />;
  if (draft.isError) {
    if (isNoRoute(draft.error)) return <NoRoute />;
    if (isApiError(draft.error) && draft.error.status === 422) {
      return (
        <Alert color="gray" variant="light" role="status">
          {intl.formatMessage({ id: 'shoutOuts.propose.closed' })}
        </Alert>
      );
    }
    return <QueryLoadError query={draft} messageId="shoutOuts.propose.error" />;
  }
  const plan = draft.data;
  const itinerary = plan.itineraries[0];
  if (!itinerary) return <NoRoute />;
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {detailRow(intl.formatMessage({ id: 'shoutOuts.driver.departure' }), time(itinerary.departureTime))}
          {detailRow(intl.formatMessage({ id: 'shoutOuts.driver.arrival' }), time(itinerary.arrivalTime))}
          <CarDurationRow seconds={itinerary.duration} />
          <CarDistanceRow legs={itinerary.legs} />
        </Table.Tbody>
      </Table>
      <ItineraryMap itinerary={itinerary} from={plan.from} to={plan.to} />
      <Title order={3} size="h4" id={legsTitleId}>
        {intl.formatMessage({ id: 'shoutOuts.propose.route' })}
      </Title>
      <Stack component="ol" aria-labelledby={legsTitleId} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {itinerary.legs.map((leg, index) => (
          <LegCard key={index} leg={leg} />
        ))}
      </Stack>
    </Stack>
  );
}

function NoRoute() {
  const intl = useIntl();
  return (
    <Alert color="yellow" variant="light" role="status">
      {intl.formatMessage({ id: 'shoutOuts.propose.noRoute' })}
    </Alert>
  );
}
