import { useEffect } from 'react';
import type { z } from 'zod';
import { useSignedInId } from '../auth';
import { rememberLastSeen } from './last-seen';
import { useLastSeen } from './useLastSeen';

interface Answer<T> {
  data: T | undefined;
  isPending: boolean;
}

/**
 * What a returning user's page paints with: the server's answer once it is there, and until then what
 * this user was last shown under `name` on this device (lib/offline/last-seen.ts), so the page paints its
 * last-known content at once and the answer settles it. Every answer is kept for the next visit. An answer
 * that failed paints nothing from the device: the page shows its error as before.
 */
export function useAnswerOrLastSeen<T>(answer: Answer<T>, name: string, schema: z.ZodType<T>): T | undefined {
  const signedInId = useSignedInId();
  const cached = useLastSeen(name, schema, answer.isPending);
  useEffect(() => {
    if (answer.data !== undefined) rememberLastSeen(signedInId, name, answer.data);
  }, [answer.data, signedInId, name]);
  return answer.data ?? (answer.isPending ? cached?.data : undefined);
}
