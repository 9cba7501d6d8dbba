import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLiveHub, MAX_STREAMS_PER_USER } from './live.js';

/** A stream as the hub sees it: what was written to it, and whether it was ended. */
function fakeStream() {
  const stream = { written: [] as string[], ended: false };
  return Object.assign(stream, {
    write: (chunk: string) => stream.written.push(chunk),
    end: () => (stream.ended = true),
  });
}

describe('live hub', () => {
  it('keeps at most ten streams per user: opening another ends the oldest', () => {
    // Regression: one user held 3,000 open streams.
    const hub = createLiveHub(async () => async () => {}, {} as FastifyBaseLogger);
    const streams = Array.from({ length: MAX_STREAMS_PER_USER + 2 }, fakeStream);
    for (const stream of streams) hub.add('gerda', stream as unknown as ServerResponse);
    expect(streams.map((stream) => stream.ended)).toEqual([
      true,
      true,
      ...Array.from({ length: MAX_STREAMS_PER_USER }, () => false),
    ]);
    hub.send('gerda', 'unread-count', { unreadMessageCount: 1 });
    expect(streams.filter((stream) => stream.written.length === 1)).toHaveLength(MAX_STREAMS_PER_USER);
    // Another user's streams are theirs.
    const henk = fakeStream();
    hub.add('henk', henk as unknown as ServerResponse);
    expect(henk.ended).toBe(false);
  });
});
