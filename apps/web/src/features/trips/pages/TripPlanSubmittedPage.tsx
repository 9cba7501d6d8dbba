import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { formatSentenceDateTime } from '../../../lib/format';
import { paths, tripDetailPath } from '../../../lib/paths';
import { useSearchCriteria } from '../../search';
import { bookedTripOf } from '../lib/routerState';
import { searchPlaceOf } from '../lib/trip';

/**
 * /tripPlanSubmitted ('Jouw rit is bevestigd', spec 000 §2 Trip detail): after a booking. 'Plan je
 * terugreis' turns the search around (from becomes to) and opens it; 'Plan een nieuwe rit' opens the
 * search as it is; and a link leads to the booked trip. The trip comes in the router state; without it
 * (a reload) the page still offers the search and the overview.
 */
export function TripPlanSubmittedPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const trip = bookedTripOf(useLocation().state);
  const { setPlace, swap } = useSearchCriteria();

  const planReturn = () => {
    // The way back starts where the booked trip ends; without the trip, the search's own places swap.
    if (trip) {
      setPlace('from', searchPlaceOf(trip.to));
      setPlace('to', searchPlaceOf(trip.from));
    } else {
      swap();
    }
    void navigate(paths.search);
  };

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'trips.submitted.title' })}</PageTitle>
      <Text size="lg">
        {trip
          ? intl.formatMessage(
              { id: 'trips.submitted.text' },
              {
                from: trip.from.label,
                to: trip.to.label,
                date: formatSentenceDateTime(trip.itinerary.departureTime),
              },
            )
          : intl.formatMessage({ id: 'trips.submitted.textShort' })}
      </Text>
      <Button size="lg" onClick={planReturn}>
        {intl.formatMessage({ id: 'trips.submitted.returnTrip' })}
      </Button>
      <Button component={Link} to={paths.search} variant="outline" size="lg">
        {intl.formatMessage({ id: 'trips.submitted.newTrip' })}
      </Button>
      <Anchor component={Link} to={trip ? tripDetailPath(trip.id) : paths.tripsOverview} fw={700}>
        {intl.formatMessage({ id: trip ? 'trips.submitted.viewTrip' : 'trips.submitted.toOverview' })}
      </Anchor>
    </Stack>
  );
}
