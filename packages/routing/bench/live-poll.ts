/**
 * What one poll of a live feed costs the server (every 30 s), thread by thread as the server splits it:
 * on the feed's own thread the bytes decoded, the updates placed on the timetable, the live timetable and
 * its router's graphs made; then the hand-over (a structured clone that moves the typed arrays, as
 * postMessage does: here both ends in one thread, so it counts whole against the request thread); on the
 * request thread the live times and planner put together from what came over. The producer's encoding is
 * timed too, for the feed's size. Polled several times: the first poll also builds what is kept per
 * timetable (the trip index), the later ones are what the server pays from then on.
 */
import type { TransitRouter } from '../src/index.js';
import {
  decodeFeed,
  encodeFeed,
  EstimatedRoadRouter,
  livePlannerFromParts,
  LiveTimes,
  MultimodalPlanner,
  prepareLiveNetwork,
  transferablesOf,
  type LiveTripUpdate,
  type Timetable,
} from '../src/index.js';
import { canMeasureHeap, cpuMs, heapUsed, now } from './measure.js';

export const POLL_STAGES = [
  'encodeFeed (producer)',
  'decodeFeed (feed thread)',
  'LiveTimes.fromFeed (feed thread)',
  'liveTimetable + router graphs (feed thread)',
  'hand-over, both ends (request thread)',
  'live times + planner from parts (request thread)',
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
function onePoll(
  base: { router: TransitRouter; planner: MultimodalPlanner; roads: EstimatedRoadRouter },
  tripUpdates: LiveTripUpdate[],
  nowSeconds: number,
) {
  const timetable = base.router.timetable;
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
  const feed = stage('decodeFeed (feed thread)', () => decodeFeed(bytes));
  const { live, unmatched } = stage('LiveTimes.fromFeed (feed thread)', () =>
    LiveTimes.fromFeed(timetable, feed, nowSeconds),
  );
  const parts = stage('liveTimetable + router graphs (feed thread)', () =>
    prepareLiveNetwork(timetable, live)!,
  );
  const sent = { times: live.toData(), parts };
  // What the feed thread left behind is its own heap's garbage in the server: collected here first, so it
  // does not count against the request thread's stages.
  (globalThis as { gc?: () => void }).gc?.();
  const received = stage('hand-over, both ends (request thread)', () =>
    structuredClone(sent, { transfer: transferablesOf(sent) }),
  );
  const made = stage('live times + planner from parts (request thread)', () => ({
    times: LiveTimes.fromData(timetable, received.times),
    ...livePlannerFromParts(base, received.parts),
  }));
  return {
    costs,
    feedBytes: bytes.length,
    unmatched,
    made,
    copies: received.parts.arrays.liveCopyOf?.length ?? 0,
  };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Polls `polls` times (at least once); answers with the last poll's router and live timetable. */
export function measurePolls(
  base: Timetable,
  /** The static router on `base`, whose stop look-ups and hubs the live one shares, as the server's does. */
  baseRouter: TransitRouter,
  feed: { tripUpdates: LiveTripUpdate[]; stopUpdates: number; counts: Record<string, number> },
  nowSeconds: number,
  polls: number,
): { figures: LiveFigures; router: TransitRouter; timetable: Timetable } {
  const costs: Costs[] = [];
  let last: ReturnType<typeof onePoll> | undefined;
  let extraHeapBytes: number | undefined;
  const roads = new EstimatedRoadRouter();
  const region = { router: baseRouter, roads, planner: new MultimodalPlanner(baseRouter, roads) };
  for (let i = 0; i < Math.max(1, polls); i++) {
    // The previous poll's live timetable is let go first, as the server lets go of it once replaced.
    last = undefined;
    const before = heapUsed();
    last = onePoll(region, feed.tripUpdates, nowSeconds);
    if (canMeasureHeap) extraHeapBytes = heapUsed() - before;
    costs.push(last.costs);
  }
  const { made, unmatched, feedBytes, copies } = last!;
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
    trips: { static: base.tripIds.length, live: made.timetable.patternTripOffset.at(-1)! },
    liveCopies: copies,
    cancelled: countCancelled(made.times),
  };
  return { figures, router: made.router, timetable: made.timetable };
}

function countCancelled(times: LiveTimes): number {
  let cancelled = 0;
  for (const trip of times.values()) if (trip.cancelled) cancelled++;
  return cancelled;
}
