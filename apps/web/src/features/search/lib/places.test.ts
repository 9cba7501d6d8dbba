import type { Place, Suggestion } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressFromFavourite,
  favouriteFromSuggestion,
  highlightParts,
  offeredSuggestions,
  parseLocationParams,
  placeFromFavourite,
  placeFromSuggestion,
  suggestionDetail,
} from './places';
import { stationFavourite, stationPlace } from '../testing/searchFixtures';

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 'station:wtv',
    title: 'Station Winterswijk',
    titleHighlights: [{ start: 8, end: 15 }],
    category: 'station',
    address: {
      label: 'Stationsweg, Winterswijk',
      locality: 'Winterswijk',
      countryCode: 'NL',
      stateCode: 'GE',
    },
    location: { type: 'Point', coordinates: [6.7245, 51.9706] },
    distance: 120000,
    ...overrides,
  };
}

function favourite(overrides: Partial<Place> = {}): Place {
  return { id: 7, ...stationFavourite, ...overrides };
}

describe('location page parameters', () => {
  it('reads the field and whether the search criteria are edited', () => {
    expect(parseLocationParams('from;true')).toEqual({ ok: true, field: 'from', editSearchCriteria: true });
    expect(parseLocationParams('to;false')).toEqual({ ok: true, field: 'to', editSearchCriteria: false });
    expect(parseLocationParams('home')).toEqual({ ok: true, field: 'home', editSearchCriteria: true });
  });

  it('names an unknown field', () => {
    expect(parseLocationParams('via;true')).toEqual({ ok: false, field: 'via' });
    expect(parseLocationParams(undefined)).toEqual({ ok: false, field: '' });
  });
});

describe('offered suggestions', () => {
  const noisy = suggestion({ id: 'n', title: 'Ruurlo (Gld, NL)' });
  const oneShortWord = suggestion({ id: 'o', title: 'Vorden (Bronckhorst, NL)' });
  const withoutLocality = suggestion({
    id: 'w',
    title: 'Achterhoek',
    category: 'poi',
    address: { label: 'Achterhoek', countryCode: 'NL' },
  });

  it('drops titles whose brackets hold more than one word of at most 4 characters', () => {
    expect(
      offeredSuggestions('from', [suggestion(), noisy, oneShortWord, withoutLocality]).map((s) => s.id),
    ).toEqual(['station:wtv', 'o', 'w']);
  });

  it('offers only places with a locality for the home address', () => {
    expect(offeredSuggestions('home', [suggestion(), noisy, withoutLocality]).map((s) => s.id)).toEqual([
      'station:wtv',
    ]);
  });
});

describe('places from suggestions and favourites', () => {
  it('takes label, coordinates, locality, ref and category from a suggestion', () => {
    expect(placeFromSuggestion(suggestion())).toEqual(stationPlace);
  });

  it('adds the locality to a street or address that does not name it', () => {
    const street = suggestion({ id: 's', title: 'Dorpsstraat 3', category: 'address' });
    expect(placeFromSuggestion(street).label).toBe('Dorpsstraat 3, Winterswijk');
    const named = suggestion({ id: 'n', title: 'Stationsweg, Winterswijk', category: 'street' });
    expect(placeFromSuggestion(named).label).toBe('Stationsweg, Winterswijk');
  });

  it('saves a favourite with the suggestion id as ref and its title as label', () => {
    expect(favouriteFromSuggestion(suggestion(), '  Station ')).toEqual(stationFavourite);
  });

  it('uses a favourite by its place, not by its name', () => {
    expect(placeFromFavourite(favourite())).toMatchObject({
      label: 'Station Winterswijk',
      ref: 'station:wtv',
    });
  });

  it('makes a home address only of a favourite with a locality', () => {
    expect(addressFromFavourite(favourite())).toMatchObject({ locality: 'Winterswijk', countryCode: 'NL' });
    expect(addressFromFavourite(favourite({ locality: null }))).toBeNull();
  });

  it('shows the address or else the locality as the second line, never the title again', () => {
    expect(suggestionDetail(suggestion())).toBe('Stationsweg, Winterswijk');
    expect(
      suggestionDetail(
        suggestion({ address: { label: 'Station Winterswijk', locality: 'Winterswijk', countryCode: 'NL' } }),
      ),
    ).toBe('Winterswijk');
    expect(
      suggestionDetail(
        suggestion({
          title: 'Winterswijk',
          address: { label: 'Winterswijk', locality: 'Winterswijk', countryCode: 'NL' },
        }),
      ),
    ).toBe('');
  });
});

describe('title highlights', () => {
  it('cuts the title into matched and other parts', () => {
    expect(highlightParts('Station Winterswijk', [{ start: 8, end: 15 }])).toEqual([
      { text: 'Station ', matched: false },
      { text: 'Winters', matched: true },
      { text: 'wijk', matched: false },
    ]);
  });

  it('tolerates unordered, overlapping, empty and out-of-range highlights', () => {
    expect(
      highlightParts('Winterswijk', [
        { start: 7, end: 40 },
        { start: 0, end: 3 },
        { start: 2, end: 5 },
        { start: 4, end: 4 },
      ]),
    ).toEqual([
      { text: 'Winte', matched: true },
      { text: 'rs', matched: false },
      { text: 'wijk', matched: true },
    ]);
    expect(highlightParts('Zelhem', [])).toEqual([{ text: 'Zelhem', matched: false }]);
  });
});
