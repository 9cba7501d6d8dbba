import { describe, expect, it } from 'vitest';
import { AppConfigSchema, VersionResponseSchema } from './system';
import { AccessTokenClaimsSchema } from './identity';

describe('system contracts', () => {
  it('accepts a version with an ISO build time and rejects a free-form one', () => {
    expect(
      VersionResponseSchema.safeParse({ version: '0.1.0', buildTime: '2026-11-21T10:00:00.000Z' }).success,
    ).toBe(true);
    expect(VersionResponseSchema.safeParse({ version: '0.1.0', buildTime: 'gisteren' }).success).toBe(false);
  });

  it('requires an absolute issuer URL in the web app configuration', () => {
    const links = { website: 'https://a.nl/', faq: 'https://a.nl/faq', privacy: 'https://a.nl/privacy' };
    const valid = {
      oidcIssuer: 'https://app.example.nl/auth',
      oidcClientId: 'web',
      creditsEnabled: false,
      bankSimulated: true,
      links,
      region: {
        name: 'Achterhoek (demo)',
        demo: true,
        sources: [{ name: 'Demo-dienstregeling', licence: 'CC0' }],
        roads: 'estimated' as const,
      },
      mapTileUrl:
        'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png',
      regionalTaxiPhone: '0800-1234567',
    };
    expect(AppConfigSchema.parse(valid)).toEqual(valid);
    expect(AppConfigSchema.safeParse({ ...valid, oidcIssuer: '/auth' }).success).toBe(false);
  });

  it('reads Keycloak-shaped realm roles from access token claims', () => {
    const claims = AccessTokenClaimsSchema.parse({
      sub: 'abc',
      realm_access: { roles: ['delegate', 'offline_access'] },
    });
    expect(claims.realm_access?.roles).toContain('delegate');
    expect(AccessTokenClaimsSchema.safeParse({ sub: '' }).success).toBe(false);
  });
});
