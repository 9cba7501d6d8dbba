import { useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { plannerKeys } from './plannerKeys';

/**
 * Forgets the answers of earlier searches, so that 'Plan je rit!' asks the planner anew even for the
 * same question: rides offered since then are found.
 */
export function useForgetSearches(): () => void {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return () => queryClient.removeQueries({ queryKey: plannerKeys.searches(signedInId) });
}
