import type { DelegationPerson } from '@achterhoek/contracts';
import { setActingDelegator, useActingDelegatorId } from '../../../lib/delegation';
import { personName } from '../../../lib/names';
import { notify } from '../../../lib/notify';

/**
 * Whom the user acts for, and the switch: acting for a delegator, or for themselves again. The app then
 * drops every page's data and goes to Home (app/startup/useDelegatorSwitch); the message says who the app
 * works for now, also to screen-reader users, who do not see the badge on the avatar.
 */
export function useActingSwitch() {
  const actingId = useActingDelegatorId();
  return {
    actingId,
    actFor: (person: DelegationPerson) => {
      notify.info('delegation.acting.started', { name: personName(person) });
      setActingDelegator(person.managedIdentity);
    },
    stop: () => {
      notify.info('delegation.acting.stopped');
      setActingDelegator(null);
    },
  };
}
