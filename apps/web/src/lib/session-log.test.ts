import type { SessionLogRequest } from '@achterhoek/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  SESSION_LOG_FLUSH_MS,
  SESSION_LOG_MAX_EVENTS,
  SessionLog,
  type SessionLogSender,
} from './session-log';

function setUp(send: SessionLogSender = vi.fn(async () => undefined)) {
  let tick = 0;
  const log = new SessionLog(
    send,
    () => new Date(Date.UTC(2025, 0, 1, 10, 0, tick++)),
    () => 'TestBrowser/1.0',
  );
  return { log, send: vi.mocked(send) };
}

/** A log of a user who has no profile yet, with a visit to the registration page recorded. */
function setUpWaitingForProfile() {
  const { log, send } = setUp();
  log.setWaitingForProfile(true);
  log.recordPageVisit('/register-user');
  return { log, send };
}

describe('session log', () => {
  it('is flushed every 60 seconds', () => {
    expect(SESSION_LOG_FLUSH_MS).toBe(60_000);
  });

  it('collects page visits and sends them as one batch', async () => {
    const { log, send } = setUp();
    log.recordPageVisit('/home');
    log.recordPageVisit('/profile');
    await log.flush();

    expect(send).toHaveBeenCalledOnce();
    const [body, final] = send.mock.calls[0]!;
    expect(final).toBe(false);
    expect(body).toEqual<SessionLogRequest>({
      userAgent: 'TestBrowser/1.0',
      userEvents: [
        { event: 'PAGE_VISIT', eventTime: '2025-01-01T10:00:00.000Z', path: '/home' },
        { event: 'PAGE_VISIT', eventTime: '2025-01-01T10:00:01.000Z', path: '/profile' },
      ],
    });
    expect(log.pending).toEqual([]);
  });

  it('sends nothing when nothing happened, but always sends the final batch', async () => {
    const { log, send } = setUp();
    await log.flush();
    expect(send).not.toHaveBeenCalled();

    await log.close();
    expect(send).toHaveBeenCalledExactlyOnceWith({ userAgent: 'TestBrowser/1.0', userEvents: [] }, true, {
      keepalive: false,
    });
  });

  it('keeps the events of a failed batch for the next flush, silently', async () => {
    const send = vi.fn<SessionLogSender>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const { log } = setUp(send);
    log.recordPageVisit('/home');
    await expect(log.flush()).resolves.toBeUndefined();
    log.recordPageVisit('/account');
    await log.flush();

    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].userEvents.map((e) => (e.event === 'PAGE_VISIT' ? e.path : ''))).toEqual([
      '/home',
      '/account',
    ]);
  });

  it('drops the oldest events beyond what the server takes in one call', () => {
    const { log } = setUp();
    for (let i = 0; i < SESSION_LOG_MAX_EVENTS + 5; i += 1) log.recordPageVisit(`/page/${i}`);
    expect(log.pending).toHaveLength(SESSION_LOG_MAX_EVENTS);
    expect(log.pending[0]).toMatchObject({ path: '/page/5' });
  });

  it('includes a visit recorded right after closing started (the visit of /logout)', async () => {
    const { log, send } = setUp();
    const closing = log.close();
    log.recordPageVisit('/logout');
    await closing;
    expect(send.mock.calls[0]![0].userEvents).toEqual([expect.objectContaining({ path: '/logout' })]);
  });

  it('records the visit of the closing page itself when nothing else did, and only once', async () => {
    const alone = setUp();
    await alone.log.close('/logout');
    expect(alone.send.mock.calls[0]![0].userEvents).toEqual([
      expect.objectContaining({ event: 'PAGE_VISIT', path: '/logout' }),
    ]);

    const recorded = setUp();
    recorded.log.recordPageVisit('/home');
    recorded.log.recordPageVisit('/logout');
    await recorded.log.close('/logout');
    expect(recorded.send.mock.calls[0]![0].userEvents).toEqual([
      expect.objectContaining({ path: '/home' }),
      expect.objectContaining({ path: '/logout' }),
    ]);
  });

  it('sends nothing while the user has no profile yet, and the visits once the profile exists', async () => {
    const { log, send } = setUpWaitingForProfile();
    await log.flush();
    expect(send).not.toHaveBeenCalled();

    log.setWaitingForProfile(false);
    await log.flush();
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![0].userEvents).toMatchObject([{ path: '/register-user' }]);
  });

  it('drops a session that ends before there is a profile, without a call', async () => {
    const { log, send } = setUpWaitingForProfile();
    await log.close();
    expect(send).not.toHaveBeenCalled();
    expect(log.pending).toEqual([]);
  });
});
