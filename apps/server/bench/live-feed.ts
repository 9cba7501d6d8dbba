/**
 * `npm run bench:live`: what the server's request thread feels while it reads a national live feed (issue
 * 33), side by side: the whole reading on the request thread (as before decision 67) and on the feed's own
 * thread (live/feed-thread.ts, as the server does now). While each poll runs, a stop-to-stop search is asked
 * every 50 ms, as requests would come; the figures are how late those answers come (waiting + searching),
 * the longest the request thread was unavailable, and its busy time besides the searches (event loop
 * utilisation). The network
 * is the synthetic national one (217,309 trips) and the feed a seeded national feed's worth of delays
 * (146,332 trip updates, 14.3 MB of protobuf), as `bench:transit`'s ours-live reads. Prints; not a test.
 *
 *   BENCH_LIVE_POLLS=3   polls per way (default 3; the first also builds what is kept per timetable)
 */
import os from 'node:os';
import {
  buildTimetable,
  encodeFeed,
  EstimatedRoadRouter,
  livePlannerFromParts,
  LiveTimes,
  MultimodalPlanner,
  shareTimetable,
  TransitRouter,
  type Timetable,
} from '@achterhoek/routing';
import { generateSyntheticNetwork, SYNTHETIC_QUERY_DATE } from '@achterhoek/routing/synthetic';
import { latency, percentile } from '../../../packages/routing/bench/measure.js';
import { table } from '../../../packages/routing/bench/report.js';
import { LIVE_FEED_SEED, nationalLiveFeed } from '../../../packages/routing/bench/national-live-feed.js';
import { readFeeds, type FeedBytes, type FeedReading } from '../src/modules/planner/live/feed-reading.js';
import { startFeedThread } from '../src/modules/planner/live/feed-thread.js';

const POLLS = Number(process.env.BENCH_LIVE_POLLS ?? 3);
const SEARCH_EVERY_MS = 50;

const cpu = os.cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version}`,
);
console.log('Synthetic national network: generating, building the timetable…');
const timetable = shareTimetable(buildTimetable(generateSyntheticNetwork({ seed: 1 })).timetable);
const router = new TransitRouter(timetable);
const roads = new EstimatedRoadRouter();
const region = { router, roads, planner: new MultimodalPlanner(router, roads) };
// The feed is read at noon of the questions' day, as bench:transit's ours-live reads it.
const dayStartMs = Date.UTC(2026, 10, 23, 23);
const nowMs = dayStartMs + 12 * 3600_000;
const feed = nationalLiveFeed(timetable, SYNTHETIC_QUERY_DATE, LIVE_FEED_SEED);
const bytes = encodeFeed({ tripUpdates: feed.tripUpdates, alerts: [], producedAt: nowMs / 1000 });
console.log(
  `${timetable.tripIds.length.toLocaleString('en')} trips; feed: ${feed.tripUpdates.length.toLocaleString('en')} ` +
    `trip updates, ${(bytes.length / 1e6).toFixed(1)} MB`,
);

/** Seeded stop pairs for the searches asked during a poll (served stops only). */
function stopPairs(t: Timetable, count: number): [string, string][] {
  const served: string[] = [];
  for (let s = 0; s < t.stopIds.length; s++)
    if (t.stopPatternOffset[s + 1]! > t.stopPatternOffset[s]!) served.push(t.stopIds[s]!);
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) % served.length;
  return Array.from({ length: count }, () => [served[next()]!, served[next()]!]);
}
const pairs = stopPairs(timetable, 400);

type Way = (poll: FeedBytes) => Promise<FeedReading>;
const thread = startFeedThread(timetable);
const WAYS: { name: string; read: Way }[] = [
  { name: 'on the request thread (before)', read: async (poll) => readFeeds(timetable, poll) },
  { name: 'on its own thread (now)', read: (poll) => thread.read(poll) },
];

interface PollFigures {
  wallMs: number;
  /** The request thread's busy time during the poll (event loop utilisation × wall), less the searches'. */
  busyMs: number;
  longestStallMs: number;
  /** Per search due during the poll: from when it was due to its answer. */
  answerMs: number[];
}

async function onePoll(read: Way): Promise<PollFigures> {
  const answerMs: number[] = [];
  let searchingMs = 0;
  let lastTick = performance.now();
  let longestStallMs = 0;
  const stallTimer = setInterval(() => {
    const at = performance.now();
    longestStallMs = Math.max(longestStallMs, at - lastTick);
    lastTick = at;
  }, 1);
  const started = performance.now();
  const elu = performance.eventLoopUtilization();
  // Searches fall due every 50 ms from the poll's start; one that could not run when due runs as soon as
  // the thread is free, and its answer counts from when it was due. Asked until every search due before
  // the poll ended is answered.
  let due = started + SEARCH_EVERY_MS;
  let asked = 0;
  let pollEnded = Number.POSITIVE_INFINITY;
  let allAnswered!: () => void;
  const answered = new Promise<void>((resolve) => (allAnswered = resolve));
  const ask = () => {
    const [from, to] = pairs[asked++ % pairs.length]!;
    const searchStart = performance.now();
    region.router.planBetweenStops({ fromStopId: from, toStopId: to, time: dayStartMs + 8 * 3600_000 });
    const at = performance.now();
    searchingMs += at - searchStart;
    answerMs.push(at - due);
    due += SEARCH_EVERY_MS;
    if (due > pollEnded) allAnswered();
    else setTimeout(ask, Math.max(0, due - performance.now()));
  };
  setTimeout(ask, SEARCH_EVERY_MS);
  const reading = await read({ feeds: [new Uint8Array(bytes)], nowMs, staleAfterMs: 300_000 });
  if (reading.outcome !== 'fresh') throw new Error(`the poll ended ${reading.outcome}`);
  // What the request thread does with it in the server (live-transit.ts): the live times and planner.
  LiveTimes.fromData(timetable, reading.times);
  if (reading.network) livePlannerFromParts(region, reading.network);
  pollEnded = performance.now();
  const wallMs = pollEnded - started;
  const busyMs = performance.eventLoopUtilization(elu).utilization * wallMs - searchingMs;
  if (due > pollEnded) allAnswered();
  await answered;
  clearInterval(stallTimer);
  return { wallMs, busyMs, longestStallMs: Math.max(longestStallMs, pollEnded - lastTick), answerMs };
}

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const rows: string[][] = [
  [
    'reading the feed',
    'poll wall ms',
    'request thread busy ms (no searches)',
    'longest stall ms',
    'searches',
    'answer p50 ms',
    'p95 ms',
    'max ms',
  ],
];
for (const way of WAYS) {
  console.log(`Polling ${way.name}…`);
  const polls: PollFigures[] = [];
  for (let i = 0; i < Math.max(1, POLLS); i++) polls.push(await onePoll(way.read));
  // The first poll also builds what is kept per timetable (the trip index): the later ones are the rule.
  const later = polls.length > 1 ? polls.slice(1) : polls;
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const answers = later.flatMap((p) => p.answerMs);
  const answer = latency(answers);
  rows.push([
    way.name,
    ms(median(later.map((p) => p.wallMs))),
    ms(median(later.map((p) => p.busyMs))),
    ms(median(later.map((p) => p.longestStallMs))),
    String(answers.length),
    ms(answer.p50),
    ms(answer.p95),
    ms(Math.max(...answers)),
  ]);
}
await thread.close();

console.log(
  `\nPer poll (median of polls 2–${Math.max(1, POLLS)}); a search asked every ${SEARCH_EVERY_MS} ms meanwhile:`,
);
console.log(table(rows));
