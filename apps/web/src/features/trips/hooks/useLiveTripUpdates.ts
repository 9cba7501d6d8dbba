import { LIVE_EVENT_NAMES } from '@achterhoek/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useLiveEvents } from '../../../lib/liveEvents';
import { tripKeys } from '../api/queries';

/**
 * Keeps the passenger's open trip pages current: when the driver cancels, or the trip moves on (leaving,
 * arrived, waiting for the confirmations), the live stream says so and the trips are fetched again —
 * after a reconnect too, when events may have been missed.
 */
export function useLiveTripUpdates(): void {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  useLiveEvents([LIVE_EVENT_NAMES.tripChanged, LIVE_EVENT_NAMES.resync], () => {
    // The trip shows in the lists too (Home, Ritten): all of them reload, those on screen at once.
    if (signedInId) void queryClient.invalidateQueries({ queryKey: tripKeys.all(signedInId) });
  });
}
