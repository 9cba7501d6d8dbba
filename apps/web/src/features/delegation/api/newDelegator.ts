import { profileEndpoints, type CreateDelegatorRequest } from '@achterhoek/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';
import { delegationKeys } from './queries';

/**
 * A caregiver makes an account for somebody who has none (POST /delegators, spec 000 §2 /delegators/new):
 * the answer is the delegation, active at once. The call goes as the caregiver themselves, also while they
 * act for somebody else (lib/delegation.ts). Afterwards the caregiver's delegation lists are fetched again,
 * so /delegators shows the new person.
 */
export function useCreateDelegator() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (body: CreateDelegatorRequest) => call(profileEndpoints.createDelegator, { body }),
    onSuccess: (delegation) => {
      queryClient.setQueryData(delegationKeys.one(signedInId, delegation.id), delegation);
      void queryClient.invalidateQueries({ queryKey: delegationKeys.all(signedInId) });
    },
  });
}
