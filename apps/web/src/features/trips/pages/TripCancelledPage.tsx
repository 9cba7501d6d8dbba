import { OutcomePage } from '../../../components/OutcomePage';
import { paths } from '../../../lib/paths';

/** /tripCancelledPage ('Rit geannuleerd', spec 000 §2 Trips overview): on to a new search, or the overview. */
export function TripCancelledPage() {
  return (
    <OutcomePage
      titleId="trips.cancelled.title"
      textId="trips.cancelled.text"
      next={{ to: paths.search, labelId: 'trips.cancelled.search' }}
      alternative={{ to: paths.tripsOverview, labelId: 'trips.cancelled.overview' }}
    />
  );
}
