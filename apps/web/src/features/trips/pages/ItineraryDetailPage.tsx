import { itineraryRef } from '@achterhoek/contracts';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { usePlan } from '../api/queries';
import { BookItinerary } from '../components/BookItinerary';
import { ItineraryDetails } from '../components/ItineraryDetails';

/** A number from the query string, or NaN (the queries are then not asked). */
const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);

/**
 * /itineraryDetailPage/-1?planId=…&itineraryId=… ('Ritdetails', spec 000 §2 Trip detail with tripId -1):
 * one itinerary of a stored search, not booked yet, and 'Deze rit bevestigen' to book it. The plan and
 * itinerary come from the query string, so the page survives a reload. A search that is gone (searches
 * are kept for a week) or an itinerary it does not hold says so, with the way back to the search.
 */
export function ItineraryDetailPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const planId = idParam(search.get('planId'));
  const itineraryId = idParam(search.get('itineraryId'));
  const plan = usePlan(planId);

  const frame = (content: ReactNode) => (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'trips.detail.title' })}</PageTitle>
      {content}
    </Stack>
  );
  const gone = frame(
    <>
      <Text>{intl.formatMessage({ id: 'trips.detail.gone' })}</Text>
      <Button component={Link} to={paths.search} variant="outline" style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'trips.detail.searchAgain' })}
      </Button>
    </>,
  );

  if (Number.isNaN(planId) || Number.isNaN(itineraryId)) return gone;
  if (plan.isPending) return <LoadingState />;
  if (plan.isError) {
    if (isApiError(plan.error) && (plan.error.status === 404 || plan.error.status === 403)) return gone;
    return frame(<QueryLoadError query={plan} messageId="trips.detail.error" />);
  }
  const ref = itineraryRef(itineraryId);
  const itinerary = plan.data.itineraries.find((candidate) => candidate.itineraryRef === ref);
  if (!itinerary) return gone;
  return frame(
    <ItineraryDetails itinerary={itinerary} from={plan.data.from} to={plan.data.to}>
      <BookItinerary itinerary={itinerary} />
    </ItineraryDetails>,
  );
}
