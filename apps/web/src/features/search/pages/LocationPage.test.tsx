import type { CreatePlaceRequest, Place, Suggestion, UpdateProfileRequest } from '@achterhoek/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageKeys } from '../../../lib/storage-keys';
import { advanceClock, expectThrottled, pinDate, settleUntil, stopClock } from '../../../test/clock';
import { apiError, callsTo, mockApi, noContent, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { stationFavourite, stationPlace } from '../testing/searchFixtures';
import { suggestionQueriesAsked } from '../../../test/fakePlaces';

function suggestion(id: string, title: string, overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id,
    title,
    titleHighlights: [],
    category: 'locality',
    address: { label: `${title}, Gelderland`, locality: title, countryCode: 'NL', stateCode: 'GE' },
    location: { type: 'Point', coordinates: [6.72, 51.97] },
    distance: 0,
    ...overrides,
  };
}

const station = suggestion('station:wtv', 'Station Winterswijk', {
  titleHighlights: [{ start: 8, end: 15 }],
  category: 'station',
  address: { label: 'Stationsweg, Winterswijk', locality: 'Winterswijk', countryCode: 'NL', stateCode: 'GE' },
  location: { type: 'Point', coordinates: [6.7245, 51.9706] },
});
const town = suggestion('locality:wtw', 'Winterswijk', { titleHighlights: [{ start: 0, end: 7 }] });
const noisy = suggestion('locality:noisy', 'Winterswijk (Gld, NL)');
const region = suggestion('poi:region', 'Winterswijkse Achterhoek', {
  category: 'poi',
  address: { label: 'Winterswijkse Achterhoek', countryCode: 'NL' },
});

function favourite(id: number, name: string, label: string, overrides: Partial<Place> = {}): Place {
  return {
    id,
    ref: `ref:${id}`,
    label,
    name,
    category: 'address',
    favorite: true,
    street: null,
    houseNumber: null,
    postalCode: null,
    locality: 'Doetinchem',
    countryCode: 'NL',
    stateCode: 'GE',
    location: { type: 'Point', coordinates: [6.29, 51.96] },
    ...overrides,
  };
}

const paged = <T,>(data: T[]) => ({ totalCount: data.length, offset: 0, count: data.length, data });

const huisarts = favourite(3, 'Huisarts', 'Grutbroek 4, Doetinchem');

function api(routes: Record<string, FakeRoute> = {}) {
  return mockApi({
    'GET /api/geo/suggestions': paged([station, town, noisy, region]),
    'GET /api/profile/profiles/me/places': paged([huisarts]),
    ...routes,
  });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Zoek een adres, plaats, halte of station' });
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });
const results = () => screen.findByRole('list', { name: 'Zoekresultaten' }, { timeout: 2500 });
const storedCriteria = () =>
  JSON.parse(sessionStorage.getItem(sessionStorageKeys.searchCriteria) ?? 'null') as Record<
    string,
    unknown
  > | null;

async function openLocation(path = '/searchLocation/from;true') {
  const view = renderApp(path, signedIn());
  await screen.findByRole('searchbox', { name: 'Zoek een adres, plaats, halte of station' });
  return view;
}

describe('location page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the geocoder nothing for 3 characters or fewer', async () => {
    pinDate();
    const fetchSpy = api();
    await openLocation();
    expect(screen.getByRole('heading', { level: 1, name: 'Waar vertrek je?' })).toBeInTheDocument();
    stopClock();
    type('Win');
    // Longer than the 1 s pause, so a late query would have gone out too.
    await advanceClock(1200);
    expect(callsTo(fetchSpy, 'GET', '/api/geo/suggestions')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Zoekresultaten' })).not.toBeInTheDocument();
  });

  it('asks at most once a second for 20 suggestions and leaves out abbreviation entries', async () => {
    pinDate();
    const fetchSpy = api();
    await openLocation();
    stopClock();
    type('Wint');
    type('Winte');
    type('Winters');

    // The first query at once, then the last one a second later; the one in between is skipped.
    await expectThrottled(() => suggestionQueriesAsked(fetchSpy), 1000, 'Wint', 'Winters');
    const resultList = () => screen.getByRole('list', { name: 'Zoekresultaten' });
    await settleUntil(() => expect(resultList()).toBeInTheDocument());
    // Nothing more is asked once the typing has stopped.
    await advanceClock(1200);
    expect(suggestionQueriesAsked(fetchSpy)).toEqual(['Wint', 'Winters']);
    const calls = callsTo(fetchSpy, 'GET', '/api/geo/suggestions');
    expect(calls.every((call) => call.url.searchParams.get('maxResults') === '20')).toBe(true);

    const list = resultList();
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('button')[0]?.textContent);
    expect(titles).toEqual([
      'Station WinterswijkStation · Stationsweg, Winterswijk',
      'WinterswijkPlaats · Winterswijk, Gelderland',
      'Winterswijkse AchterhoekPlek',
    ]);
    expect(screen.getByText('3 zoekresultaten')).toBeInTheDocument();
  });

  it('shows what matched in bold', async () => {
    api();
    await openLocation();
    type('Winters');
    const list = await results();
    const button = within(list).getByRole('button', { name: /^Station Winterswijk/ });
    expect(button.querySelector('strong')).toHaveTextContent(/^Winters$/);
  });

  it('says so when nothing matches', async () => {
    api({ 'GET /api/geo/suggestions': paged([noisy]) });
    await openLocation();
    type('Ruurlo');
    expect(
      await screen.findByText('Geen zoekresultaten gevonden', {}, { timeout: 2500 }),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the geocoder fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    api({
      'GET /api/geo/suggestions': () => (failing ? apiError(503, 'Unavailable') : paged([station])),
    });
    await openLocation();
    type('Winters');
    expect(
      await screen.findByText('Fout bij het zoeken naar locaties.', {}, { timeout: 2500 }),
    ).toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await results()).toBeInTheDocument();
    expect(screen.queryByText('Fout bij het zoeken naar locaties.')).not.toBeInTheDocument();
  });

  it('fills Van with the chosen suggestion and returns to the search', async () => {
    api();
    const { router } = renderApp('/search', signedIn());
    fireEvent.click(await screen.findByRole('link', { name: /^Van / }));
    await screen.findByRole('heading', { level: 1, name: 'Waar vertrek je?' });
    type('Winters');
    fireEvent.click(within(await results()).getByRole('button', { name: /^Station Winterswijk/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAccessibleName('Van Station Winterswijk');
    expect(storedCriteria()).toMatchObject({
      from: stationPlace,
      to: null,
    });
  });

  it('fills Naar with a favourite, or with the home address, when opened directly', async () => {
    api();
    const { router } = await openLocation('/searchLocation/to;true');
    const favourites = await screen.findByRole('list', { name: 'Mijn favorieten' });
    fireEvent.click(within(favourites).getByRole('button', { name: /^Huisarts/ }));
    await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
    expect(screen.getByRole('link', { name: /^Naar / })).toHaveAccessibleName('Naar Grutbroek 4, Doetinchem');

    await act(() => router.navigate('/searchLocation/from;true'));
    fireEvent.click(await screen.findByRole('button', { name: /^Thuis/ }));
    await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' });
    expect(screen.getByRole('link', { name: /^Van / })).toHaveAccessibleName('Van Hoofdstraat 1, Zelhem');
  });

  it('leaves the search criteria alone when editSearchCriteria is false', async () => {
    api();
    await openLocation('/searchLocation/to;false');
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Mijn favorieten' })).getByRole('button', {
        name: /^Huisarts/,
      }),
    );
    await waitFor(() => expect(storedCriteria()).not.toBeNull());
    expect(storedCriteria()).toMatchObject({
      from: null,
      to: null,
      picked: { field: 'to', place: { label: 'Grutbroek 4, Doetinchem' } },
    });
  });

  describe('favourites', () => {
    async function openDialog() {
      type('Winters');
      fireEvent.click(
        within(await results()).getByRole('button', { name: 'Bewaar Station Winterswijk als favoriet' }),
      );
      return screen.findByRole('dialog', { name: 'Bewaar als favoriet' });
    }

    it('needs a name of at least 3 characters and then saves the suggestion', async () => {
      const fetchSpy = api({
        'POST /api/profile/profiles/me/places': Response.json({ id: 9 }, { status: 201 }),
      });
      await openLocation();
      const dialog = await openDialog();
      const name = within(dialog).getByRole('textbox', { name: /Naam van de favoriet/ });
      const save = within(dialog).getByRole('button', { name: 'Opslaan' });
      expect(save).toBeDisabled();

      fireEvent.change(name, { target: { value: 'St' } });
      expect(await within(dialog).findByText('Minimaal 3 karakters')).toBeInTheDocument();
      expect(save).toBeDisabled();
      fireEvent.change(name, { target: { value: '  St ' } });
      expect(save).toBeDisabled();

      fireEvent.change(name, { target: { value: 'Station' } });
      // The button and the message follow the validation, which may take more than one render.
      await waitFor(() => {
        expect(save).toBeEnabled();
        expect(within(dialog).queryByText('Minimaal 3 karakters')).not.toBeInTheDocument();
      });
      fireEvent.click(save);

      expect(await screen.findByText('Favoriet is opgeslagen')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const [saved] = callsTo(fetchSpy, 'POST', '/api/profile/profiles/me/places');
      expect(saved?.body).toEqual<CreatePlaceRequest>(stationFavourite);
      // The list is fetched again to show the new favourite.
      await waitFor(() =>
        expect(callsTo(fetchSpy, 'GET', '/api/profile/profiles/me/places').length).toBeGreaterThan(1),
      );
    });

    it('says when the place already is a favourite', async () => {
      api({ 'POST /api/profile/profiles/me/places': apiError(409, 'Place exists') });
      await openLocation();
      const dialog = await openDialog();
      fireEvent.change(within(dialog).getByRole('textbox', { name: /Naam van de favoriet/ }), {
        target: { value: 'Station' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByText('Favoriet bestaat al in uw profiel.')).toBeInTheDocument();
    });

    it('removes a favourite', async () => {
      const fetchSpy = api({ 'DELETE /api/profile/profiles/me/places/3': noContent });
      await openLocation();
      const favourites = await screen.findByRole('list', { name: 'Mijn favorieten' });
      fireEvent.click(within(favourites).getByRole('button', { name: 'Verwijder favoriet Huisarts' }));

      expect(await screen.findByText('Favoriet is verwijderd')).toBeInTheDocument();
      expect(callsTo(fetchSpy, 'DELETE', '/api/profile/profiles/me/places/3')).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 2, name: 'Mijn favorieten' })).toHaveFocus();
    });
  });

  it('makes a suggestion with a locality the home address', async () => {
    const fetchSpy = api({ 'PUT /api/profile/profiles/me': noContent });
    const { router } = await openLocation('/searchLocation/home;true');
    expect(screen.getByRole('heading', { level: 1, name: 'Wat is je woonadres?' })).toBeInTheDocument();
    type('Winters');
    const list = await results();
    // The region has no locality: it cannot be a home address.
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(list).getByRole('button', { name: /^Winterswijk/ }));

    expect(await screen.findByText('Je woonadres is opgeslagen.')).toBeInTheDocument();
    const [saved] = callsTo(fetchSpy, 'PUT', '/api/profile/profiles/me');
    expect(saved?.body).toMatchObject<Partial<UpdateProfileRequest>>({
      firstName: 'Gerda',
      address: {
        label: 'Winterswijk, Gelderland',
        locality: 'Winterswijk',
        countryCode: 'NL',
        stateCode: 'GE',
        location: { type: 'Point', coordinates: [6.72, 51.97] },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('names an unknown field as an internal error', async () => {
    api();
    renderApp('/searchLocation/via;true', signedIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Interne fout: Onbekend veld via.');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
