import { profileEndpoints, type Delegation } from '@achterhoek/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { call } from '../../../lib/call';

// The delegation calls (spec 000 §7 profile service). The server answers them for whoever signed in,
// also while they act for somebody else (the web never sends X-Delegator on them, lib/delegation.ts).

function useSubject(): string {
  return useAuth().user?.profile.sub ?? '';
}

/** Which delegations a list holds: as delegate or as delegator (`me`), and whether ended ones too. */
export interface DelegationsQuery {
  delegate?: 'me';
  delegator?: 'me';
  inactiveToo?: boolean;
}

/**
 * Kept under the signed-in person, so another login never sees them. Every key starts with
 * `['delegations', subject]`, so a change refreshes every list.
 */
export const delegationKeys = {
  all: (subject: string) => ['delegations', subject] as const,
  list: (subject: string, query: DelegationsQuery) => ['delegations', subject, 'list', query] as const,
  one: (subject: string, id: number) => ['delegations', subject, 'one', id] as const,
};

const isRowId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** The signed-in person's delegations as delegate or delegator, active ones unless `inactiveToo`. */
export function useDelegations(query: DelegationsQuery, enabled = true) {
  const subject = useSubject();
  return useQuery({
    queryKey: delegationKeys.list(subject, query),
    queryFn:
      enabled && subject
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
  const subject = useSubject();
  return useQuery({
    queryKey: delegationKeys.one(subject, id ?? 0),
    queryFn:
      isRowId(id) && subject
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
  const subject = useSubject();
  return (delegation?: Delegation) => {
    if (!delegation) return queryClient.invalidateQueries({ queryKey: delegationKeys.all(subject) });
    const changed = delegationKeys.one(subject, delegation.id);
    queryClient.setQueryData(changed, delegation);
    return queryClient.invalidateQueries({
      queryKey: delegationKeys.all(subject),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(changed),
    });
  };
}

/** The delegate asks to act for somebody (`delegatorRef`: their managed identity); a code goes by SMS. */
export function useCreateDelegation() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (delegatorRef: string) =>
      call(profileEndpoints.createDelegation, { body: { delegateRef: 'me', delegatorRef } }),
    onSuccess: (delegation) => afterChange(delegation),
  });
}

/** The code the delegator passed on; the delegation is active when it is right. */
export function useActivateDelegation() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ delegationId, activationCode }: { delegationId: number; activationCode: string }) =>
      call(profileEndpoints.activateDelegation, { params: { delegationId }, body: { activationCode } }),
    onSuccess: (delegation) => afterChange(delegation),
  });
}

/** A new code for a delegation that is not active yet (the old code no longer works). */
export function useRenewDelegationCode() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (delegationId: number) =>
      call(profileEndpoints.renewDelegationCode, { params: { delegationId } }),
    onSuccess: (delegation) => afterChange(delegation),
  });
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
  const subject = useSubject();
  const trimmed = text.trim();
  return useQuery({
    // Not under the delegation keys: a change of a delegation does not change who is found.
    queryKey: ['delegation-candidates', subject, trimmed] as const,
    queryFn:
      subject && trimmed.length >= minLength
        ? ({ signal }) =>
            call(profileEndpoints.searchProfiles, { query: { text: trimmed, role: 'PASSENGER' } }, { signal })
        : skipToken,
    staleTime: 30_000,
  });
}
