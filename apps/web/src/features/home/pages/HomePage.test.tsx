import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, testProfile } from '../../../test/fakeApi';
import { fakeAuth, fakeUser, signedIn } from '../../../test/fakeAuth';
import { testRide } from '../../../test/fakeRides';
import { testTrip, tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';

describe('home page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [new Date(2025, 10, 21, 9, 15), 'Goedemorgen Gerda Wassink'],
    [new Date(2025, 10, 21, 14, 0), 'Goedemiddag Gerda Wassink'],
    [new Date(2025, 10, 21, 20, 30), 'Goedenavond Gerda Wassink'],
  ])('greets by time of day and full name at %s', (now, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    mockApi();
    renderApp('/home', signedIn('Gerda Wassink'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${greeting}$`));
  });

  it('takes the name from the profile once it is loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    mockApi({}, testProfile({ firstName: 'Gerda', lastName: 'Wassink-Jansen' }));
    renderApp('/home', signedIn('G. Wassink'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen Gerda Wassink-Jansen' }),
    ).toBeInTheDocument();
  });

  it('builds the name from given and family name when there is no profile and no name claim', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(
      '/home',
      fakeAuth({ isAuthenticated: true, user: fakeUser({ given_name: 'Henk', family_name: 'Lubbers' }) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goedemorgen Henk Lubbers$/);
  });

  it('ignores a missing profile on Home: no error', async () => {
    const fetchSpy = mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/home', signedIn());
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the explanation of how the app works', () => {
    mockApi();
    renderApp('/home', signedIn());
    expect(screen.getByRole('link', { name: 'Hoe werkt het?' })).toHaveAttribute('href', '/howTo');
  });

  describe('Jouw ritten', () => {
    const TRIPS = 'GET /api/planner/trips';

    it('shows a passenger’s next two trips, never a cancelled one, and all activities', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-23T10:00:00+01:00'));
      const fetch = mockApi({
        // Asked to skip them, a server that still sends a cancelled trip does not get it shown.
        [TRIPS]: tripPage([
          testTrip({ id: 7 }),
          testTrip({ id: 8, state: 'CANCELLED' }),
          testTrip({ id: 9 }),
          testTrip({ id: 10 }),
        ]),
      });
      renderApp('/home', signedIn());
      const heading = await screen.findByRole('heading', { level: 2, name: 'Jouw ritten' });
      const section = heading.parentElement!;
      const cards = within(section).getAllByRole('link', {
        name: /^Station Winterswijk naar Station Doetinchem/,
      });
      expect(cards.map((card) => card.getAttribute('href'))).toEqual([
        '/tripDetailPage/7',
        '/tripDetailPage/9',
      ]);
      expect(screen.getByRole('link', { name: 'Bekijk alle activiteiten' })).toHaveAttribute(
        'href',
        '/tripsOverviewPage',
      );
      expect(screen.queryByRole('link', { name: 'Direct aan de slag!' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Jouw autoritten' })).not.toBeInTheDocument();
      expect(callsTo(fetch, 'GET', '/api/rideshare/rides')).toHaveLength(0);
      const planned = callsTo(fetch, 'GET', '/api/planner/trips').find(
        (call) => !call.url.searchParams.has('state'),
      );
      expect(Object.fromEntries(planned!.url.searchParams)).toEqual({
        maxResults: '2',
        sortDir: 'ASC',
        since: '2026-11-23T09:00:00.000Z',
        skipCancelled: 'true',
      });
    });

    it('puts a trip that waits for the confirmations on the Actielijst, one at most', async () => {
      const fetch = mockApi({
        [TRIPS]: ({ url }) =>
          url.searchParams.get('state') === 'VALIDATING'
            ? tripPage([testTrip({ id: 5, state: 'VALIDATING' })])
            : tripPage([testTrip({ id: 7 })]),
      });
      renderApp('/home', signedIn());
      const heading = await screen.findByRole('heading', { level: 2, name: 'Actielijst' });
      const links = within(heading.parentElement!).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/tripDetailPage/5']);
      const asked = callsTo(fetch, 'GET', '/api/planner/trips').find((call) =>
        call.url.searchParams.has('state'),
      );
      expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
        maxResults: '10',
        sortDir: 'ASC',
        state: 'VALIDATING',
      });
    });

    it('puts first on the Actielijst the trip that waits for her own answer', async () => {
      const answered = { ...tripAfterTravel({ confirmed: true, confirmationRequested: false }), id: 5 };
      const open = { ...tripAfterTravel({ confirmationRequested: true }), id: 6 };
      mockApi({
        [TRIPS]: ({ url }) =>
          url.searchParams.get('state') === 'VALIDATING' ? tripPage([answered, open]) : tripPage([]),
      });
      renderApp('/home', signedIn());
      const heading = await screen.findByRole('heading', { level: 2, name: 'Actielijst' });
      const section = heading.parentElement!;
      expect(within(section).getAllByRole('link')[0]).toHaveAttribute('href', '/tripDetailPage/6');
      expect(within(section).getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute(
        'href',
        '/tripConfirmPage/6',
      );
    });

    it('shows no Actielijst when nothing waits', async () => {
      mockApi({ [TRIPS]: tripPage([testTrip({ id: 7 })]) });
      renderApp('/home', signedIn());
      expect(await screen.findByRole('heading', { level: 2, name: 'Jouw ritten' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Actielijst' })).not.toBeInTheDocument();
    });

    it('offers to get started when a passenger has no trips', async () => {
      mockApi({ [TRIPS]: tripPage([]) });
      renderApp('/home', signedIn());
      expect(await screen.findByRole('link', { name: 'Direct aan de slag!' })).toHaveAttribute(
        'href',
        '/search',
      );
      expect(screen.queryByRole('heading', { name: 'Jouw ritten' })).not.toBeInTheDocument();
    });

    it('shows both the rides and the trips to a user who is both', async () => {
      mockApi(
        {
          [TRIPS]: tripPage([testTrip()]),
          'GET /api/rideshare/rides': { totalCount: 1, offset: 0, count: 1, data: [testRide()] },
        },
        testProfile({ userRole: 'both', actingRole: 'passenger' }),
      );
      renderApp('/home', signedIn());
      expect(await screen.findByRole('heading', { level: 2, name: 'Jouw autoritten' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Jouw ritten' })).toBeInTheDocument();
      expect(
        screen
          .getAllByRole('link', { name: /^Station Winterswijk naar Station Doetinchem, dinsdag/ })
          .map((card) => card.getAttribute('href')),
      ).toEqual(['/rideDetailPage/12', '/tripDetailPage/7']);
      expect(screen.getByRole('link', { name: 'Bekijk alle activiteiten' })).toBeInTheDocument();
    });
  });
});
