import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, realmRolesOf } from './token';

function jwt(payload: object): string {
  const encode = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;
}

describe('decodeJwtPayload', () => {
  it('decodes a base64url payload with non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ name: 'Marieke ter Horst', city: 'Doetinchem ë' }))).toEqual({
      name: 'Marieke ter Horst',
      city: 'Doetinchem ë',
    });
  });

  it('returns null for something that is not a JWT', () => {
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('realmRolesOf', () => {
  it('reads realm_access.roles from the access token', () => {
    const token = jwt({ sub: '1', realm_access: { roles: ['delegate', 'offline_access'] } });
    expect(realmRolesOf(token)).toEqual(['delegate', 'offline_access']);
  });

  it('falls back to the profile claims when the access token is opaque', () => {
    expect(realmRolesOf('opaque', { realm_access: { roles: ['treasurer'] } })).toEqual(['treasurer']);
  });

  it('returns no roles when neither source has them', () => {
    expect(realmRolesOf(jwt({ sub: '1' }), { name: 'Gerda Wassink' })).toEqual([]);
    expect(realmRolesOf(undefined)).toEqual([]);
  });
});
