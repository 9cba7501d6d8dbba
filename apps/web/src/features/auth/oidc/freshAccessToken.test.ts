import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { freshAccessTokenSource } from './freshAccessToken';

const userWith = (token: string, expiresIn: number) =>
  ({ access_token: token, expires_in: expiresIn }) as User;

describe('fresh access token', () => {
  it('sends a token that still has time as it is', async () => {
    const signinSilent = vi.fn();
    const source = freshAccessTokenSource({ getUser: async () => userWith('geldig', 300), signinSilent });
    expect(await source()).toBe('geldig');
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('renews an expired token before the first call, once for calls made at once', async () => {
    // Regression: a deep link opened after ten minutes sent the expired token and got 'Sessie ongeldig'.
    const signinSilent = vi.fn(async () => userWith('vernieuwd', 600));
    const source = freshAccessTokenSource({ getUser: async () => userWith('verlopen', -120), signinSilent });
    expect(await Promise.all([source(), source(), source()])).toEqual([
      'vernieuwd',
      'vernieuwd',
      'vernieuwd',
    ]);
    expect(signinSilent).toHaveBeenCalledTimes(1);
  });

  it('sends the stored token when renewing fails, so the 401 leads to a new sign-in', async () => {
    const source = freshAccessTokenSource({
      getUser: async () => userWith('verlopen', -5),
      signinSilent: async () => {
        throw new Error('invalid_grant');
      },
    });
    expect(await source()).toBe('verlopen');
  });

  it('has no token without a signed-in user', async () => {
    const source = freshAccessTokenSource({ getUser: async () => null, signinSilent: vi.fn() });
    expect(await source()).toBeUndefined();
  });
});
