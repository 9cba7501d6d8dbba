import type { Suggestion } from '@achterhoek/contracts';
import { callsTo, type FakeRoute, type mockApi } from './fakeApi';

/** The village Zelhem (Gelderland) as a form sends the chosen place on: its address with its location. */
export const zelhemAddress = {
  label: 'Zelhem, Gelderland',
  locality: 'Zelhem',
  countryCode: 'NL',
  stateCode: 'GE',
  location: { type: 'Point' as const, coordinates: [6.3486, 52.0067] as [number, number] },
};

const { location, ...address } = zelhemAddress;

/** Zelhem as the place search suggests it, its whole name matched. */
export const zelhem: Suggestion = {
  id: 'geonames:2743856',
  title: 'Zelhem',
  titleHighlights: [{ start: 0, end: 6 }],
  category: 'locality',
  address,
  location,
  distance: 0,
};

/** The place search suggesting only Zelhem, whatever is typed. */
export const zelhemSuggestionRoute: Record<string, FakeRoute> = {
  'GET /api/geo/suggestions': { totalCount: 1, offset: 0, count: 1, data: [zelhem] },
};

/** The texts the place search was asked for, in order. */
export const suggestionQueriesAsked = (spy: ReturnType<typeof mockApi>) =>
  callsTo(spy, 'GET', '/api/geo/suggestions').map((call) => call.url.searchParams.get('query'));
