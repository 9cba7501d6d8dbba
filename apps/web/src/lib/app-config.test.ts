import { describe, expect, it } from 'vitest';
import { appConfigSchema } from './app-config';

describe('appConfigSchema', () => {
  const base = {
    oidcIssuer: 'http://127.0.0.1:8181/auth',
    oidcClientId: 'achterhoek-web',
    creditsEnabled: true,
    links: {
      website: 'https://site.test/',
      faq: 'https://site.test/faq',
      privacy: 'https://site.test/privacy',
    },
  };

  it('accepts the full configuration', () => {
    expect(appConfigSchema.parse({ ...base, bankSimulated: true })).toEqual({ ...base, bankSimulated: true });
  });

  it('reads a missing bankSimulated as no simulation', () => {
    expect(appConfigSchema.parse(base).bankSimulated).toBe(false);
  });

  it('refuses a configuration without a usable issuer or client', () => {
    expect(appConfigSchema.safeParse({ ...base, oidcIssuer: 'auth' }).success).toBe(false);
    expect(appConfigSchema.safeParse({ ...base, oidcClientId: '' }).success).toBe(false);
  });
});
