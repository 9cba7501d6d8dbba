import {
  decodeFeed,
  LiveTimes,
  prepareLiveNetwork,
  type LiveAlert,
  type LiveFeed,
  type LiveNetworkParts,
  type LiveTimesData,
  type Timetable,
  type UnmatchedCounts,
} from '@achterhoek/routing';

/** One poll's answers from the feed's addresses, to be read against the timetable. */
export interface FeedBytes {
  feeds: Uint8Array[];
  /** The clock's time of the poll (epoch ms): tests move it, so the reader never asks its own. */
  nowMs: number;
  /** A message older than this changes nothing. */
  staleAfterMs: number;
}

/** What reading one poll's messages came to. Plain data: it crosses from the reading thread. */
export type FeedReading =
  | { outcome: 'malformed'; message: string }
  | { outcome: 'stale'; producedAt: number }
  | {
      outcome: 'fresh';
      /** When the oldest of the messages was made, epoch seconds. */
      producedAt: number;
      /** Entities of the messages that could not be used. */
      skipped: number;
      alerts: LiveAlert[];
      unmatched: UnmatchedCounts;
      times: LiveTimesData;
      /** The live network to plan on; absent when the feed changes no trip's times. */
      network?: LiveNetworkParts;
    };

/**
 * Reads one poll's messages: decoded, judged fresh or stale by the oldest, and when fresh placed on the
 * timetable and the live network made. For a national feed this is seconds of work, so the server does it
 * on a thread of its own (live-feed-worker.ts), never where requests are answered.
 */
export function readFeeds(timetable: Timetable, { feeds, nowMs, staleAfterMs }: FeedBytes): FeedReading {
  let decoded: LiveFeed[];
  try {
    decoded = feeds.map((bytes) => decodeFeed(bytes));
  } catch (error) {
    return { outcome: 'malformed', message: (error as Error).message };
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  const producedAt = Math.min(...decoded.map((feed) => feed.producedAt ?? nowSeconds));
  if (nowMs - producedAt * 1000 > staleAfterMs) return { outcome: 'stale', producedAt };
  const tripUpdates = decoded.flatMap((feed) => feed.tripUpdates);
  const { live, unmatched } = LiveTimes.fromFeed(timetable, { tripUpdates }, nowSeconds);
  const network = prepareLiveNetwork(timetable, live);
  return {
    outcome: 'fresh',
    producedAt,
    skipped: decoded.reduce((sum, feed) => sum + feed.skipped, 0),
    alerts: decoded.flatMap((feed) => feed.alerts),
    unmatched,
    times: live.toData(),
    ...(network ? { network } : {}),
  };
}
