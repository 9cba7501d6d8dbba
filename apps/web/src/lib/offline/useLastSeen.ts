import { useMemo } from 'react';
import type { z } from 'zod';
import { useSignedInId } from '../auth';
import { useActingDelegatorId } from '../delegation';
import { lastSeen, type LastSeen } from './last-seen';

/**
 * The signed-in user's last seen `name` (offline/last-seen.ts), read only while `wanted`: when the page
 * has no answer of its own because there is no connection.
 */
export function useLastSeen<T>(name: string, schema: z.ZodType<T>, wanted: boolean): LastSeen<T> | undefined {
  const signedInId = useSignedInId();
  // Acting for somebody else is another owner: read again when that changes.
  const delegatorId = useActingDelegatorId();
  return useMemo(
    () => (wanted ? lastSeen(signedInId, name, schema) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- delegatorId decides the owner inside lastSeen
    [wanted, signedInId, name, schema, delegatorId],
  );
}
