import { useParams } from 'react-router';
import { OutcomePage } from '../../../components/OutcomePage';
import type { MessageId } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';

const thanksIds: Record<string, MessageId> = {
  driver: 'tripReviewed.driver',
  passenger: 'tripReviewed.passenger',
};

/**
 * /tripReviewed/{otherRole} ('Rit beoordeeld!', spec 000 §2 Trip confirmation): after a passenger
 * reviewed the driver (otherRole driver) or a driver the passenger (passenger); on to the overview.
 */
export function TripReviewedPage() {
  const { otherRole = '' } = useParams();
  return (
    <OutcomePage
      titleId="tripReviewed.title"
      textId={thanksIds[otherRole] ?? 'tripReviewed.other'}
      next={{ to: paths.tripsOverview, labelId: 'tripReviewed.overview' }}
    />
  );
}
