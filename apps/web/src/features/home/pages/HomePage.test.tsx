import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, testProfile } from '../../../test/fakeApi';
import { fakeAuth, fakeUser, signedIn } from '../../../test/fakeAuth';
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
});
