import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { notifyRefusal } from '../../../lib/refusals';
import { useCreateRideAlert } from '../api/queries';
import type { SearchCriteria } from '../lib/searchCriteria';
import { rideAlertRequestFor } from '../lib/shoutOutRequest';

/**
 * 'Bewaar als ritmelding' (issue 17, beyond the original): keeps this very search as a ride alert, so that
 * a ride offered later that could carry the passenger is announced to them; says so, or that it failed.
 * Once kept, the button stays disabled so the same alert is not kept twice.
 */
export function RideAlertButton({ criteria, passengers }: { criteria: SearchCriteria; passengers: number }) {
  const intl = useIntl();
  const create = useCreateRideAlert();
  const request = rideAlertRequestFor(criteria, passengers);
  if (!request) return null;
  return (
    <Button
      variant="outline"
      loading={create.isPending}
      disabled={create.isSuccess}
      onClick={() =>
        create.mutate(request, {
          onSuccess: () => notify.info('planner.rideAlert.saved'),
          onError: (error) => {
            if (!notifyRefusal(error)) notify.error('planner.rideAlert.error');
          },
        })
      }
    >
      {intl.formatMessage({ id: 'planner.rideAlert.save' })}
    </Button>
  );
}
