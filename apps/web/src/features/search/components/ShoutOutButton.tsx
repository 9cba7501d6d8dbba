import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { notifyRefusal } from '../../../lib/refusals';
import { shoutOutSubmittedPath } from '../../../lib/paths';
import { useCreateShoutOut } from '../api/queries';
import type { SearchCriteria } from '../lib/searchCriteria';
import { shoutOutRequestFor } from '../lib/shoutOutRequest';

/**
 * 'Plaats oproep in de community' (spec 000 §2 Search results): asks the drivers nearby for this very
 * trip, then says so ('Je oproep naar de community is geplaatst') and shows the confirmation page.
 */
export function ShoutOutButton({ criteria, passengers }: { criteria: SearchCriteria; passengers: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateShoutOut();
  const request = shoutOutRequestFor(criteria, passengers);
  if (!request) return null;
  return (
    <Button
      variant="outline"
      loading={create.isPending}
      onClick={() =>
        create.mutate(request, {
          onSuccess: (shoutOut) => {
            notify.info('planner.shoutOut.placed');
            void navigate(shoutOutSubmittedPath(shoutOut.id));
          },
          onError: (error) => {
            if (!notifyRefusal(error)) notify.error('planner.shoutOut.error');
          },
        })
      }
    >
      {intl.formatMessage({ id: 'planner.shoutOut.place' })}
    </Button>
  );
}
