import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('messaging runtime', () => {
  it('fetches the unread count again once the live stream opens, for a message stored in between', async () => {
    // Regression: the stream carries only what happens after it opens, so a message stored after the
    // count was fetched but before the stream opened stayed unseen until the next refresh.
    let countAnswers = 0;
    mockApi({
      'GET /api/communicator/users/me': () => {
        countAnswers += 1;
        return { managedIdentity: 'user-1', unreadMessageCount: countAnswers === 1 ? 0 : 1 };
      },
      // The stream opens only after the first count was answered and stored, and then stays quiet.
      'GET /api/communicator/users/me/events': async () => {
        await vi.waitFor(() => expect(countAnswers).toBeGreaterThan(0));
        await new Promise((resolve) => setTimeout(resolve, 0));
        return new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'Content-Type': 'text/event-stream' },
        });
      },
    });
    renderApp('/home', signedIn());

    expect(await screen.findByRole('img', { name: 'Ongelezen berichten' }, { timeout: 5000 })).toBeVisible();
    expect(countAnswers).toBe(2);
  });
});
