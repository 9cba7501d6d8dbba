import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream } from './liveStream';

/** A stream answer that sends one event and then ends, as a dropped connection does. */
function droppedStream(): Response {
  return new Response('event: unread-count\ndata: {"unreadMessageCount":1}\n\n', {
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

describe('live stream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reconnects after the stream drops and asks the caller to catch up on what it missed', async () => {
    // Regression: events sent while the stream was down were lost without anyone noticing.
    let calls = 0;
    const fetchStub = vi.fn(async () => {
      calls += 1;
      // The third connection stays open and quiet.
      if (calls >= 3) return new Response(new ReadableStream({ start: () => undefined }));
      return droppedStream();
    });
    vi.stubGlobal('fetch', fetchStub);
    const onReconnect = vi.fn();
    const onEvent = vi.fn();
    const stop = openLiveStream({
      url: '/api/communicator/users/me/events',
      getAccessToken: () => 'token',
      onEvent,
      onReconnect,
      backoff: [0],
    });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(2));
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'unread-count' }));
    stop();
  });
});
