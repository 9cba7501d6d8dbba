import type { Address, CreatePlaceRequest, Place, Suggestion } from '@achterhoek/contracts';
import { addressLine, hasNoisyBracket, usableAddressSuggestions } from '../../../lib/geo';
import type { LocationField } from '../../../lib/paths';
import type { TripPlace } from './searchCriteria';

// Turning the geocoder's suggestions, favourites and the home address into trip places, favourites and
// profile addresses, and the location page's rules about which suggestions are offered.

/** What the location page's route parameter `{field};{editSearchCriteria}` says. */
export type LocationParams =
  { ok: true; field: LocationField; editSearchCriteria: boolean } | { ok: false; field: string };

const LOCATION_FIELDS: readonly string[] = ['from', 'to', 'home'] satisfies LocationField[];

export function parseLocationParams(params: string | undefined): LocationParams {
  const [field = '', edit] = (params ?? '').split(';');
  if (!LOCATION_FIELDS.includes(field)) return { ok: false, field };
  // Spec 000 §2: the string true or false; only an explicit false leaves the search criteria alone.
  return { ok: true, field: field as LocationField, editSearchCriteria: edit !== 'false' };
}

/**
 * The suggestions offered for a field (spec 000 §5): never those whose bracketed part is a run of
 * abbreviations; for the home address only those naming a locality with a real point.
 */
export function offeredSuggestions(field: LocationField, suggestions: readonly Suggestion[]): Suggestion[] {
  if (field === 'home') return usableAddressSuggestions(suggestions);
  return suggestions.filter((suggestion) => !hasNoisyBracket(suggestion.title));
}

/** The suggestion's second line: its address, or else its locality, when that adds something. */
export function suggestionDetail(suggestion: Suggestion): string {
  const { label, locality } = suggestion.address;
  const detail = label && label !== suggestion.title ? label : (locality ?? '');
  return detail === suggestion.title ? '' : detail;
}

const NAMES_WITHOUT_LOCALITY = new Set(['street', 'address']);

/** A street or an address names its locality in the label, so the trip reads "Dorpsstraat 3, Zelhem". */
function tripLabel(title: string, category: string | undefined, locality: string | undefined): string {
  if (!locality || !category || !NAMES_WITHOUT_LOCALITY.has(category)) return title;
  return title.toLowerCase().includes(locality.toLowerCase()) ? title : `${title}, ${locality}`;
}

function optional(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function placeFromSuggestion(suggestion: Suggestion): TripPlace {
  const [lon, lat] = suggestion.location.coordinates;
  const locality = optional(suggestion.address.locality);
  return {
    label: tripLabel(suggestion.title, suggestion.category, locality),
    lat,
    lon,
    locality,
    ref: suggestion.id,
    category: suggestion.category,
  };
}

export function placeFromFavourite(place: Place): TripPlace {
  const [lon, lat] = place.location.coordinates;
  const locality = optional(place.locality);
  const category = optional(place.category);
  return {
    label: tripLabel(place.label, category, locality),
    lat,
    lon,
    locality,
    ref: optional(place.ref),
    category,
  };
}

export function placeFromAddress(address: Address): TripPlace {
  const [lon, lat] = address.location.coordinates;
  return { label: addressLine(address), lat, lon, locality: optional(address.locality), category: 'address' };
}

/** A favourite as saved from a suggestion: ref is the suggestion id, label its title (spec 000 §3). */
export function favouriteFromSuggestion(suggestion: Suggestion, name: string): CreatePlaceRequest {
  const { address } = suggestion;
  const countryCode = address.countryCode?.trim().toUpperCase();
  return {
    ref: suggestion.id,
    label: suggestion.title,
    name: name.trim(),
    category: suggestion.category,
    favorite: true,
    street: optional(address.street) ?? null,
    houseNumber: optional(address.houseNumber) ?? null,
    postalCode: optional(address.postalCode) ?? null,
    locality: optional(address.locality) ?? null,
    countryCode: countryCode && countryCode.length === 2 ? countryCode : null,
    stateCode: optional(address.stateCode) ?? null,
    location: { type: 'Point', coordinates: [...suggestion.location.coordinates] },
  };
}

/** A favourite as a home address; only one naming its locality can be one (spec 000 §5). */
export function addressFromFavourite(place: Place): Address | null {
  const locality = optional(place.locality);
  if (!locality) return null;
  return {
    label: place.label,
    street: optional(place.street),
    houseNumber: optional(place.houseNumber),
    postalCode: optional(place.postalCode),
    locality,
    countryCode: optional(place.countryCode) ?? 'NL',
    stateCode: optional(place.stateCode),
    location: { type: 'Point', coordinates: [...place.location.coordinates] },
  };
}

export interface TitlePart {
  text: string;
  matched: boolean;
}

/**
 * The title cut into the parts the query matched and the rest. Highlights are character offsets (end
 * exclusive); out-of-range, empty and overlapping ones are tolerated.
 */
export function highlightParts(
  title: string,
  highlights: readonly { start: number; end: number }[],
): TitlePart[] {
  const ranges = highlights
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(title.length, end) }))
    .filter(({ start, end }) => start < end)
    .sort((a, b) => a.start - b.start);
  const parts: TitlePart[] = [];
  let position = 0;
  for (const { start, end } of ranges) {
    if (end <= position) continue;
    const from = Math.max(start, position);
    if (from > position) parts.push({ text: title.slice(position, from), matched: false });
    const last = parts[parts.length - 1];
    // Touching or overlapping highlights make one bold part.
    if (last?.matched && from === position) last.text += title.slice(from, end);
    else parts.push({ text: title.slice(from, end), matched: true });
    position = end;
  }
  if (position < title.length) parts.push({ text: title.slice(position), matched: false });
  return parts;
}
