import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier } from './token-verifier.js';

const ISSUER = 'https://sso.example.nl/realms/achterhoek';
const AUDIENCE = 'https://app.example.nl/api';

async function setUp() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verify = createTokenVerifier({
    issuer: ISSUER,
    clientId: 'web',
    audience: AUDIENCE,
    localKeys: [jwk],
  });
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  return { verify, sign };
}

describe('token verifier', () => {
  it('reads the login session from sid, or from Keycloak’s session_state', async () => {
    const { verify, sign } = await setUp();
    expect((await verify(await sign({ sid: 'abc' }))).sessionId).toBe('abc');
    expect((await verify(await sign({ session_state: 'kc-1' }))).sessionId).toBe('kc-1');
    const without = await verify(await sign({ given_name: 'Gerda', family_name: 'Wassink' }));
    expect(without).toEqual({
      id: 'user-1',
      givenName: 'Gerda',
      familyName: 'Wassink',
      fullName: 'Gerda Wassink',
      email: undefined,
      roles: [],
    });
  });
});
