import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../../../lib/auth';
import { testConfig } from '../../../test/renderApp';
import { fakeUser } from '../../../test/fakeAuth';
import { storedUserKey } from '../lib/startup';
import { AuthRoot } from './AuthRoot';

// Counts how often the OpenID Connect session's module is loaded: a signed-out visitor's first page must
// not wait for it.
const sessionModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../oidc/OidcSession', async (importOriginal) => {
  sessionModule.loads += 1;
  return importOriginal();
});

function SignInState() {
  const auth = useAuth();
  return (
    <div>
      <p>
        {auth.isLoading
          ? 'bezig'
          : auth.isAuthenticated
            ? `ingelogd als ${auth.user?.profile.name}`
            : 'afgemeld'}
      </p>
      <button type="button" onClick={() => void auth.signinRedirect({ prompt: 'create' })}>
        Registreren
      </button>
    </div>
  );
}

function renderAuthRoot() {
  const onSignedIn = vi.fn();
  render(
    <AuthRoot config={testConfig} onSignedIn={onSignedIn} onSignedOut={vi.fn()}>
      <SignInState />
    </AuthRoot>,
  );
  return { onSignedIn };
}

describe('AuthRoot', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('shows a signed-out visitor the page at once, without loading the sign-in library', () => {
    vi.useFakeTimers();
    renderAuthRoot();
    expect(screen.getByText('afgemeld')).toBeInTheDocument();
    expect(sessionModule.loads).toBe(0);
  });

  it('loads the library when the visitor signs up, and sends them to the provider with their choice', async () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    renderAuthRoot();
    fireEvent.click(screen.getByRole('button', { name: 'Registreren' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith({ prompt: 'create' }));
    expect(sessionModule.loads).toBe(1);
  });

  it('restores the session of a user signed in on this device before the pages decide anything', async () => {
    localStorage.setItem(storedUserKey(testConfig), fakeUser({ name: 'Gerda Wassink' }).toStorageString());
    renderAuthRoot();
    expect(screen.getByText('bezig')).toBeInTheDocument();
    expect(await screen.findByText('ingelogd als Gerda Wassink')).toBeInTheDocument();
  });

  it('keeps a returning user signed in while the library takes over, and signs out through it', async () => {
    const signout = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue(undefined);
    localStorage.setItem(storedUserKey(testConfig), fakeUser({ name: 'Jan Bosman' }).toStorageString());
    function SignOut() {
      const auth = useAuth();
      return (
        <button type="button" onClick={() => void auth.signoutRedirect()}>
          Afmelden
        </button>
      );
    }
    render(
      <AuthRoot config={testConfig} onSignedIn={vi.fn()} onSignedOut={vi.fn()}>
        <SignInState />
        <SignOut />
      </AuthRoot>,
    );
    expect(await screen.findByText('ingelogd als Jan Bosman')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
    await waitFor(() => expect(signout).toHaveBeenCalled());
    expect(screen.getByText('ingelogd als Jan Bosman')).toBeInTheDocument();
  });

  it('finishes a sign-in the provider sent back, then lets the app continue', async () => {
    const callback = vi
      .spyOn(UserManager.prototype, 'signinCallback')
      .mockResolvedValue(fakeUser({ name: 'Henk Lubbers' }));
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const { onSignedIn } = renderAuthRoot();
    expect(screen.getByText('bezig')).toBeInTheDocument();
    expect(await screen.findByText('ingelogd als Henk Lubbers')).toBeInTheDocument();
    expect(callback).toHaveBeenCalled();
    await act(async () => undefined);
    expect(onSignedIn).toHaveBeenCalled();
  });
});
