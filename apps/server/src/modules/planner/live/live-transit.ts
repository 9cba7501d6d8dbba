import type { FastifyBaseLogger } from 'fastify';
import {
  livePlannerFromParts,
  LiveTimes,
  type LiveAlert,
  type MultimodalPlanner,
  type UnmatchedCounts,
} from '@achterhoek/routing';
import type { Clock } from '../../../platform/clock.js';
import type { PlannerRegion } from '../shared/index.js';
import { startFeedThread, type FeedThread } from './feed-thread.js';

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
  /** The planner on the live times, when fresh and the feed changes any trip's times. */
  planner?: MultimodalPlanner;
}

export interface LiveTransitOptions {
  region: Pick<PlannerRegion, 'router' | 'planner' | 'roads'>;
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
  /** Where the messages are read (a worker thread by default). */
  thread?: FeedThread;
}

/**
 * How polls ended, counted for /metrics; `failed`: the messages were read but the thread reading them
 * failed (a bug or too little memory), which the log tells.
 */
export type PollOutcome = 'fresh' | 'stale' | 'unreachable' | 'malformed' | 'failed';

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
  /** Stops the thread that reads the feed. */
  close(): Promise<void>;
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
  const { region, clock, log, urls, staleAfterMs } = options;
  const timetable = region.router.timetable;
  const fetchFeed = options.fetch ?? fetch;
  const thread = options.thread ?? startFeedThread(timetable);
  const polls: Record<PollOutcome, number> = { fresh: 0, stale: 0, unreachable: 0, malformed: 0, failed: 0 };
  let unmatched: UnmatchedCounts = { unknownTrip: 0, notRunning: 0 };
  let kept:
    { times: LiveTimes; alerts: LiveAlert[]; producedAt: number; planner?: MultimodalPlanner } | undefined;
  let lastAnswerAt: number | undefined;
  let lastProducedAt: number | undefined;
  let lastOutcome: PollOutcome | undefined;
  const none = LiveTimes.none(timetable);

  const isFresh = (producedAt: number) => clock.nowMs() - producedAt * 1000 <= staleAfterMs;

  async function fetchBytes(url: string): Promise<Uint8Array> {
    const response = await fetchFeed(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      headers: { accept: 'application/x-protobuf' },
    });
    if (!response.ok) throw new FeedUnreachable(`${url} answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > (options.maxBytes ?? DEFAULT_MAX_BYTES))
      throw new FeedUnreachable(`${url} sent ${length} bytes`);
    return new Uint8Array(await response.arrayBuffer());
  }

  /** Counts the poll's outcome; a failing one is said once when it starts, not at every poll of an outage. */
  function ended(outcome: PollOutcome, problem?: { err?: unknown; producedAt?: number }): PollOutcome {
    polls[outcome] += 1;
    if (outcome === 'stale' && lastOutcome !== 'stale')
      log.warn({ producedAt: problem?.producedAt }, 'live transit feed is stale; planning on the timetable');
    else if (outcome !== 'fresh' && outcome !== 'stale' && lastOutcome !== outcome)
      log.warn(
        { err: problem?.err, outcome },
        'live transit feed not read; keeping the last good message while it is fresh',
      );
    lastOutcome = outcome;
    return outcome;
  }

  async function poll(): Promise<PollOutcome | 'off'> {
    const addresses = urls();
    if (addresses.length === 0) return 'off';
    let feeds: Uint8Array[];
    try {
      feeds = await Promise.all(addresses.map(fetchBytes));
    } catch (error) {
      return ended('unreachable', { err: error });
    }
    let reading;
    try {
      reading = await thread.read({ feeds, nowMs: clock.nowMs(), staleAfterMs });
    } catch (error) {
      return ended('failed', { err: error });
    }
    if (reading.outcome === 'malformed') return ended('malformed', { err: new Error(reading.message) });
    lastAnswerAt = clock.nowMs();
    lastProducedAt = reading.producedAt;
    if (reading.outcome === 'stale') {
      kept = undefined;
      return ended('stale', { producedAt: reading.producedAt });
    }
    unmatched = reading.unmatched;
    kept = {
      times: LiveTimes.fromData(timetable, reading.times),
      alerts: reading.alerts,
      producedAt: reading.producedAt,
      // Made on this thread from the parts the reading thread made: milliseconds, not seconds.
      ...(reading.network ? { planner: livePlannerFromParts(region, reading.network).planner } : {}),
    };
    if (lastOutcome !== 'fresh') {
      log.info(
        { trips: kept.times.size, skipped: reading.skipped, ...reading.unmatched },
        'live transit feed read',
      );
    }
    return ended('fresh');
  }

  function state(): LiveTransitState {
    if (urls().length === 0) return { status: 'off', times: none, alerts: [] };
    if (kept && isFresh(kept.producedAt)) {
      const { times, alerts, producedAt, planner } = kept;
      return { status: 'fresh', times, alerts, producedAt, ...(planner ? { planner } : {}) };
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
    close: () => thread.close(),
  };
}

class FeedUnreachable extends Error {
  override readonly name = 'FeedUnreachable';
}
