/**
 * Our router planning on live times, as the server does once it has read the live feed: the region's
 * timetable with a national feed's worth of delays and cancellations on it (national-live-feed.ts). Its
 * pair is ours on the static timetable, asked the same questions in turns for the live/static ratio.
 */
import { shareTimetable, TransitRouter } from '../../src/index.js';
import { dayNumberOf, serviceDayStart } from '../../src/time/service-day.js';
import { measurePolls } from '../live-poll.js';
import { LIVE_FEED_SEED, nationalLiveFeed } from '../national-live-feed.js';
import type { Contender } from './contender.js';
import { serverTimetable, stopToStop } from './ours.js';

/** How many times the feed is read; the later polls' median is the cost the server pays every 30 s. */
const POLLS = Number(process.env.BENCH_LIVE_POLLS ?? 3);

export const oursLive: Contender = {
  name: 'ours-live',
  load(input) {
    const loaded = serverTimetable(input);
    // In shared memory, as the server keeps it for the live feed's thread.
    const base = shareTimetable(loaded.timetable);
    const { notes } = loaded;
    const staticRouter = new TransitRouter(base);
    const feed = nationalLiveFeed(base, input.date, LIVE_FEED_SEED);
    // The feed is read at noon of the questions' day; its updates name their day (start_date) anyway.
    const nowSeconds = serviceDayStart(dayNumberOf(input.date), base.timezone) + 12 * 3600;
    const { figures, router } = measurePolls(base, staticRouter, feed, nowSeconds, POLLS);
    return Promise.resolve({
      notes,
      live: figures,
      earliestArrival: stopToStop(router, input.date),
      paired: { label: 'ours (static)', make: () => stopToStop(staticRouter, input.date) },
    });
  },
};
