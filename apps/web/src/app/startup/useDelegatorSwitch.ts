import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { actingDelegatorId, subscribeActingDelegator, takeRefusal } from '../../lib/delegation';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';

/**
 * Starting or stopping to act for somebody (here, in another tab, or because the server refused the
 * delegation) changes whose data every call returns. So that no page shows the other person's data, all
 * fetched data is dropped (every query goes back to its first, empty state; the ones on screen load again
 * as the new person) and the user goes to Home. The start-up sequence runs again with it: the profile and
 * the messaging status are loaded anew and the live stream reconnects.
 */
export function useDelegatorSwitch(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let current = actingDelegatorId();
    return subscribeActingDelegator(() => {
      const next = actingDelegatorId();
      if (next === current) return;
      current = next;
      const refused = takeRefusal();
      void queryClient.resetQueries();
      void navigate(paths.home);
      if (refused) notify.error('delegation.acting.refused');
    });
  }, [queryClient, navigate]);
}
