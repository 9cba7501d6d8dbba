import { afterEach, describe, expect, it } from 'vitest';
import {
  buildDemoFeed,
  buildTimetable,
  DEMO_DISRUPTIONS,
  encodeFeed,
  shareTimetable,
  simulateFeed,
} from '@achterhoek/routing';
import { readFeeds } from './feed-reading.js';
import { startFeedThread, type FeedThread } from './feed-thread.js';

const timetable = shareTimetable(buildTimetable(buildDemoFeed()).timetable);
// A Monday morning in Amsterdam, when the demo's standing disruptions hold.
const NOW_MS = Date.UTC(2026, 10, 30, 7, 30);
const STALE_AFTER_MS = 300_000;
const demoFeed = (producedAtMs = NOW_MS) => {
  const feed = simulateFeed(timetable, producedAtMs / 1000, [], DEMO_DISRUPTIONS);
  return encodeFeed({ ...feed, producedAt: Math.floor(producedAtMs / 1000) });
};

let thread: FeedThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

describe('the thread that reads the live feed', () => {
  it('reads the messages on a thread of its own and hands back what reading them here would make', async () => {
    thread = startFeedThread(timetable);
    const bytes = new Uint8Array(demoFeed());
    const here = readFeeds(timetable, {
      feeds: [new Uint8Array(bytes)],
      nowMs: NOW_MS,
      staleAfterMs: STALE_AFTER_MS,
    });
    const sent = new Uint8Array(bytes);
    const reading = await thread.read({ feeds: [sent], nowMs: NOW_MS, staleAfterMs: STALE_AFTER_MS });
    // The bytes moved to the other thread rather than being copied.
    expect(sent.byteLength).toBe(0);
    expect(reading.outcome).toBe('fresh');
    if (reading.outcome !== 'fresh' || here.outcome !== 'fresh') return;
    expect(reading.times.size).toBeGreaterThan(0);
    expect(reading.times.size).toBe(here.times.size);
    expect(Array.from(reading.times.delays)).toEqual(Array.from(here.times.delays));
    expect(reading.alerts).toEqual(here.alerts);
    expect(Array.from(reading.network!.arrays.liveCopyOf!)).toEqual(
      Array.from(here.network!.arrays.liveCopyOf!),
    );
    expect(reading.network).toBeDefined();
  });

  it('says so when the bytes are no feed message, or the message is older than the stale limit', async () => {
    thread = startFeedThread(timetable);
    const garbage = new TextEncoder().encode('<html>Service Unavailable</html>');
    const malformed = await thread.read({ feeds: [garbage], nowMs: NOW_MS, staleAfterMs: STALE_AFTER_MS });
    expect(malformed.outcome).toBe('malformed');
    const old = demoFeed(NOW_MS - STALE_AFTER_MS - 60_000);
    const stale = await thread.read({ feeds: [old], nowMs: NOW_MS, staleAfterMs: STALE_AFTER_MS });
    expect(stale).toEqual({
      outcome: 'stale',
      producedAt: Math.floor((NOW_MS - STALE_AFTER_MS - 60_000) / 1000),
    });
  });

  it('starts the thread again for the next read once it was stopped', async () => {
    thread = startFeedThread(timetable);
    expect(
      (await thread.read({ feeds: [demoFeed()], nowMs: NOW_MS, staleAfterMs: STALE_AFTER_MS })).outcome,
    ).toBe('fresh');
    await thread.close();
    expect(
      (await thread.read({ feeds: [demoFeed()], nowMs: NOW_MS, staleAfterMs: STALE_AFTER_MS })).outcome,
    ).toBe('fresh');
  });
});
