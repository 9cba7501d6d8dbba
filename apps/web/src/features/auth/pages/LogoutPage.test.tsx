import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/fakeApi';
import { fakeAuth, fakeUser } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('logout page', () => {
  it('closes the session log, then signs out locally and at the identity provider', async () => {
    const calls: string[] = [];
    const api = mockApi({
      'POST /api/profile/profiles/me/session-log': () => {
        calls.push('sessionLog');
        return new Response(null, { status: 204 });
      },
    });
    const auth = fakeAuth({
      isAuthenticated: true,
      user: fakeUser({ name: 'Gerda Wassink' }),
      removeUser: vi.fn(async () => {
        calls.push('removeUser');
      }),
      signoutRedirect: vi.fn(async () => {
        calls.push('signoutRedirect');
      }),
    });
    renderApp('/logout', auth);

    expect(screen.getByText('Je wordt afgemeld…')).toBeInTheDocument();
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' }));
    expect(calls).toEqual(['sessionLog', 'removeUser', 'signoutRedirect']);
    const [close] = callsTo(api, 'POST', '/api/profile/profiles/me/session-log');
    expect(close?.url.searchParams.get('final')).toBe('true');
    expect(close?.body).toMatchObject({
      userEvents: expect.arrayContaining([expect.objectContaining({ event: 'PAGE_VISIT', path: '/logout' })]),
    });
  });

  it('forgets that someone was signed in here, so a later visit gets no session message', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
    );
    localStorage.setItem('achterhoek.hadSession', '1');
    renderApp('/logout', fakeAuth());
    expect(localStorage.getItem('achterhoek.hadSession')).toBeNull();
  });

  it('says goodbye when nobody is signed in, with a way back to sign in', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ version: '1.0.0', buildTime: '2025-01-01T10:00:00Z' }),
    );
    const auth = fakeAuth();
    const { router } = renderApp('/logout', auth);

    expect(screen.getByRole('heading', { level: 1, name: 'Tot ziens' })).toBeInTheDocument();
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Aanmelden' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
