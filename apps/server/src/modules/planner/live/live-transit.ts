import type { FastifyBaseLogger } from 'fastify';
import {
  decodeFeed,
  LiveTimes,
  type LiveAlert,
  type LiveFeed,
  type Timetable,
  type UnmatchedCounts,
} from '@achterhoek/routing';
import type { Clock } from '../../../platform/clock.js';

/**
 * Whether the planner has live times: `fresh` when the last message is younger than the stale limit;
 * `stale` when the feed answers but its message is older (the producer stopped); `down` when it has not
 * answered within that limit; `off` when no feed is configured. Anything but fresh plans on the timetable.
 */
export type LiveTransitStatus = 'fresh' | 'stale' | 'down' | 'off';

export interface LiveTransitState {
  status: LiveTransitStatus;
  /** The live times to plan with: none unless fresh. */
  times: LiveTimes;
  /** Service alerts in force (none unless fresh). */
  alerts: LiveAlert[];
  /** When the message in use was made, epoch seconds. */
  producedAt?: number;
}

export interface LiveTransitOptions {
  timetable: Timetable;
  clock: Clock;
  log: FastifyBaseLogger;
  /**
   * The feed's addresses, asked at every poll (the simulator's port is known once the server listens);
   * trip updates and alerts may be separate, as in the national feed. None: off.
   */
  urls: () => string[];
  /** A message older than this changes nothing. */
  staleAfterMs: number;
  /** Longest wait for one answer. */
  timeoutMs?: number;
  /** Largest message read, in bytes: the national trip updates are a few megabytes. */
  maxBytes?: number;
  fetch?: typeof fetch;
}

/** How polls ended, counted for /metrics. */
export type PollOutcome = 'fresh' | 'stale' | 'unreachable' | 'malformed';

export interface LiveTransit {
  /** Reads every feed address once and keeps what it found ('off' without addresses); never throws. */
  poll(): Promise<PollOutcome | 'off'>;
  state(): LiveTransitState;
  /**
   * Polls so far by how they ended, trips placed, updates that matched nothing, and when the newest
   * message read was made (epoch seconds; also when it was too old to use).
   */
  counts(): {
    polls: Record<PollOutcome, number>;
    trips: number;
    unmatched: UnmatchedCounts;
    lastProducedAt?: number;
  };
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The live public-transport feed as the planner sees it: polled from its addresses (GTFS-Realtime
 * protobuf), matched to the region's timetable, and kept until it is older than the stale limit. A feed
 * that cannot be reached, or answers with something that is not a FeedMessage, leaves the last good
 * message in use while it is fresh, and says so in the log; after that the planner plans on the timetable.
 */
export function createLiveTransit(options: LiveTransitOptions): LiveTransit {
  const { timetable, clock, log, urls, staleAfterMs } = options;
  const fetchFeed = options.fetch ?? fetch;
  const polls: Record<PollOutcome, number> = { fresh: 0, stale: 0, unreachable: 0, malformed: 0 };
  let unmatched: UnmatchedCounts = { unknownTrip: 0, notRunning: 0 };
  let kept: { times: LiveTimes; alerts: LiveAlert[]; producedAt: number } | undefined;
  let lastAnswerAt: number | undefined;
  let lastProducedAt: number | undefined;
  let lastOutcome: PollOutcome | undefined;
  const none = LiveTimes.none(timetable);

  const isFresh = (producedAt: number) => clock.nowMs() - producedAt * 1000 <= staleAfterMs;

  async function read(url: string): Promise<LiveFeed> {
    const response = await fetchFeed(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      headers: { accept: 'application/x-protobuf' },
    });
    if (!response.ok) throw new FeedUnreachable(`${url} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > (options.maxBytes ?? DEFAULT_MAX_BYTES))
      throw new FeedUnreachable(`${url} sent ${length} bytes`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return decodeFeed(bytes);
  }

  async function poll(): Promise<PollOutcome | 'off'> {
    const addresses = urls();
    if (addresses.length === 0) return 'off';
    let feeds: LiveFeed[];
    try {
      feeds = await Promise.all(addresses.map(read));
    } catch (error) {
      const outcome: PollOutcome = (error as Error).name === 'LiveFeedError' ? 'malformed' : 'unreachable';
      polls[outcome] += 1;
      // Said once when it starts failing, not at every poll of an outage.
      if (lastOutcome !== outcome)
        log.warn(
          { err: error, outcome },
          'live transit feed not read; keeping the last good message while it is fresh',
        );
      lastOutcome = outcome;
      return outcome;
    }
    lastAnswerAt = clock.nowMs();
    const producedAt = Math.min(...feeds.map((feed) => feed.producedAt ?? Math.floor(clock.nowMs() / 1000)));
    lastProducedAt = producedAt;
    if (!isFresh(producedAt)) {
      polls.stale += 1;
      if (lastOutcome !== 'stale')
        log.warn({ producedAt }, 'live transit feed is stale; planning on the timetable');
      lastOutcome = 'stale';
      kept = undefined;
      return 'stale';
    }
    const merged = {
      tripUpdates: feeds.flatMap((feed) => feed.tripUpdates),
      alerts: feeds.flatMap((feed) => feed.alerts),
    };
    const skipped = feeds.reduce((sum, feed) => sum + feed.skipped, 0);
    const placed = LiveTimes.fromFeed(timetable, merged, Math.floor(clock.nowMs() / 1000));
    unmatched = placed.unmatched;
    kept = { times: placed.live, alerts: merged.alerts, producedAt };
    if (lastOutcome !== 'fresh') {
      log.info({ trips: placed.live.size, skipped, ...placed.unmatched }, 'live transit feed read');
    }
    lastOutcome = 'fresh';
    polls.fresh += 1;
    return 'fresh';
  }

  function state(): LiveTransitState {
    if (urls().length === 0) return { status: 'off', times: none, alerts: [] };
    if (kept && isFresh(kept.producedAt)) {
      return { status: 'fresh', times: kept.times, alerts: kept.alerts, producedAt: kept.producedAt };
    }
    const answering = lastAnswerAt !== undefined && clock.nowMs() - lastAnswerAt <= staleAfterMs;
    return { status: answering ? 'stale' : 'down', times: none, alerts: [] };
  }

  return {
    poll,
    state,
    counts: () => ({
      polls: { ...polls },
      trips: kept?.times.size ?? 0,
      unmatched: { ...unmatched },
      ...(lastProducedAt !== undefined ? { lastProducedAt } : {}),
    }),
  };
}

class FeedUnreachable extends Error {
  override readonly name = 'FeedUnreachable';
}
