import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { apiError, mockApi } from '../../../test/fakeApi';
import { fakeAuth, signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('landing page', () => {
  let fetchMock: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ version: '1.4.2', buildTime: '2025-06-30T22:15:00Z' }));
  });
  it('shows the version and build time in Dutch time', async () => {
    renderApp('/');
    expect(await screen.findByText('Versie 1.4.2, gebouwd op 01-07-2025 00:15')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile/version');
  });

  it('offers sign-in and registration at the identity provider', () => {
    const auth = fakeAuth();
    renderApp('/', auth);

    fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(auth.signinRedirect).toHaveBeenCalledWith();

    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    expect(auth.signinRedirect).toHaveBeenLastCalledWith({ prompt: 'create' });
  });

  it('says so when the version cannot be loaded, and can try again', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ status: 503, message: 'Down' }, { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/');

    expect(await screen.findByText('De versie van de app kon niet worden opgehaald.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText(/^Versie 1\.4\.2/)).toBeInTheDocument();
  });

  it('continues to Home when already signed in and the profile exists', async () => {
    mockApi();
    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('starts registration when the signed-in user has no profile (404)', async () => {
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-user'));
  });

  it('says the server is unavailable when the status call fails with 500 or more', async () => {
    const api = mockApi({ 'GET /api/profile/profiles/me/status': apiError(503, 'Down') });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderApp('/', signedIn());

    const messages = await screen.findAllByText(
      'De server van de aanbieder is momenteel niet beschikbaar, probeer het later opnieuw',
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/');

    api.mockRestore();
    mockApi();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('keeps the msgId and passes it on to Home, also across the sign-in', async () => {
    mockApi();
    const first = renderApp('/?msgId=42', fakeAuth());
    first.unmount();

    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?msgId=42');
  });

  it('opens the page asked for while signed out once signed in, instead of Home', async () => {
    mockApi();
    const signedOut = renderApp('/rideDetailPage/1', fakeAuth());
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/'));
    signedOut.unmount();

    // The identity provider sends the browser back to the landing page, signed in.
    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/rideDetailPage/1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('checks the profile first: a new user who opened a link starts registration', async () => {
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signedOut = renderApp('/rideDetailPage/1', fakeAuth());
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/'));
    signedOut.unmount();

    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-user'));
  });

  it('never returns to a page about signing in or out, nor outside the app', async () => {
    mockApi();
    sessionStorage.setItem('achterhoek.returnPath', '/logout');
    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));

    sessionStorage.setItem('achterhoek.returnPath', '/\\elders.example/phish');
    const again = renderApp('/', signedIn());
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/home'));
  });

  it('notes that someone was signed in on this device', async () => {
    mockApi();
    const { router } = renderApp('/', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('achterhoek.hadSession')).not.toBeNull();
  });

  it('reports a failed return from the identity provider', async () => {
    const { router } = renderApp(
      '/?code=abc&state=xyz',
      fakeAuth({
        error: Object.assign(new Error('No matching state'), { source: 'signinCallback' as const }),
      }),
    );
    expect(await screen.findByText('Aanmelden is niet gelukt. Probeer het opnieuw.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
