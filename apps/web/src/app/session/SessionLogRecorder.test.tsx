import { act, render } from '@testing-library/react';
import { AuthContext } from '../../lib/auth';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionLog, type SessionLogSender } from '../../lib/session-log';
import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { SessionLogRecorder } from './SessionLogRecorder';

function renderRecorder(auth = signedIn()) {
  const send = vi.fn<SessionLogSender>().mockResolvedValue();
  const log = new SessionLog(send);
  const router = createMemoryRouter([{ path: '*', element: <SessionLogRecorder log={log} /> }], {
    initialEntries: ['/home'],
  });
  render(
    <AuthContext value={auth}>
      <RouterProvider router={router} />
    </AuthContext>,
  );
  return { send, log, router };
}

const paths = (send: ReturnType<typeof vi.fn<SessionLogSender>>) =>
  send.mock.calls.flatMap(([body]) =>
    body.userEvents.map((event) => (event.event === 'PAGE_VISIT' ? event.path : '')),
  );

describe('session log recorder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records every page a signed-in user visits and sends them every 60 seconds', async () => {
    vi.useFakeTimers();
    const { send, router } = renderRecorder();
    await act(async () => {
      await router.navigate('/profile');
    });
    await act(async () => {
      await router.navigate('/account');
    });
    expect(send).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]![1]).toBe(false);
    expect(paths(send)).toEqual(['/home', '/profile', '/account']);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(send).toHaveBeenCalledOnce();
  });

  it('records nothing without a session', async () => {
    vi.useFakeTimers();
    const { send, log } = renderRecorder(fakeAuth());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(log.pending).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });
});
