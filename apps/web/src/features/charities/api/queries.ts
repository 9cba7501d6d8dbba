import type { CharityRequest, CharityWithdrawalRequest, CreateDonationRequest } from '@achterhoek/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import { useSignedInPages } from '../../../lib/signed-in-query';
import { creditsKeys } from '../../credits';
import { treasuryKeys } from '../../treasury';
import {
  createCharity,
  deleteCharityImage,
  donate,
  fetchCharities,
  fetchCharity,
  fetchDonations,
  fetchRecentDonations,
  fetchTopDonors,
  putCharityImage,
  requestCharityPayout,
  updateCharity,
  updateCharityAccount,
} from './charitiesApi';

/**
 * Query keys. The charities are the same for everyone except the account part (treasurer only) and the
 * donor of an anonymous gift (named to the giver alone), so all of it sits under the signed-in user.
 */
export const charityKeys = {
  all: (signedInId: string) => ['charities', signedInId] as const,
  list: (signedInId: string, closed: boolean) => ['charities', signedInId, 'list', closed] as const,
  one: (signedInId: string, id: string) => ['charities', signedInId, 'one', id] as const,
  donations: (signedInId: string, id: string) => ['charities', signedInId, 'donations', id] as const,
  topDonors: (signedInId: string, id: string) => ['charities', signedInId, 'top', id] as const,
  recent: (signedInId: string) => ['charities', signedInId, 'recent'] as const,
};

export function useCharities(closed: boolean) {
  return useSignedInPages(
    (signedInId) => charityKeys.list(signedInId, closed),
    (offset, signal) => fetchCharities(offset, closed, signal),
  );
}

export function useCharity(id: string) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: charityKeys.one(signedInId, id),
    queryFn: ({ signal }) => fetchCharity(id, signal),
    enabled: Boolean(signedInId) && id !== '',
  });
}

export function useRecentDonations() {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: charityKeys.recent(signedInId),
    queryFn: ({ signal }) => fetchRecentDonations(signal),
    enabled: Boolean(signedInId),
  });
}

/** The top donors of all charities (`charity` undefined) or of one. */
export function useTopDonors(charity?: string) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: charityKeys.topDonors(signedInId, charity ?? ''),
    queryFn: ({ signal }) => fetchTopDonors(charity, signal),
    enabled: Boolean(signedInId),
  });
}

export function useDonations(id: string) {
  return useSignedInPages(
    (signedInId) => charityKeys.donations(signedInId, id),
    (offset, signal) => fetchDonations(id, offset, signal),
  );
}

/** After a gift: the person's balance and statement, and everything shown about charities, are old. */
export function useDonate(ref: string) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (body: CreateDonationRequest) => donate(ref, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: creditsKeys.mine(signedInId) }),
        queryClient.invalidateQueries({ queryKey: charityKeys.all(signedInId) }),
      ]),
  });
}

/** What the charity form saves: the charity itself, its bank account (edit only) and its image. */
export interface CharitySave {
  charity: CharityRequest;
  /** On edit: the IBAN and holder when they changed (null: leave them). */
  account?: { iban: string | null; ibanHolder: string | null } | null;
  /** A new image (data URL), null to remove it, undefined to leave it. */
  image?: string | null;
}

/** Creates or changes a charity, then its account and image; answers the charity's id. */
export function useSaveCharity(id: string | undefined) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: async ({ charity, account, image }: CharitySave) => {
      const saved = id === undefined ? await createCharity(charity) : await updateCharity(id, charity);
      const savedId = String(saved.id);
      if (id !== undefined && account) await updateCharityAccount(savedId, account);
      if (typeof image === 'string') await putCharityImage(savedId, image);
      else if (image === null && saved.imageUrl) await deleteCharityImage(savedId);
      return saved.id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: charityKeys.all(signedInId) }),
  });
}

/** Stops a campaign at once: the whole charity again with its end set to now. */
export function useStopCampaign(id: string) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (charity: CharityRequest) => updateCharity(id, charity),
    onSettled: () => queryClient.invalidateQueries({ queryKey: charityKeys.all(signedInId) }),
  });
}

/**
 * Asks a charity's payout (treasurer): the charity's credits are reserved at once, and the request waits
 * under 'Uitbetalingen' for the next batch, so both the charity and the treasury's lists are old.
 */
export function useRequestCharityPayout(id: string) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (body: CharityWithdrawalRequest) => requestCharityPayout(id, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: charityKeys.all(signedInId) }),
        queryClient.invalidateQueries({ queryKey: treasuryKeys.all(signedInId) }),
      ]),
  });
}
