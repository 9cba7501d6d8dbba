import { geoEndpoints, type Address, type Suggestion } from '@achterhoek/contracts';
import { call } from './call';

/** Spec 000 §5: suggestions are asked for only when the input is longer than 3 characters. */
export const SUGGESTION_MIN_QUERY_LENGTH = 4;
/** Spec 000 §5: the home-address search is throttled at 500 ms and returns at most 8 suggestions. */
export const HOME_ADDRESS_THROTTLE_MS = 500;
export const HOME_ADDRESS_MAX_RESULTS = 8;

export function isSearchableQuery(query: string): boolean {
  return query.trim().length >= SUGGESTION_MIN_QUERY_LENGTH;
}

/**
 * Spec 000 §5: a suggestion is dropped when the bracketed part of its title has more than one word of
 * at most 4 characters ("Ruurlo (Gld, NL)"): such entries are abbreviations of a place shown elsewhere.
 */
export function hasNoisyBracket(title: string): boolean {
  const bracketed = /\(([^)]*)\)/.exec(title)?.[1];
  if (!bracketed) return false;
  const shortWords = bracketed.split(/[\s,]+/).filter((word) => word.length > 0 && word.length <= 4);
  return shortWords.length > 1;
}

/**
 * The suggestions a home address may be chosen from: each must name its locality (a profile's address
 * needs one) and have a real point; the noisy-bracket rule applies as everywhere.
 */
export function usableAddressSuggestions(suggestions: readonly Suggestion[]): Suggestion[] {
  return suggestions.filter(
    (suggestion) =>
      Boolean(suggestion.address.locality?.trim()) &&
      suggestion.location.coordinates.length === 2 &&
      !hasNoisyBracket(suggestion.title),
  );
}

export async function fetchSuggestions(
  query: string,
  maxResults: number,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const page = await call(
    geoEndpoints.suggestions,
    { query: { query: query.trim(), maxResults, details: 'true' } },
    { signal },
  );
  return page.data;
}

/** A profile address from a chosen suggestion; the coordinates always come from the geocoder. */
export function addressFromSuggestion(suggestion: Suggestion): Address {
  const { address, location } = suggestion;
  return {
    label: address.label || suggestion.title,
    street: address.street,
    houseNumber: address.houseNumber,
    postalCode: address.postalCode,
    locality: address.locality ?? '',
    countryCode: address.countryCode || 'NL',
    stateCode: address.stateCode,
    location: { type: 'Point', coordinates: [location.coordinates[0], location.coordinates[1]] },
  };
}

/** One line for an address: its label, or street, number and locality. */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  if (address.label) return address.label;
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return [street, address.locality].filter(Boolean).join(', ');
}
