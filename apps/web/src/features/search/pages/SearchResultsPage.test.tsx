import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, queryOf, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testItinerary, testLeg, testPlan } from '../../../test/fakePlans';
import { renderApp } from '../../../test/renderApp';
import { defaultPlanQuery, ride, storeSearchCriteria, train } from '../testing/searchFixtures';
import { clickOnEmptyResults } from '../testing/emptyResults';

const SEARCH = 'GET /api/planner/search/plan';

// Thursday 26 November: a train (best score), Henk's shared ride (fastest, leaves last); Friday: a bus
// that leaves first, late on Thursday evening, and arrives after midnight.
const nightBus = testItinerary(
  3,
  [testLeg('2026-11-26T06:50:00+01:00', '2026-11-27T00:20:00+01:00', { traverseMode: 'BUS' })],
  { score: 7 },
);
const plan = testPlan([train, nightBus, ride]);

const TRAIN = 'Vertrek 07:05, aankomst 07:52, 47 minuten, Trein';
const RIDE = 'Vertrek 07:30, aankomst 08:05, 35 minuten, Meerijden';
const BUS = 'Vertrek 06:50, aankomst 00:20, 1050 minuten, Bus';

/** The itineraries' names in the order shown. */
const shown = () =>
  screen.getAllByRole('link', { name: /^Vertrek / }).map((link) => link.getAttribute('aria-label'));

describe('the search results', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('asks the planner with the criteria and the default preferences, and says it is searching', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = mockApi({
      [SEARCH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    storeSearchCriteria(true);
    renderApp('/searchResults/-1', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Reismogelijkheden' })).toBeInTheDocument();
    expect(await screen.findByText('Zoekopdracht is verstuurd!')).toBeInTheDocument();
    expect(screen.getByText('Zoekopdracht is verstuurd!').closest('[role="status"]')).not.toBeNull();

    const [sent] = callsTo(fetch, 'GET', '/api/planner/search/plan');
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual(defaultPlanQuery);

    answer(Response.json(plan));
    expect(await screen.findByRole('link', { name: TRAIN })).toBeInTheDocument();
    expect(screen.queryByText('Zoekopdracht is verstuurd!')).not.toBeInTheDocument();
  });

  it('asks with the profile’s own preferences', async () => {
    const fetch = mockApi(
      { [SEARCH]: testPlan([]) },
      testProfile({
        searchPreferences: {
          ...DEFAULT_SEARCH_PREFERENCES,
          numPassengers: 2,
          maxWalkDistance: 1000,
          allowedTravelModes: ['RAIL', 'RIDESHARE'],
          allowLastLegRideshare: false,
        },
      }),
    );
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    await screen.findByText('Helaas, er zijn geen ritten gevonden.');
    expect(queryOf(fetch, 'GET', '/api/planner/search/plan')).toMatchObject({
      useAsArrivalTime: 'false',
      nrSeats: '2',
      modalities: 'RAIL,RIDESHARE',
      maxWalkDistance: '1000',
      firstLegRideshare: 'true',
      lastLegRideshare: 'false',
    });
  });

  it('shows what was searched for, with the preferences folded away', async () => {
    mockApi({ [SEARCH]: plan });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    expect(await screen.findByText('Station Winterswijk')).toBeInTheDocument();
    expect(screen.getByText('Station Doetinchem')).toBeInTheDocument();
    expect(screen.getByText('donderdag 26 november om 07:30')).toBeInTheDocument();
    expect(screen.getByText('Vertrek')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoekopdracht aanpassen' })).toHaveAttribute('href', '/search');

    const toggle = screen.getByRole('button', { name: 'Ritvoorkeuren' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Reizen met: Bus, Trein, Meerijden, Lopen')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Reizen met: Bus, Trein, Meerijden, Lopen')).toBeVisible());
    expect(screen.getByText('1 persoon')).toBeVisible();
    expect(screen.getByText('Hoogstens 500 meter lopen')).toBeVisible();
    expect(screen.getByText('Bagage: Handbagage, Boodschappen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ritvoorkeuren aanpassen' })).toHaveAttribute(
      'href',
      '/searchOptions',
    );
  });

  it('groups the itineraries per day of arrival and sorts them by relevance, speed or departure', async () => {
    mockApi({ [SEARCH]: plan });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    await screen.findByRole('link', { name: TRAIN });
    expect(screen.getByText('3 reismogelijkheden')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'donderdag 26 november',
      'vrijdag 27 november',
    ]);
    expect(shown()).toEqual([TRAIN, RIDE, BUS]);

    fireEvent.click(screen.getByRole('button', { name: 'Sorteren op Relevantie' }));
    expect(screen.getByText('Gesorteerd op Snelste.')).toBeInTheDocument();
    expect(shown()).toEqual([RIDE, TRAIN, BUS]);

    fireEvent.click(screen.getByRole('button', { name: 'Sorteren op Snelste' }));
    // The night bus leaves first but arrives on Friday: it stays under Friday.
    expect(shown()).toEqual([TRAIN, RIDE, BUS]);
    expect(screen.getByRole('button', { name: 'Sorteren op Vertrektijd' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sorteren op Vertrektijd' }));
    expect(screen.getByRole('button', { name: 'Sorteren op Relevantie' })).toBeInTheDocument();
  });

  it('sorts by departure within a day', async () => {
    const early = testItinerary(
      4,
      [testLeg('2026-11-26T06:00:00+01:00', '2026-11-26T07:00:00+01:00', { traverseMode: 'BUS' })],
      { score: 1 },
    );
    mockApi({ [SEARCH]: testPlan([train, ride, early]) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    await screen.findByRole('link', { name: TRAIN });
    fireEvent.click(screen.getByRole('button', { name: 'Sorteren op Relevantie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sorteren op Snelste' }));
    expect(shown()).toEqual(['Vertrek 06:00, aankomst 07:00, 60 minuten, Bus', TRAIN, RIDE]);
  });

  it('shows a shared ride’s driver and fare, and opens an itinerary’s details', async () => {
    // The details page reads the stored plan.
    mockApi({ [SEARCH]: plan, 'GET /api/planner/plans/41': plan });
    storeSearchCriteria();
    const { router } = renderApp('/searchResults/-1', signedIn());
    const card = await screen.findByRole('link', { name: RIDE });
    expect(card).toHaveAccessibleDescription(/^Meerijden met Henk Lubbers · 36 credits/);
    expect(within(card).getByText('Niet overstappen')).toBeInTheDocument();

    fireEvent.click(card);
    expect(router.state.location.pathname).toBe('/itineraryDetailPage/-1');
    expect(router.state.location.search).toBe('?planId=41&itineraryId=2');
  });

  it('says when the itineraries needed a longer walk than the traveller’s maximum', async () => {
    const farTrain = testItinerary(1, [
      testLeg('2026-11-26T06:55:00+01:00', '2026-11-26T07:12:00+01:00', { distance: 1400 }),
      testLeg('2026-11-26T07:12:00+01:00', '2026-11-26T07:52:00+01:00', { traverseMode: 'RAIL' }),
    ]);
    mockApi({ [SEARCH]: testPlan([farTrain], { maxWalkDistance: 500, extendedMaxWalkDistance: 2000 }) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    expect(
      await screen.findByText(
        'Met hoogstens 500 meter lopen is er geen reis gevonden. Deze reizen hebben tot 2 km lopen.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the train beside a shared ride, marked with its walk when it walks further than the maximum', async () => {
    // Town to town: Henk's ride from the centre; the train 900 metres' walk from it (12 minutes in all).
    const walkingTrain = testItinerary(
      1,
      [
        testLeg('2026-11-26T07:00:00+01:00', '2026-11-26T07:08:00+01:00', { distance: 900 }),
        testLeg('2026-11-26T07:08:00+01:00', '2026-11-26T07:48:00+01:00', { traverseMode: 'RAIL' }),
        testLeg('2026-11-26T07:48:00+01:00', '2026-11-26T07:52:00+01:00', { distance: 300 }),
      ],
      { score: 4 },
    );
    mockApi({
      [SEARCH]: testPlan([ride, walkingTrain], { maxWalkDistance: 500, extendedMaxWalkDistance: 1000 }),
    });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    const trainCard = await screen.findByRole('link', {
      name: 'Vertrek 07:00, aankomst 07:52, 52 minuten, Trein',
    });
    expect(trainCard).toHaveAccessibleDescription(/^12 min lopen/);
    expect(within(trainCard).getByText('12 min lopen')).toBeVisible();
    const rideCard = screen.getByRole('link', { name: RIDE });
    expect(within(rideCard).queryByText(/min lopen$/)).not.toBeInTheDocument();
    expect(shown()).toEqual([RIDE, 'Vertrek 07:00, aankomst 07:52, 52 minuten, Trein']);
    expect(
      screen.getByText(
        'Met hoogstens 500 meter lopen is er geen reis met bus of trein gevonden. We tonen ook reizen met bus of trein en tot 1 km lopen.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when nothing was found', async () => {
    mockApi({ [SEARCH]: testPlan([]) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    expect(await screen.findByText('Helaas, er zijn geen ritten gevonden.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sorteren op/ })).not.toBeInTheDocument();
  });

  it('says so when the search fails, and tries again', async () => {
    let calls = 0;
    mockApi({ [SEARCH]: () => (++calls === 1 ? apiError(500, 'Internal') : plan) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fout bij het zoeken naar ritten.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('link', { name: TRAIN })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('calls the configured regional taxi number with one large button', async () => {
    mockApi({ [SEARCH]: testPlan([]) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn(), { regionalTaxiPhone: '0314-123 456' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bel de regiotaxi' }));
    const dialog = await screen.findByRole('dialog', { name: 'De regiotaxi' });
    expect(dialog).toHaveTextContent('Het nummer van de regiotaxi is 0314-123 456.');
    // The number as people read it; the link dials its digits.
    const call = within(dialog).getByRole('link', { name: 'Bel 0314-123 456' });
    expect(call).toHaveAttribute('href', 'tel:0314123456');
    // Large (50 px) and as wide as the dialog: easy to hit on a phone.
    expect(call).toHaveAttribute('data-size', 'lg');
    expect(call).toHaveAttribute('data-block');
  });

  it('tells about the regional taxi', async () => {
    mockApi({ [SEARCH]: testPlan([]) });
    storeSearchCriteria();
    renderApp('/searchResults/-1', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Bel de regiotaxi' }));
    const dialog = await screen.findByRole('dialog', { name: 'De regiotaxi' });
    expect(dialog).toHaveTextContent('alleen telefonisch');
    expect(dialog).toHaveTextContent('1 credit per kilometer');
    expect(dialog).toHaveTextContent('0,10 euro per minuut');
    expect(dialog).toHaveTextContent('van 6:00 tot 1:00');
    expect(dialog).toHaveTextContent('binnen enkele weken');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' })[0]!);
    expect(screen.queryByRole('dialog', { name: 'De regiotaxi' })).not.toBeInTheDocument();
  });

  it('asks nothing without criteria and leads back to the search', async () => {
    const fetch = mockApi({ [SEARCH]: plan });
    renderApp('/searchResults/-1', signedIn());
    expect(
      await screen.findByText('Kies eerst waar je vertrekt, waar je heen gaat en wanneer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zoekopdracht aanpassen' })).toHaveAttribute('href', '/search');
    expect(callsTo(fetch, 'GET', '/api/planner/search/plan')).toHaveLength(0);
  });

  it('posts the search as a shout-out to the community and confirms it', async () => {
    storeSearchCriteria(true);
    const fetch = mockApi({
      [SEARCH]: testPlan([]),
      'POST /api/planner/plans': () =>
        Response.json(
          {
            ...testPlan([]),
            id: 12,
            planRef: 'urn:nb:pn:plan:12',
            planType: 'SHOUT_OUT',
            planState: 'OPEN',
            traveller: { managedIdentity: 'user-1', name: 'Gerda Wassink' },
            referenceItinerary: ride,
            creationTime: '2026-11-25T10:00:00+01:00',
            latestArrivalTime: '2026-11-26T07:30:00+01:00',
          },
          { status: 201 },
        ),
    });
    const { router } = renderApp('/searchResults/-1', signedIn());
    expect(await screen.findByText('Helaas, er zijn geen ritten gevonden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Plaats oproep in de community' }));
    expect(await screen.findByText('Je oproep naar de community is geplaatst')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Oproep geplaatst' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shoutOutSubmittedPage/12');
    expect(screen.getByRole('link', { name: 'Terug naar plannen' })).toHaveAttribute(
      'href',
      '/modeSelection',
    );
    expect(callsTo(fetch, 'POST', '/api/planner/plans')[0]?.body).toEqual({
      planType: 'SHOUT_OUT',
      from: { label: 'Station Winterswijk', location: { type: 'Point', coordinates: [6.7154, 51.9677] } },
      to: { label: 'Station Doetinchem', location: { type: 'Point', coordinates: [6.2945, 51.9584] } },
      travelTime: '2026-11-26T07:30:00+01:00',
      useAsArrivalTime: true,
      nrSeats: DEFAULT_SEARCH_PREFERENCES.numPassengers,
    });
  });

  it('says so when the shout-out cannot be placed', async () => {
    await clickOnEmptyResults('Plaats oproep in de community', {
      'POST /api/planner/plans': apiError(500, 'kapot'),
    });
    expect(await screen.findByText('Fout bij het plaatsen van je oproep.')).toBeInTheDocument();
  });

  it('says in plain Dutch when the passenger already has as many open shout-outs as allowed', async () => {
    const full = apiError(422, 'Je hebt al 5 openstaande oproepen. Annuleer er eerst een.', {
      code: 'SHOUT_OUTS_FULL',
    });
    await clickOnEmptyResults('Plaats oproep in de community', { 'POST /api/planner/plans': full });
    expect(
      await screen.findByText('Je hebt al 5 openstaande oproepen. Annuleer er eerst een.'),
    ).toBeInTheDocument();
  });
});
