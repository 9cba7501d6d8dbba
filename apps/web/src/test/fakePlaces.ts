import type { Suggestion } from '@achterhoek/contracts';
import type { FakeRoute } from './fakeApi';

/** The village Zelhem (Gelderland) as the place search suggests it, its whole name matched. */
export const zelhem: Suggestion = {
  id: 'geonames:2743856',
  title: 'Zelhem',
  titleHighlights: [{ start: 0, end: 6 }],
  category: 'locality',
  address: { label: 'Zelhem, Gelderland', locality: 'Zelhem', countryCode: 'NL', stateCode: 'GE' },
  location: { type: 'Point', coordinates: [6.3486, 52.0067] },
  distance: 0,
};

/** The place search suggesting only Zelhem, whatever is typed. */
export const zelhemSuggestionRoute: Record<string, FakeRoute> = {
  'GET /api/geo/suggestions': { totalCount: 1, offset: 0, count: 1, data: [zelhem] },
};
