import { plannerEndpoints, type SimulatedLiveChange } from '@achterhoek/contracts';
import { call } from '../../../lib/call';
import { useRefreshingMutation, useSignedInQuery } from '../../../lib/signed-in-query';

/** Under the signed-in user: another login (perhaps no admin) never sees these changes. */
export const liveSimulatorKeys = {
  changes: (signedInId: string) => ['live-simulator', signedInId, 'changes'] as const,
};

/**
 * The changes an admin made to the demo's live feed (admins only: others get 403; 404 when the server
 * reads a real feed). Not retried: both refusals are final.
 */
export function useSimulatedLiveChanges(enabled: boolean) {
  return useSignedInQuery(
    liveSimulatorKeys.changes,
    (signal) => call(plannerEndpoints.simulatedLiveChanges, {}, { signal }),
    { enabled, retry: false },
  );
}

/** Makes one trip late, early or cancelled on one day (or undoes it); the list is read again after. */
export function useSimulateLiveChange() {
  return useRefreshingMutation(
    (change: SimulatedLiveChange) => call(plannerEndpoints.simulateLiveChange, { body: change }),
    (signedInId) => [liveSimulatorKeys.changes(signedInId)],
    { awaitRefresh: true },
  );
}
