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

  it('tells the caller when it first opens, and on every reconnect asks it to catch up on what it missed', async () => {
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
    const onFirstOpen = vi.fn();
    const onEvent = vi.fn();
    const stop = openLiveStream({
      url: '/api/communicator/users/me/events',
      getAccessToken: () => 'token',
      onEvent,
      onReconnect,
      onFirstOpen,
      backoff: [0],
    });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(2));
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ event: 'unread-count' }));
    stop();
  });
});
