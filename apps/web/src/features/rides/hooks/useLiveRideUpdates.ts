import { LIVE_EVENT_NAMES } from '@achterhoek/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useLiveEvents } from '../../../lib/liveEvents';
import { rideKeys } from '../api/queries';

/**
 * Keeps the driver's open ride pages current: a booking that comes or goes, or a state the ride moves
 * to, arrives on the live stream and the ride (and the lists it appears in) are fetched again. After a
 * reconnect, when events may have been missed, everything of the driver's rides is.
 */
export function useLiveRideUpdates(): void {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  useLiveEvents([LIVE_EVENT_NAMES.rideChanged, LIVE_EVENT_NAMES.resync], () => {
    // One ride changed, but it also shows in the lists (Home, Ritten): all of the driver's rides reload,
    // the ones on screen at once, the others when next shown.
    if (signedInId) void queryClient.invalidateQueries({ queryKey: rideKeys.all(signedInId) });
  });
}
