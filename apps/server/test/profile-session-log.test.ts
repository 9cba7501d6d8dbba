import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { SessionLogRequest } from '@achterhoek/contracts';
import { DEMO_PASSWORD } from '../src/modules/identity/demo-accounts.js';
import { userEvents, userSessions } from '../src/modules/profile/schema.js';
import { useAppAt } from './support/app.js';
import { decodeJwtPayload, loginAs, refreshTokens } from './oidc-client.js';
import { callerFor, newUser, P, type Caller } from './profile-helpers.js';

const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile';

describe('session log', () => {
  const { t, clock } = useAppAt('2026-03-02T10:00:00Z', { env: { API_RATE_LIMITS: 'true' } });

  const sessionsOf = (profileId: string) =>
    t.app.database.db
      .select()
      .from(userSessions)
      .where(eq(userSessions.profileId, profileId))
      .orderBy(asc(userSessions.id));
  const eventsOf = (sessionId: number) =>
    t.app.database.db
      .select()
      .from(userEvents)
      .where(eq(userEvents.sessionId, sessionId))
      .orderBy(asc(userEvents.eventTime), asc(userEvents.id));

  async function login(email: string): Promise<{ caller: Caller; sid: unknown; refreshToken?: string }> {
    const tokens = await loginAs(t.app, t.config.oidcClientId, email, DEMO_PASSWORD);
    return {
      caller: callerFor(t.app, tokens.access_token),
      sid: decodeJwtPayload(tokens.access_token).sid,
      refreshToken: tokens.refresh_token,
    };
  }

  const log = (caller: Caller, body: SessionLogRequest, final?: boolean) =>
    caller.post(`${P}/profiles/me/session-log${final === undefined ? '' : `?final=${final}`}`, body);

  it('keeps one session per login session (sid), across batches and token refreshes, and closes it on final', async () => {
    const { caller, sid, refreshToken } = await login('gerda@example.nl');
    expect(typeof sid).toBe('string');

    const first = await log(caller, {
      userAgent: UA,
      userEvents: [
        { event: 'PAGE_VISIT', eventTime: '2026-03-02T09:00:05+01:00', path: '/home' },
        { event: 'CTA_IN_VIEW', eventTime: '2026-03-02T09:00:06+01:00', ctaId: 'plan-ride', size: 2 },
        { event: 'PAGE_VISIT', eventTime: '2026-03-02T09:00:00+01:00', path: '/' },
      ],
    });
    expect(first.statusCode).toBe(204);
    let sessions = await sessionsOf(caller.sub);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ sessionKey: sid, userAgent: UA, endedAt: null });
    expect(sessions[0]!.startedAt.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(sessions[0]!.ip).toBeTruthy();

    // The same login session after a silent token refresh: still one session.
    const refreshed = await refreshTokens(t.app, t.config.oidcClientId, refreshToken!);
    const refreshedToken = (refreshed.json() as { access_token: string }).access_token;
    expect(decodeJwtPayload(refreshedToken).sid).toBe(sid);
    const second = await log(
      callerFor(t.app, refreshedToken),
      {
        userAgent: UA,
        userEvents: [{ event: 'CTA_SELECTED', eventTime: '2026-03-02T09:01:00+01:00', ctaId: 'plan-ride' }],
      },
      false,
    );
    expect(second.statusCode).toBe(204);
    sessions = await sessionsOf(caller.sub);
    expect(sessions).toHaveLength(1);
    const events = await eventsOf(sessions[0]!.id);
    expect(events.map((event) => [event.event, event.path, event.ctaId, event.size])).toEqual([
      ['PAGE_VISIT', '/', null, null],
      ['PAGE_VISIT', '/home', null, null],
      ['CTA_IN_VIEW', null, 'plan-ride', 2],
      ['CTA_SELECTED', null, 'plan-ride', null],
    ]);

    // Logging out ends the session at the app clock's time.
    clock.advance(5 * 60_000);
    const last = await log(caller, { userAgent: UA, userEvents: [] }, true);
    expect(last.statusCode).toBe(204);
    sessions = await sessionsOf(caller.sub);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.endedAt?.toISOString()).toBe('2026-03-02T10:05:00.000Z');
  });

  it('starts a new session for a new login', async () => {
    const first = await login('henk@example.nl');
    const second = await login('henk@example.nl');
    expect(second.sid).not.toBe(first.sid);
    const event = { event: 'PAGE_VISIT' as const, eventTime: '2026-03-02T10:00:00Z', path: '/home' };
    expect((await log(first.caller, { userAgent: UA, userEvents: [event] })).statusCode).toBe(204);
    expect((await log(second.caller, { userAgent: UA, userEvents: [event] })).statusCode).toBe(204);
    const sessions = await sessionsOf(first.caller.sub);
    expect(sessions.map((session) => session.sessionKey).sort()).toEqual([first.sid, second.sid].sort());
  });

  it('answers 400 for a bad event and stores nothing', async () => {
    const { caller } = await login('marieke@example.nl');
    const response = await log(caller, {
      userAgent: UA,
      userEvents: [{ event: 'HACKED', eventTime: '2026-03-02T10:00:00Z' } as never],
    });
    expect(response.statusCode).toBe(400);
    const noPath = await caller.post(`${P}/profiles/me/session-log`, {
      userAgent: UA,
      userEvents: [{ event: 'PAGE_VISIT', eventTime: '2026-03-02T10:00:00Z' }],
    });
    expect(noPath.statusCode).toBe(400);
    expect(await sessionsOf(caller.sub)).toHaveLength(0);
  });

  it('answers 404 for a user without a profile', async () => {
    const stranger = await newUser(t);
    const response = await log(stranger, { userAgent: UA, userEvents: [] });
    expect(response.statusCode).toBe(404);
  });

  it('answers 429 to a client that sends its log far more often than once a minute, storing no more', async () => {
    // Regression: a client stored 20,000 session-log rows a second.
    const { caller } = await login('marieke@example.nl');
    clock.advance(60_000); // a minute of its own: the tests above logged as Marieke too
    const batch = {
      userAgent: UA,
      userEvents: [{ event: 'PAGE_VISIT' as const, eventTime: '2026-03-02T09:00:05+01:00', path: '/home' }],
    };
    const answers = [];
    for (let call = 0; call < 8; call += 1) answers.push((await log(caller, batch)).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
  });

  it('counts the limit per account, however the token is spelled (Bearer, bearer, BEARER, extra spaces)', async () => {
    // Regression (issue 26): the limit was keyed by the raw Authorization header, so a client that
    // spelled 'Bearer' differently on every call got a fresh allowance each time.
    const { caller } = await login('henk@example.nl');
    clock.advance(60_000); // a minute of its own
    const batch = {
      userAgent: UA,
      userEvents: [{ event: 'PAGE_VISIT' as const, eventTime: '2026-03-02T09:00:05+01:00', path: '/home' }],
    };
    const spellings = ['Bearer', 'bearer', 'BEARER', 'BeArEr', 'bearer ', 'Bearer\t', 'bEARER', 'beaRer'];
    const answers = [];
    for (const scheme of spellings) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${P}/profiles/me/session-log`,
        headers: { authorization: `${scheme} ${caller.token}` },
        payload: batch,
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    // A minute later the account may log again.
    clock.advance(60_000);
    expect((await log(caller, batch)).statusCode).toBe(204);
  });
});
