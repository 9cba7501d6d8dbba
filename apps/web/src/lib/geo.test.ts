import type { Suggestion } from '@achterhoek/contracts';
import { describe, expect, it } from 'vitest';
import {
  addressFromSuggestion,
  addressLine,
  hasNoisyBracket,
  isSearchableQuery,
  usableAddressSuggestions,
} from './geo';

function suggestion(overrides: Partial<Suggestion> & { locality?: string | undefined } = {}): Suggestion {
  const { locality, ...rest } = 'locality' in overrides ? overrides : { ...overrides, locality: 'Zelhem' };
  return {
    id: 'geonames:2743856',
    title: 'Zelhem',
    titleHighlights: [{ start: 0, end: 6 }],
    category: 'locality',
    address: { label: 'Zelhem, Gelderland', locality, countryCode: 'NL', stateCode: 'GE' },
    location: { type: 'Point', coordinates: [6.3486, 52.0067] },
    distance: 1200,
    ...rest,
  };
}

describe('address suggestions', () => {
  it.each([
    ['Ede', false],
    ['  Ede  ', false],
    ['Zelh', true],
  ])("are asked for only when the input is longer than 3 characters: '%s' %s", (typed, asked) => {
    expect(isSearchableQuery(typed)).toBe(asked);
  });

  it('keep only suggestions that name a locality', () => {
    const withLocality = suggestion({ id: 'a' });
    const withoutLocality = suggestion({ id: 'b', locality: undefined });
    const blankLocality = suggestion({ id: 'c', locality: '  ' });
    expect(usableAddressSuggestions([withLocality, withoutLocality, blankLocality]).map((s) => s.id)).toEqual(
      ['a'],
    );
  });

  it('drop titles whose bracketed part has more than one short word', () => {
    expect(hasNoisyBracket('Ruurlo (Gld, NL)')).toBe(true);
    expect(hasNoisyBracket('Doetinchem (Gld)')).toBe(false);
    expect(hasNoisyBracket('Station (Winterswijk West)')).toBe(false);
    expect(hasNoisyBracket('Zelhem')).toBe(false);
    expect(usableAddressSuggestions([suggestion({ title: 'Zelhem (Gld NL)' })])).toEqual([]);
  });

  it('turn a chosen suggestion into a profile address with its coordinates', () => {
    const hoofdstraat12 = {
      label: 'Hoofdstraat 12, 7021 AB Zelhem',
      street: 'Hoofdstraat',
      houseNumber: '12',
      postalCode: '7021 AB',
      locality: 'Zelhem',
      countryCode: 'NL',
    };
    const address = addressFromSuggestion(suggestion({ address: hoofdstraat12 }));
    expect(address).toEqual({
      ...hoofdstraat12,
      stateCode: undefined,
      location: { type: 'Point', coordinates: [6.3486, 52.0067] },
    });
    expect(addressLine(address)).toBe('Hoofdstraat 12, 7021 AB Zelhem');
    expect(addressLine({ ...address, label: undefined })).toBe('Hoofdstraat 12, Zelhem');
  });
});
