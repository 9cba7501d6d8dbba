import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fakeApi';
import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';

const SESSION_MESSAGE = 'Je sessie is niet meer geldig, meld je opnieuw aan';

describe('login guard', () => {
  it('sends a visitor without a session from /home to / and tells them why', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
    );
    const { router } = renderApp('/home', fakeAuth({ isAuthenticated: false }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(SESSION_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Achterhoek Mobiel' })).toBeInTheDocument();
    // Replaced, not pushed: going back does not return to the refused page.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('guards unknown paths too', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
    );
    const { router } = renderApp('/bestaat-niet', fakeAuth({ isAuthenticated: false }));
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
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
    );
    const { router } = renderApp(path, fakeAuth({ isAuthenticated: false }));

    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByText(SESSION_MESSAGE)).not.toBeInTheDocument();
  });
});
