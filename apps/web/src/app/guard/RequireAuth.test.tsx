import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';

const SESSION_MESSAGE = 'Je sessie is niet meer geldig, meld je opnieuw aan';

const HAD_SESSION_KEY = 'achterhoek.hadSession';
const RETURN_PATH_KEY = 'achterhoek.returnPath';

/**
 * Opens `path` without a session, the server answering only the version the landing page shows; with
 * `hadSession` as on a device where somebody was signed in before.
 */
function visitSignedOut(path: string, { hadSession = false } = {}) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
  );
  if (hadSession) localStorage.setItem(HAD_SESSION_KEY, '1');
  return renderApp(path, fakeAuth({ isAuthenticated: false }));
}

describe('login guard', () => {
  it('sends a visitor whose session ended from /home to / and tells them why', async () => {
    const { router } = visitSignedOut('/home', { hadSession: true });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(SESSION_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Achterhoek Mobiel' })).toBeInTheDocument();
    // Replaced, not pushed: going back does not return to the refused page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a first-time visitor to the landing page without a session message', async () => {
    const { router } = visitSignedOut('/rideDetailPage/1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_MESSAGE)).not.toBeInTheDocument();
  });

  it('remembers the page asked for, so signing in opens it', async () => {
    const { router } = visitSignedOut('/rideDetailPage/1?van=link');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/rideDetailPage/1?van=link');
  });

  it('notes that someone was signed in on this device', () => {
    mockApi();
    renderApp('/home', signedIn());
    expect(localStorage.getItem(HAD_SESSION_KEY)).not.toBeNull();
  });

  it('guards unknown paths too', async () => {
    const { router } = visitSignedOut('/bestaat-niet', { hadSession: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(SESSION_MESSAGE)).toBeInTheDocument();
  });

  it('waits while the session is still being restored', () => {
    const { router } = renderApp('/home', fakeAuth({ isLoading: true }));

    expect(screen.getByRole('status')).toHaveTextContent('Bezig met laden…');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByText(SESSION_MESSAGE)).not.toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    mockApi();
    const { router } = renderApp('/home', signedIn());
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Gerda Wassink$/);
  });

  it.each([
    ['/logout', 'Tot ziens'],
    ['/session-expired', 'Sessie ongeldig'],
    ['/', 'Achterhoek Mobiel'],
  ])('lets anyone open %s', async (path, heading) => {
    const { router } = visitSignedOut(path);

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(SESSION_MESSAGE)).not.toBeInTheDocument();
  });
});
