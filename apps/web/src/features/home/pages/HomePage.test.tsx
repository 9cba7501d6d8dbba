import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    renderApp('/home', signedIn('Gerda Wassink'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${greeting}$`));
  });

  it('builds the name from given and family name when the name claim is missing', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 21, 9, 0));
    renderApp(
      '/home',
      fakeAuth({ isAuthenticated: true, user: fakeUser({ given_name: 'Henk', family_name: 'Lubbers' }) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goedemorgen Henk Lubbers$/);
  });
});
