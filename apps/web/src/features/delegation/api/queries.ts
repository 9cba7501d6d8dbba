import { profileEndpoints, type Delegation } from '@achterhoek/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { call } from '../../../lib/call';

// The delegation calls (spec 000 §7 profile service). The server answers them for whoever signed in,
// also while they act for somebody else (the web never sends X-Delegator on them, lib/delegation.ts).

/** Which delegations a list holds: as delegate or as delegator (`me`), and whether ended ones too. */
export interface DelegationsQuery {
  delegate?: 'me';
  delegator?: 'me';
  inactiveToo?: boolean;
}

/**
 * Kept under the signed-in person, so another login never sees them. Every key starts with
 * `['delegations', signedInId]`, so a change refreshes every list.
 */
export const delegationKeys = {
  all: (signedInId: string) => ['delegations', signedInId] as const,
  list: (signedInId: string, query: DelegationsQuery) => ['delegations', signedInId, 'list', query] as const,
  one: (signedInId: string, id: number) => ['delegations', signedInId, 'one', id] as const,
};

const isRowId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** The signed-in person's delegations as delegate or delegator, active ones unless `inactiveToo`. */
export function useDelegations(query: DelegationsQuery, enabled = true) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: delegationKeys.list(signedInId, query),
    queryFn:
      enabled && signedInId
        ? ({ signal }) =>
            call(
              profileEndpoints.delegations,
              {
                query: {
                  ...(query.delegate ? { delegate: query.delegate } : {}),
                  ...(query.delegator ? { delegator: query.delegator } : {}),
                  inactiveToo: query.inactiveToo ? 'true' : 'false',
                },
              },
              { signal },
            )
        : skipToken,
  });
}

/** One delegation (its delegate's or its delegator's); nothing is asked for an id that cannot exist. */
export function useDelegation(id: number | undefined) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: delegationKeys.one(signedInId, id ?? 0),
    queryFn:
      isRowId(id) && signedInId
        ? ({ signal }) => call(profileEndpoints.delegation, { params: { delegationId: id } }, { signal })
        : skipToken,
  });
}

/**
 * After any change the delegation lists are fetched again; the changed delegation is the server's answer,
 * kept as it is (fetching it again at once would tell nothing new).
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return (delegation?: Delegation) => {
    if (!delegation) return queryClient.invalidateQueries({ queryKey: delegationKeys.all(signedInId) });
    const changed = delegationKeys.one(signedInId, delegation.id);
    queryClient.setQueryData(changed, delegation);
    return queryClient.invalidateQueries({
      queryKey: delegationKeys.all(signedInId),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(changed),
    });
  };
}

/** A change that answers the changed delegation, which is kept as it is while the lists load afresh. */
function useDelegationChange<TVariables>(change: (variables: TVariables) => Promise<Delegation>) {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: change, onSuccess: (delegation) => afterChange(delegation) });
}

/** The delegate asks to act for somebody (`delegatorRef`: their managed identity); a code goes by SMS. */
export function useCreateDelegation() {
  return useDelegationChange((delegatorRef: string) =>
    call(profileEndpoints.createDelegation, { body: { delegateRef: 'me', delegatorRef } }),
  );
}

/** The code the delegator passed on; the delegation is active when it is right. */
export function useActivateDelegation() {
  return useDelegationChange(
    ({ delegationId, activationCode }: { delegationId: number; activationCode: string }) =>
      call(profileEndpoints.activateDelegation, { params: { delegationId }, body: { activationCode } }),
  );
}

/** A new code for a delegation that is not active yet (the old code no longer works). */
export function useRenewDelegationCode() {
  return useDelegationChange((delegationId: number) =>
    call(profileEndpoints.renewDelegationCode, { params: { delegationId } }),
  );
}

/** Ends a delegation (either side may); the lists are fetched again whether it worked or not. */
export function useRevokeDelegation() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (delegationId: number) =>
      call(profileEndpoints.revokeDelegation, { params: { delegationId } }),
    onSettled: () => afterChange(),
  });
}

/**
 * People the delegate may ask to act for (spec 000 §5): passengers (and those who both drive and ride)
 * whose name holds the text; nothing is asked before the text has `minLength` characters.
 */
export function useDelegatorCandidates(text: string, minLength: number) {
  const signedInId = useSignedInId();
  const trimmed = text.trim();
  return useQuery({
    // Not under the delegation keys: a change of a delegation does not change who is found.
    queryKey: ['delegation-candidates', signedInId, trimmed] as const,
    queryFn:
      signedInId && trimmed.length >= minLength
        ? ({ signal }) =>
            call(profileEndpoints.searchProfiles, { query: { text: trimmed, role: 'PASSENGER' } }, { signal })
        : skipToken,
    staleTime: 30_000,
  });
}
