import { OutcomePage } from '../../../components/OutcomePage';
import { paths } from '../../../lib/paths';

/** /planSubmitted ('Rit gepland', spec 000 §2 Ride offer): on to the rides overview, or another offer. */
export function PlanSubmittedPage() {
  return (
    <OutcomePage
      titleId="rides.planSubmitted.title"
      textId="rides.planSubmitted.text"
      next={{ to: paths.tripsOverview, labelId: 'rides.planSubmitted.toOverview' }}
      alternative={{ to: paths.plan, labelId: 'rides.planSubmitted.planAnother' }}
    />
  );
}
