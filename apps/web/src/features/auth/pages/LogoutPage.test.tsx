import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuth, fakeUser } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('logout page', () => {
  it('signs a signed-in user out locally and at the identity provider', async () => {
    const calls: string[] = [];
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
    expect(calls).toEqual(['removeUser', 'signoutRedirect']);
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
