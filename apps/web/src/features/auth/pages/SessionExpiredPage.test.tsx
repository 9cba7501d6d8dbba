import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('session-expired page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the session is invalid and signs in again after 2 seconds', async () => {
    vi.useFakeTimers();
    const auth = fakeAuth();
    renderApp('/session-expired', auth);

    expect(screen.getByRole('heading', { level: 1, name: 'Sessie ongeldig' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    expect(auth.removeUser).not.toHaveBeenCalled();
    expect(auth.signinRedirect).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(auth.removeUser).toHaveBeenCalledOnce();
    expect(auth.signinRedirect).toHaveBeenCalledOnce();
  });
});
