import {
  bankerCharityEndpoints,
  CHARITIES_PAGE_SIZE,
  CHARITY_DONATIONS_PAGE_SIZE,
  RECENT_DONATIONS_PAGE_SIZE,
  TOP_DONORS_PAGE_SIZE,
  type CharityAccountRequest,
  type CharityRequest,
  type CharityWithdrawalRequest,
  type CreateDonationRequest,
} from '@achterhoek/contracts';
import { call } from '../../../lib/call';

// The banker's charity calls this feature makes (spec 001 §7 Banker rows), each through its contract.

/** One page of the charities (10, spec 001 §9); `closed` also the ended ones ('Ook niet-actuele doelen'). */
export function fetchCharities(offset: number, closed: boolean, signal?: AbortSignal) {
  return call(
    bankerCharityEndpoints.charities,
    { query: { offset, maxResults: CHARITIES_PAGE_SIZE, closed: closed ? 'true' : 'false' } },
    { signal },
  );
}

export function fetchCharity(id: string, signal?: AbortSignal) {
  return call(bankerCharityEndpoints.charity, { params: { id } }, { signal });
}

/** The charities the person gave to, the latest gift first ('Eerder gedoneerd', 5). */
export function fetchRecentDonations(signal?: AbortSignal) {
  return call(
    bankerCharityEndpoints.recentDonations,
    { query: { maxResults: RECENT_DONATIONS_PAGE_SIZE } },
    { signal },
  );
}

/** The top donors (5), of all charities or of one. */
export function fetchTopDonors(charity: string | undefined, signal?: AbortSignal) {
  return call(
    bankerCharityEndpoints.generosity,
    { query: { maxResults: TOP_DONORS_PAGE_SIZE, ...(charity ? { charity } : {}) } },
    { signal },
  );
}

/** One page of a charity's donations (20), newest first. */
export function fetchDonations(id: string, offset: number, signal?: AbortSignal) {
  return call(
    bankerCharityEndpoints.donations,
    { params: { id }, query: { offset, maxResults: CHARITY_DONATIONS_PAGE_SIZE } },
    { signal },
  );
}

export function donate(ref: string, body: CreateDonationRequest) {
  return call(bankerCharityEndpoints.donate, { params: { ref }, body });
}

export function createCharity(body: CharityRequest) {
  return call(bankerCharityEndpoints.createCharity, { body });
}

export function updateCharity(id: string, body: CharityRequest) {
  return call(bankerCharityEndpoints.updateCharity, { params: { id }, body });
}

export function updateCharityAccount(id: string, body: CharityAccountRequest) {
  return call(bankerCharityEndpoints.putCharityAccount, { params: { id }, body });
}

export function putCharityImage(id: string, image: string) {
  return call(bankerCharityEndpoints.putCharityImage, { params: { id }, body: { image } });
}

export function deleteCharityImage(id: string): Promise<void> {
  return call(bankerCharityEndpoints.deleteCharityImage, { params: { id } });
}

/** Asks the payout of a charity's credits to its IBAN (treasurer): paid with the next payout batch. */
export function requestCharityPayout(id: string, body: CharityWithdrawalRequest) {
  return call(bankerCharityEndpoints.charityWithdrawal, { params: { id }, body });
}
