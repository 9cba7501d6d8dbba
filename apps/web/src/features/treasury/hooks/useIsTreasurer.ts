import { useActingDelegatorId } from '../../../lib/delegation';
import { useHasRealmRole } from '../../../lib/useCurrentUser';

/**
 * Whether the signed-in person may manage the treasury (spec 001 §6): realm role treasurer or admin, acting
 * as themselves. While acting for somebody else every call is that person's, and the server refuses the
 * treasury's calls (403), so the treasury is not offered then either.
 */
export function useIsTreasurer(): boolean {
  const treasurer = useHasRealmRole('treasurer');
  const admin = useHasRealmRole('admin');
  const actingFor = useActingDelegatorId();
  return (treasurer || admin) && actingFor === null;
}
