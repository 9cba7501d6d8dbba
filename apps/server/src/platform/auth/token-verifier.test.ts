import { describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createTokenVerifier, InvalidTokenError } from './token-verifier.js';

const ISSUER = 'https://sso.example.nl/realms/achterhoek';
const AUDIENCE = 'https://app.example.nl/api';

async function setUp(now?: () => number) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verify = createTokenVerifier({
    issuer: ISSUER,
    clientId: 'web',
    audience: AUDIENCE,
    localKeys: [jwk],
    ...(now ? { now } : {}),
  });
  const sign = (claims: Record<string, unknown>, expiresAt: string | number = '5m') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('user-1')
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now ? Math.floor(now() / 1000) : undefined)
      .setExpirationTime(expiresAt)
      .sign(privateKey);
  return { verify, sign, privateKey };
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

  describe('remembering verified tokens until they expire', () => {
    const start = Date.parse('2026-11-23T08:00:00Z');
    const clock = () => {
      let time = start;
      return { now: () => time, move: (seconds: number) => (time += seconds * 1000) };
    };

    it('refuses a remembered token once it has expired (after the 30 s tolerance)', async () => {
      const time = clock();
      const { verify, sign } = await setUp(time.now);
      const token = await sign({ sid: 's1' }, Math.floor(start / 1000) + 300);
      expect((await verify(token)).sessionId).toBe('s1');
      time.move(329);
      expect((await verify(token)).sessionId).toBe('s1');
      time.move(1);
      await expect(verify(token)).rejects.toThrow(InvalidTokenError);
    });

    it('answers a different token with its own claims, not the remembered one', async () => {
      const time = clock();
      const { verify, sign } = await setUp(time.now);
      const first = await sign({ given_name: 'Gerda', sid: 's1' });
      const second = await sign({ given_name: 'Henk', sid: 's2' });
      expect((await verify(first)).givenName).toBe('Gerda');
      expect((await verify(second)).givenName).toBe('Henk');
      expect((await verify(first)).sessionId).toBe('s1');
    });

    it('refuses a remembered token with its signature changed, and never remembers a refusal', async () => {
      const time = clock();
      const { verify, sign, privateKey } = await setUp(time.now);
      const token = await sign({});
      await verify(token);
      const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      await expect(verify(forged)).rejects.toThrow(InvalidTokenError);
      // Not yet valid: refused now, accepted once its time has come (the refusal was not remembered).
      const early = await new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject('user-1')
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setNotBefore(Math.floor(start / 1000) + 120)
        .setExpirationTime(Math.floor(start / 1000) + 600)
        .sign(privateKey);
      await expect(verify(early)).rejects.toThrow(InvalidTokenError);
      time.move(90);
      expect((await verify(early)).id).toBe('user-1');
    });
  });
});
