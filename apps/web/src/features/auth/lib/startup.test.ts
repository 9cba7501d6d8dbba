import { describe, expect, it } from 'vitest';
import { needsSignInAtStart, storedUserKey } from './startup';

const config = { oidcIssuer: 'http://127.0.0.1:8080/auth', oidcClientId: 'achterhoek-web' };
const noUser = { getItem: () => null };
const at = (pathname: string, search = '') => ({ pathname, search });

describe('needsSignInAtStart', () => {
  it('is false for a visitor without a session on an ordinary page', () => {
    expect(needsSignInAtStart(config, at('/'), noUser)).toBe(false);
    expect(needsSignInAtStart(config, at('/logout'), noUser)).toBe(false);
    expect(needsSignInAtStart(config, at('/', '?msgId=42'), noUser)).toBe(false);
  });

  it('is true when a user of this issuer and client is stored on the device', () => {
    const stored = new Map([[storedUserKey(config), '{}']]);
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    expect(needsSignInAtStart(config, at('/home'), storage)).toBe(true);
    expect(needsSignInAtStart({ ...config, oidcClientId: 'other' }, at('/home'), storage)).toBe(false);
  });

  it('is true when the provider sends the browser back from signing in or out', () => {
    expect(needsSignInAtStart(config, at('/', '?code=c&state=s'), noUser)).toBe(true);
    expect(needsSignInAtStart(config, at('/', '?error=access_denied&state=s'), noUser)).toBe(true);
    expect(needsSignInAtStart(config, at('/', '?code=c'), noUser)).toBe(false);
    expect(needsSignInAtStart(config, at('/logout', '?state=s'), noUser)).toBe(true);
  });
});
