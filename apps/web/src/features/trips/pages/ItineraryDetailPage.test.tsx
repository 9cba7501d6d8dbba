import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testItinerary, testLeg, testPlan } from '../../../test/fakePlans';
import { testTrip, testTripLegs } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const PLAN = 'GET /api/planner/plans/41';
const BOOK = 'POST /api/planner/trips';
const PAGE = '/itineraryDetailPage/-1?planId=41&itineraryId=3';
const plan = (itinerary = testItinerary(3, testTripLegs())) =>
  testPlan([testItinerary(2, testTripLegs()), itinerary]);

describe('an itinerary of a search', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('shows its legs as cards, with a bar of 12 columns shared by duration and the wait between them', async () => {
    mockApi({ [PLAN]: plan() });
    renderApp(PAGE, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritdetails' })).toBeInTheDocument();

    const bar = screen.getByRole('img', { name: /^Overzicht van de reis/ });
    const segments = [...bar.children].map((segment) => [
      segment.getAttribute('data-mode'),
      Number(segment.getAttribute('data-columns')),
    ]);
    // 5 minutes walking, 5 waiting, 40 riding along, 5 walking: 1 + 1 + 9 + 1 columns.
    expect(segments).toEqual([
      ['WALK', 1],
      ['WAIT', 1],
      ['RIDESHARE', 9],
      ['WALK', 1],
    ]);
    expect(bar).toHaveAccessibleName('Overzicht van de reis: Lopen 5 min, Meerijden 40 min, Lopen 5 min');

    const cards = within(screen.getByRole('list', { name: 'Reisdelen' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Lopen07:20 – 07:25/),
      expect.stringMatching(/^Wachten, 5 minuten/),
      expect.stringMatching(/^Meerijden07:30 – 08:10/),
      expect.stringMatching(/^Lopen08:10 – 08:15/),
    ]);
    const ride = cards[2]!;
    // The shared ride names where the driver picks the passenger up (issue 27: it read '07:30 Kotten, Kerk').
    expect(within(ride).getByText('Ophalen om 07:30 bij Kotten, Kerk')).toBeInTheDocument();
    expect(within(ride).getByText(/^Afzetten om 08:10 bij /)).toBeInTheDocument();
    expect(within(ride).getByRole('link', { name: 'Henk Lubbers' })).toHaveAttribute(
      'href',
      '/userProfilePage/user-2',
    );
    expect(within(ride).getByRole('rowheader', { name: 'Auto' }).nextSibling).toHaveTextContent(
      'Volkswagen Golf (AH-123-K)',
    );
    expect(within(ride).getByRole('rowheader', { name: 'Kosten' }).nextSibling).toHaveTextContent(
      '36 credits',
    );
    expect(within(ride).getByRole('rowheader', { name: 'CO₂' }).nextSibling).toHaveTextContent(
      '118 gram per km',
    );
    // Not booked yet: nothing about a payment.
    expect(within(ride).queryByRole('rowheader', { name: 'Betaling' })).not.toBeInTheDocument();
  });

  it('names only the shown modes in the bar, and still describes a subway leg on its card', async () => {
    const legs = [
      testLeg('2026-11-24T07:00:00+01:00', '2026-11-24T07:10:00+01:00'),
      testLeg('2026-11-24T07:10:00+01:00', '2026-11-24T07:30:00+01:00', { traverseMode: 'SUBWAY' }),
      testLeg('2026-11-24T07:30:00+01:00', '2026-11-24T08:00:00+01:00', {
        traverseMode: 'RAIL',
        routeShortName: 'RS29',
        headsign: 'Zutphen',
        from: {
          label: 'Station Winterswijk',
          platformCode: '2',
          location: { type: 'Point', coordinates: [6.7, 51.9] },
        },
      }),
    ];
    mockApi({ [PLAN]: plan(testItinerary(3, legs)) });
    renderApp(PAGE, signedIn());
    const bar = await screen.findByRole('img', { name: /^Overzicht van de reis/ });
    expect(bar).toHaveAccessibleName('Overzicht van de reis: Lopen 10 min, Trein 30 min');
    const subway = bar.querySelector('[data-mode="SUBWAY"]')!;
    expect(subway.querySelector('svg')).toBeNull();
    expect(bar.querySelector('[data-mode="RAIL"] svg')).not.toBeNull();
    expect(screen.getByText('Metro')).toBeInTheDocument();
    expect(screen.getByText('07:30 Station Winterswijk, perron 2')).toBeInTheDocument();
    expect(screen.getByText('Lijn RS29 richting Zutphen')).toBeInTheDocument();
  });

  it('shows the map of every leg on request', async () => {
    mockApi({ [PLAN]: plan() });
    renderApp(PAGE, signedIn());
    const toggle = await screen.findByRole('button', { name: 'bekijk op de kaart' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(
      await screen.findByRole('img', {
        name: 'Kaart van de reis van Station Winterswijk naar Station Doetinchem',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'kaart verbergen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('books it and goes to the confirmation, from where the return trip is planned', async () => {
    const fetch = mockApi({ [PLAN]: plan(), [BOOK]: () => Response.json(testTrip(), { status: 201 }) });
    const { router } = renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Deze rit bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jouw rit is bevestigd' }),
    ).toBeInTheDocument();
    // The page says it: no snackbar repeats it.
    expect(screen.queryByText('Uw rit is bevestigd!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tripPlanSubmitted');
    expect(callsTo(fetch, 'POST', '/api/planner/trips')[0]!.body).toEqual({
      itineraryRef: 'urn:nb:pn:itinerary:3',
    });
    expect(screen.getByRole('link', { name: 'Bekijk je rit' })).toHaveAttribute('href', '/tripDetailPage/7');
    expect(screen.getByRole('link', { name: 'Plan een nieuwe rit' })).toHaveAttribute('href', '/search');

    fireEvent.click(screen.getByRole('button', { name: 'Plan je terugreis' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waar wil je heen?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Van Station Doetinchem/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Naar Station Winterswijk/ })).toBeInTheDocument();
  });

  it('says the credits do not cover the fare (402), with the way to add credits', async () => {
    mockApi({ [PLAN]: plan(), [BOOK]: apiError(402, 'Je hebt onvoldoende credits voor deze rit') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Deze rit bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Je hebt onvoldoende credits voor deze rit');
    expect(within(alert).getByRole('link', { name: 'Credits toevoegen' })).toHaveAttribute(
      'href',
      '/addCredits',
    );
  });

  it('refuses an itinerary whose departure has passed without asking the server', async () => {
    vi.setSystemTime(new Date('2026-11-24T07:21:00+01:00'));
    const fetch = mockApi({ [PLAN]: plan() });
    const { router } = renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Deze rit bevestigen' }));
    expect(await screen.findByText('De vertrektijd van deze rit is al verstreken')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/planner/trips')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/itineraryDetailPage/-1');
  });

  it('says in the server’s words that a ride filled up (409), and otherwise that saving failed', async () => {
    const message = 'Deze rit is inmiddels vol of gewijzigd. Zoek opnieuw naar een rit.';
    mockApi({ [PLAN]: plan(), [BOOK]: apiError(409, message) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Deze rit bevestigen' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    unmount();

    mockApi({ [PLAN]: plan(), [BOOK]: apiError(500, 'Internal') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(PAGE, signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Deze rit bevestigen' }));
    expect(await screen.findByText('Fout bij het opslaan van de rit.')).toBeInTheDocument();
  });

  it('says so when the search or the itinerary is gone', async () => {
    mockApi({ [PLAN]: apiError(404, 'Not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = renderApp(PAGE, signedIn());
    expect(
      await screen.findByText('Deze rit is niet meer te boeken. Zoek opnieuw naar een rit.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw zoeken' })).toHaveAttribute('href', '/search');
    unmount();

    mockApi({ [PLAN]: plan() });
    renderApp('/itineraryDetailPage/-1?planId=41&itineraryId=99', signedIn());
    expect(
      await screen.findByText('Deze rit is niet meer te boeken. Zoek opnieuw naar een rit.'),
    ).toBeInTheDocument();
  });
});
