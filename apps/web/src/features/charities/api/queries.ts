import type { CharityRequest, CharityWithdrawalRequest, CreateDonationRequest } from '@achterhoek/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  useRefreshKeys,
  useRefreshingMutation,
  useSignedInPages,
  useSignedInQuery,
} from '../../../lib/signed-in-query';
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
  return useSignedInQuery(
    (signedInId) => charityKeys.one(signedInId, id),
    (signal) => fetchCharity(id, signal),
    { enabled: id !== '' },
  );
}

export function useRecentDonations() {
  return useSignedInQuery(charityKeys.recent, fetchRecentDonations);
}

/** The top donors of all charities (`charity` undefined) or of one. */
export function useTopDonors(charity?: string) {
  return useSignedInQuery(
    (signedInId) => charityKeys.topDonors(signedInId, charity ?? ''),
    (signal) => fetchTopDonors(charity, signal),
  );
}

export function useDonations(id: string) {
  return useSignedInPages(
    (signedInId) => charityKeys.donations(signedInId, id),
    (offset, signal) => fetchDonations(id, offset, signal),
  );
}

/** After a gift: the person's balance and statement, and everything shown about charities, are old. */
export function useDonate(ref: string) {
  return useRefreshingMutation(
    (body: CreateDonationRequest) => donate(ref, body),
    (signedInId) => [creditsKeys.mine(signedInId), charityKeys.all(signedInId)],
    { awaitRefresh: true },
  );
}

/** After a change to a charity (saved or not: the list shows how it stands), every charity query is old. */
const charitiesOnly = (signedInId: string) => [charityKeys.all(signedInId)];

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
  const refreshCharities = useRefreshKeys(charitiesOnly);
  return useMutation({
    mutationFn: async ({ charity, account, image }: CharitySave) => {
      const saved = id === undefined ? await createCharity(charity) : await updateCharity(id, charity);
      const savedId = String(saved.id);
      if (id !== undefined && account) await updateCharityAccount(savedId, account);
      if (typeof image === 'string') await putCharityImage(savedId, image);
      else if (image === null && saved.imageUrl) await deleteCharityImage(savedId);
      return saved.id;
    },
    onSettled: refreshCharities,
  });
}

/** Stops a campaign at once: the whole charity again with its end set to now. */
export function useStopCampaign(id: string) {
  return useRefreshingMutation((charity: CharityRequest) => updateCharity(id, charity), charitiesOnly, {
    awaitRefresh: true,
    evenOnError: true,
  });
}

/**
 * Asks a charity's payout (treasurer): the charity's credits are reserved at once, and the request waits
 * under 'Uitbetalingen' for the next batch, so both the charity and the treasury's lists are old.
 */
export function useRequestCharityPayout(id: string) {
  return useRefreshingMutation(
    (body: CharityWithdrawalRequest) => requestCharityPayout(id, body),
    (signedInId) => [charityKeys.all(signedInId), treasuryKeys.all(signedInId)],
    { awaitRefresh: true, evenOnError: true },
  );
}
