import { PagedTripsSchema, ProfileSchema } from '@achterhoek/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastSeen, rememberLastSeen } from '../../../lib/offline/last-seen';
import { apiError, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testTrip, tripAfterTravel, tripPage } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';

// A returning user's Home paints from the profile kept on the device (useKnownProfile), and the server's
// answer settles it; the kept profile is only ever its owner's.
const STORED = 'achterhoek.lastSeen';
const never = () => new Promise<Response>(() => undefined);

describe('home page painted from the profile kept on the device', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 15));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('greets with the profile last shown at once, before the server has answered', () => {
    rememberLastSeen('user-1', 'profile', testProfile({ lastName: 'Wassink-Jansen' }));
    mockApi({ 'GET /api/profile/profiles/me': never });
    renderApp('/home', signedIn('G. Wassink'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goedemorgen Gerda Wassink-Jansen$/);
  });

  it('greets with the name of the login on a first visit, when nothing is kept', () => {
    mockApi({ 'GET /api/profile/profiles/me': never });
    renderApp('/home', signedIn('G. Wassink'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goedemorgen G\. Wassink$/);
  });

  it('is settled by the server’s answer, which is kept for the next visit', async () => {
    rememberLastSeen('user-1', 'profile', testProfile({ lastName: 'Wassink-Jansen' }));
    mockApi({}, testProfile({ lastName: 'Hulshof' }));
    renderApp('/home', signedIn('G. Wassink'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen Gerda Hulshof' }),
    ).toBeInTheDocument();
    expect(lastSeen('user-1', 'profile', ProfileSchema)?.data.lastName).toBe('Hulshof');
  });

  it('never shows another user the profile kept for the previous one, and drops it', async () => {
    rememberLastSeen(
      'user-2',
      'profile',
      testProfile({ id: 'user-2', firstName: 'Henk', lastName: 'Lubbers' }),
    );
    mockApi({ 'GET /api/profile/profiles/me': never });
    renderApp('/home', signedIn('Gerda Wassink'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goedemorgen Gerda Wassink$/);
    expect(screen.queryByText(/Henk/)).not.toBeInTheDocument();
    await vi.waitFor(() => expect(localStorage.getItem(STORED)).toBeNull());
  });

  it('is not painted once the server says the user has no profile', async () => {
    rememberLastSeen('user-1', 'profile', testProfile({ lastName: 'Wassink-Jansen' }));
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/home', signedIn('G. Wassink'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Goedemorgen G. Wassink' }),
    ).toBeInTheDocument();
  });

  it('paints the trips last shown at once, and the server’s answer takes their place', async () => {
    rememberLastSeen('user-1', 'profile', testProfile());
    rememberLastSeen('user-1', 'home.trips', tripPage([testTrip({ id: 7 })]));
    let answer: ((response: Response) => void) | undefined;
    mockApi({
      'GET /api/planner/trips': ({ url }) =>
        url.searchParams.has('state') ? tripPage([]) : new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/home', signedIn('Gerda Wassink'));
    const tripLink = () => screen.getByRole('link', { name: /^Station Winterswijk naar Station Doetinchem/ });
    expect(screen.getByRole('heading', { level: 2, name: 'Jouw ritten' })).toBeInTheDocument();
    expect(tripLink()).toHaveAttribute('href', '/tripDetailPage/7');

    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(Response.json(tripPage([testTrip({ id: 8 })])));
    await vi.waitFor(() => expect(tripLink()).toHaveAttribute('href', '/tripDetailPage/8'));
    const kept = lastSeen('user-1', 'home.trips', PagedTripsSchema);
    expect(kept?.data.data.map((item) => item.id)).toEqual([8]);
  });

  it('paints the Actielijst last shown at once, above the lists, until the server says nothing waits', async () => {
    rememberLastSeen('user-1', 'profile', testProfile());
    rememberLastSeen(
      'user-1',
      'home.actions.trips',
      tripPage([tripAfterTravel({ confirmationRequested: true })]),
    );
    let answer: ((response: Response) => void) | undefined;
    mockApi({
      'GET /api/planner/trips': ({ url }) =>
        url.searchParams.has('state') ? new Promise<Response>((resolve) => (answer = resolve)) : tripPage([]),
    });
    renderApp('/home', signedIn('Gerda Wassink'));
    expect(screen.getByRole('heading', { level: 2, name: 'Actielijst' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bevestig rit' })).toHaveAttribute('href', '/tripConfirmPage/7');

    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(Response.json(tripPage([])));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Actielijst' })).not.toBeInTheDocument(),
    );
  });

  it('is forgotten when the user signs out', async () => {
    rememberLastSeen('user-1', 'profile', testProfile());
    mockApi();
    const signingOut = renderApp('/logout', signedIn());
    await vi.waitFor(() => expect(signingOut.auth.removeUser).toHaveBeenCalled());
    expect(localStorage.getItem(STORED)).toBeNull();
  });
});
