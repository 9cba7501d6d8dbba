import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testRide } from '../../../test/fakeRides';
import { testTrip, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';

const TRIPS = 'GET /api/planner/trips';
const RIDES = 'GET /api/rideshare/rides';
const TRIP = { name: /^Station Winterswijk naar Station Doetinchem, dinsdag 24 november( 2026)? om 07:20/ };
const NO_CONNECTION = 'Geen internetverbinding. Zodra er weer verbinding is, probeert de app het opnieuw.';
// Under a loaded machine the first render of the whole app takes a while.
const WAIT = { timeout: 10_000 };
const SLOW = 30_000;

/** Every call fails as it does without a connection: fetch itself rejects. */
function goOffline() {
  vi.restoreAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
}

/** The passenger's trip list opened with a connection, until the trip is shown (and remembered). */
async function seeTripOnline(auth = signedIn()) {
  mockApi({ [TRIPS]: tripPage([testTrip()]) });
  const view = renderApp('/tripsOverviewPage', auth);
  expect(await screen.findByRole('link', TRIP, WAIT)).toBeInTheDocument();
  return view;
}

/** The list opened again without a connection, by `auth`: it has nothing to show and says why. */
async function expectNothingShownOffline(auth = signedIn()) {
  goOffline();
  renderApp('/tripsOverviewPage', auth);
  expect(await screen.findByText(NO_CONNECTION, {}, WAIT)).toBeInTheDocument();
  expect(screen.queryByRole('link', TRIP)).not.toBeInTheDocument();
}

function banner() {
  return screen
    .queryAllByRole('status')
    .find((region) => region.textContent?.includes('Geen internetverbinding'));
}

describe('the trips overview without a connection', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it(
    'shows the trips last seen, since when, and says there is no connection; loads afresh once it is back',
    async () => {
      (await seeTripOnline()).unmount();

      // The app opened again (a new page load: nothing in memory) without a connection.
      vi.setSystemTime(new Date('2026-11-23T10:30:00+01:00'));
      goOffline();
      renderApp('/tripsOverviewPage', signedIn());
      expect(await screen.findByRole('link', TRIP, WAIT)).toHaveAttribute('href', '/tripDetailPage/7');
      expect(screen.getByText('Laatst bijgewerkt 23-11-2026 10:00')).toBeInTheDocument();
      expect(banner()).toHaveTextContent('Geen internetverbinding');
      expect(screen.queryByText(/Een onbekende fout/)).not.toBeInTheDocument();

      // Back online: the banner goes and the list loads afresh.
      vi.restoreAllMocks();
      mockApi({ [TRIPS]: tripPage([testTrip(), testTrip({ id: 9 })]) });
      act(() => void window.dispatchEvent(new Event('online')));
      await vi.waitFor(() => expect(screen.getAllByRole('link', TRIP)).toHaveLength(2), WAIT);
      expect(screen.queryByText(/^Laatst bijgewerkt/)).not.toBeInTheDocument();
      expect(banner()).toBeUndefined();
    },
    SLOW,
  );

  it(
    'shows a driver the rides last seen',
    async () => {
      const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });
      mockApi({ [RIDES]: { totalCount: 1, offset: 0, count: 1, data: [testRide()] } }, driver);
      const online = renderApp('/tripsOverviewPage', signedIn());
      expect(
        await screen.findByRole('link', { name: /^Station Winterswijk naar/ }, WAIT),
      ).toBeInTheDocument();
      online.unmount();

      goOffline();
      renderApp('/tripsOverviewPage', signedIn());
      expect(await screen.findByRole('link', { name: /^Station Winterswijk naar/ }, WAIT)).toHaveAttribute(
        'href',
        '/rideDetailPage/12',
      );
      expect(screen.getByText('Laatst bijgewerkt 23-11-2026 10:00')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'never shows somebody else what another person last saw',
    async () => {
      (await seeTripOnline()).unmount();
      await expectNothingShownOffline(signedIn('Henk Jansen', { sub: 'user-2' }));
    },
    SLOW,
  );

  it(
    'forgets what was last seen when the user signs out',
    async () => {
      (await seeTripOnline()).unmount();
      expect(localStorage.getItem('achterhoek.lastSeen')).toContain('urn:nb:pn:trip:7');

      const signingOut = renderApp('/logout', signedIn());
      await vi.waitFor(() => expect(signingOut.auth.removeUser).toHaveBeenCalled(), WAIT);
      signingOut.unmount();
      expect(localStorage.getItem('achterhoek.lastSeen')).toBeNull();
      await expectNothingShownOffline();
    },
    SLOW,
  );

  it(
    'says so in a lasting notice while the browser is offline, and no more once it is back',
    async () => {
      await seeTripOnline();
      expect(banner()).toBeUndefined();

      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(banner()).toHaveTextContent(
        'Geen internetverbindingJe ziet wat de app het laatst heeft opgehaald. Zodra er weer verbinding is, wordt alles bijgewerkt.',
      );
      // The list stays, and says since when.
      expect(screen.getByRole('link', TRIP)).toBeInTheDocument();
      expect(screen.getByText('Laatst bijgewerkt 23-11-2026 10:00')).toBeInTheDocument();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(banner()).toBeUndefined();
    },
    SLOW,
  );
});
