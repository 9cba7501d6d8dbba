/**
 * What one poll of a live feed costs the server (every 30 s): the feed's bytes read, its updates placed on
 * the timetable, the live timetable made and a router built on it. The producer's encoding is timed too,
 * for the feed's size. Polled several times: the first poll also builds what is kept per timetable (the
 * trip index), the later ones are what the server pays from then on.
 */
import {
  decodeFeed,
  encodeFeed,
  liveTimetable,
  LiveTimes,
  TransitRouter,
  type LiveTripUpdate,
  type Timetable,
} from '../src/index.js';
import { canMeasureHeap, cpuMs, heapUsed, now } from './measure.js';

export const POLL_STAGES = [
  'encodeFeed (producer)',
  'decodeFeed',
  'LiveTimes.fromFeed',
  'liveTimetable',
  'new TransitRouter',
] as const;

export interface StageCost {
  stage: (typeof POLL_STAGES)[number];
  first: { wallMs: number; cpuMs: number };
  /** The median of the later polls; undefined after one poll. */
  later?: { wallMs: number; cpuMs: number };
}

/** Sent from the worker with the contender's result, so plain numbers only. */
export interface LiveFigures {
  tripUpdates: number;
  stopUpdates: number;
  counts: Record<string, number>;
  feedBytes: number;
  polls: number;
  stages: StageCost[];
  /** Heap the live times, live timetable and router keep beside the static timetable, after a full GC. */
  extraHeapBytes?: number;
  unmatched: { unknownTrip: number; notRunning: number };
  patterns: { static: number; live: number };
  trips: { static: number; live: number };
  liveCopies: number;
  cancelled: number;
}

type Costs = Record<(typeof POLL_STAGES)[number], { wallMs: number; cpuMs: number }>;

// Synchronous throughout: an async function's suspended frame can hold on to the previous poll's
// result, which would then count in the next poll's "before" heap.
function onePoll(base: Timetable, tripUpdates: LiveTripUpdate[], nowSeconds: number) {
  const costs = {} as Costs;
  const stage = <T>(name: keyof Costs, work: () => T): T => {
    const wall = now();
    const cpu = cpuMs();
    const value = work();
    costs[name] = { wallMs: now() - wall, cpuMs: cpuMs() - cpu };
    return value;
  };
  const bytes = stage('encodeFeed (producer)', () =>
    encodeFeed({ tripUpdates, alerts: [], producedAt: nowSeconds }),
  );
  const feed = stage('decodeFeed', () => decodeFeed(bytes));
  const { live, unmatched } = stage('LiveTimes.fromFeed', () => LiveTimes.fromFeed(base, feed, nowSeconds));
  const made = stage('liveTimetable', () => liveTimetable(base, live));
  const router = stage('new TransitRouter', () => new TransitRouter(made.timetable));
  return { costs, feedBytes: bytes.length, live, unmatched, made, router };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Polls `polls` times (at least once); answers with the last poll's router and live timetable. */
export function measurePolls(
  base: Timetable,
  feed: { tripUpdates: LiveTripUpdate[]; stopUpdates: number; counts: Record<string, number> },
  nowSeconds: number,
  polls: number,
): { figures: LiveFigures; router: TransitRouter; timetable: Timetable } {
  const costs: Costs[] = [];
  let last: ReturnType<typeof onePoll> | undefined;
  let extraHeapBytes: number | undefined;
  for (let i = 0; i < Math.max(1, polls); i++) {
    // The previous poll's live timetable is let go first, as the server lets go of it once replaced.
    last = undefined;
    const before = heapUsed();
    last = onePoll(base, feed.tripUpdates, nowSeconds);
    if (canMeasureHeap) extraHeapBytes = heapUsed() - before;
    costs.push(last.costs);
  }
  const { made, router, unmatched, feedBytes } = last!;
  const later = costs.slice(1);
  const figures: LiveFigures = {
    tripUpdates: feed.tripUpdates.length,
    stopUpdates: feed.stopUpdates,
    counts: feed.counts,
    feedBytes,
    polls: costs.length,
    stages: POLL_STAGES.map((stage) => ({
      stage,
      first: costs[0]![stage],
      ...(later.length > 0 && {
        later: {
          wallMs: median(later.map((c) => c[stage].wallMs)),
          cpuMs: median(later.map((c) => c[stage].cpuMs)),
        },
      }),
    })),
    ...(extraHeapBytes !== undefined && { extraHeapBytes }),
    unmatched,
    patterns: { static: base.patternRoute.length, live: made.timetable.patternRoute.length },
    trips: { static: base.tripIds.length, live: made.timetable.tripIds.length },
    liveCopies: made.liveCopies.size,
    cancelled: made.cancelled.size,
  };
  return { figures, router, timetable: made.timetable };
}
