import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildDemoFeed,
  buildTimetable,
  DEMO_DISRUPTIONS,
  encodeFeed,
  EstimatedRoadRouter,
  MultimodalPlanner,
  shareTimetable,
  simulateFeed,
  TransitRouter,
} from '@achterhoek/routing';
import { manualClock } from '../../../platform/clock.js';
import { readFeeds } from './feed-reading.js';
import type { FeedThread } from './feed-thread.js';
import { createLiveTransit } from './live-transit.js';

const router = new TransitRouter(shareTimetable(buildTimetable(buildDemoFeed()).timetable));
const roads = new EstimatedRoadRouter();
const region = { router, roads, planner: new MultimodalPlanner(router, roads) };
// A Monday morning in Amsterdam, when the demo's standing disruptions make trains late.
const START = Date.UTC(2026, 10, 30, 7, 30);

function setUp(thread: FeedThread) {
  const clock = manualClock(START);
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
  const live = createLiveTransit({
    region,
    clock,
    log: log as unknown as FastifyBaseLogger,
    urls: () => ['http://feed.test/trip-updates'],
    staleAfterMs: 300_000,
    thread,
    fetch: async () => {
      const feed = simulateFeed(router.timetable, clock.nowMs() / 1000, [], DEMO_DISRUPTIONS);
      return new Response(encodeFeed(feed), { headers: { 'content-type': 'application/x-protobuf' } });
    },
  });
  return { live, clock, log };
}

/** A thread that reads here, until it is made to fail as a crashed worker thread would. */
function failingThread() {
  const thread = {
    failing: false,
    async read(bytes: Parameters<FeedThread['read']>[0]) {
      if (thread.failing) throw new Error('the live feed thread stopped (exit code 1)');
      return readFeeds(router.timetable, bytes);
    },
    close: async () => {},
  };
  return thread;
}

describe('the live feed when the thread reading it fails', () => {
  it('counts the poll as failed, says so once, and keeps planning on the last good message while it is fresh', async () => {
    const thread = failingThread();
    const { live, clock, log } = setUp(thread);
    expect(await live.poll()).toBe('fresh');
    const planner = live.state().planner;
    expect(planner).toBeDefined();
    thread.failing = true;
    clock.advance(30_000);
    expect(await live.poll()).toBe('failed');
    clock.advance(30_000);
    expect(await live.poll()).toBe('failed');
    expect(live.counts().polls).toMatchObject({ fresh: 1, failed: 2 });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(live.state()).toMatchObject({ status: 'fresh', planner });
    // Past the stale limit the last message no longer counts: plan on the timetable.
    clock.advance(300_000);
    expect(live.state().status).not.toBe('fresh');
    expect(live.state().planner).toBeUndefined();
  });
});
