import { usePeriodQuery, type Period } from '../../../lib/usePeriodQuery';
import { useTripPages } from '../api/queries';
import { OverviewList } from './OverviewList';
import { TripCard } from './TripCard';

/** Planned and past trips show 20 at a time (spec 000 §9). */
const PAGE_SIZE = 20;

/**
 * The passenger's trips in the overview (Passagier): planned ones from now on, the next first; past ones
 * before now, the latest first; 20 at a time, more as the list is scrolled. Cancelled ones stay in the
 * list, struck through. Without a connection it shows the first page as last seen, and since when.
 */
export function PassengerTripList({ period }: { period: Period }) {
  const trips = useTripPages(usePeriodQuery(period, PAGE_SIZE));
  return (
    <OverviewList
      list={trips}
      empty={period === 'future' ? 'rides.overview.noTrips' : 'rides.overview.noRides'}
      card={(trip) => <TripCard key={trip.id} trip={trip} />}
    />
  );
}
