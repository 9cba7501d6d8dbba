/**
 * `npm run bench:transit`: our router next to a plain connection scan (csa.ts, the baseline of issue 31),
 * raptor-journey-planner and minotor on the same feeds and the same seeded stop-to-stop questions. Every
 * latency is printed in wall time and in the process's CPU time (the machine may be shared). Prints figures; it is not a test. Needs no network. Each router runs
 * in a child process of its own (worker.ts, with --expose-gc for the heap figures).
 *
 * "ours-live" is our router on live times (issue 33): a seeded national GTFS-Realtime feed for the
 * questions' day (national-live-feed.ts: an update for every trip running 05:00–24:00, 1 % cancelled, most
 * a few minutes late, 4 % 5–30 min) is encoded, decoded, placed on the timetable (LiveTimes.fromFeed), made
 * into the live timetable (liveTimetable) and given a router, as the server does at every poll. It prints
 * the feed's size, each of those steps' wall and CPU time (first poll, and the median of the later ones),
 * the heap the live timetable adds, and its latencies beside ours on the static timetable: from the two
 * processes, and from one process asking both in turns (the fair ratio on a shared machine), against the
 * goal of live within 10 % of static.
 *
 *   BENCH_SCALE=0.1 npm run bench:transit     smaller synthetic network (default 1)
 *   BENCH_QUERIES=200 npm run bench:transit   fewer questions (default 1000)
 *   BENCH_ONLY=demo npm run bench:transit     one feed: synthetic or demo
 *   BENCH_BUDGET_MINUTES=10                   stop asking a router after this long (default 10)
 *   BENCH_CONTENDERS=ours,ours-live           only these routers, comma-separated
 *                                             (default ours,ours-live,csa,raptor-journey-planner,minotor)
 *   BENCH_LIVE_POLLS=3                        how many times ours-live reads the feed (default 3)
 */
import { fork } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SYNTHETIC_QUERY_DATE } from '../src/synthetic/national-network.js';
import {
  benchFeed,
  FOOTPATHS,
  QUESTION_SEED,
  SLACK_SECONDS,
  WARMUP_QUESTIONS,
  type FeedKey,
} from './feeds.js';
import { timed } from './measure.js';
import { cachedZip, withFootpaths } from './peer-feed.js';
import { randomQuestions } from './questions.js';
import { csaReport } from './csa-report.js';
import { liveReport } from './live-report.js';
import { feedReport } from './report.js';
import type { ContenderResult } from './run-contender.js';
import type { WorkerSpec } from './worker.js';

const CONTENDERS = (
  process.env.BENCH_CONTENDERS ?? 'ours,ours-live,csa,raptor-journey-planner,minotor'
).split(',');
const scale = Number(process.env.BENCH_SCALE ?? 1);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const only = process.env.BENCH_ONLY;
const budgetMs = Number(process.env.BENCH_BUDGET_MINUTES ?? 10) * 60_000;
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const cpu = cpus();
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ` +
    `Node ${process.version} (${process.platform}/${process.arch})`,
);
console.log(
  `Questions: ${count} seeded departure-at stop-to-stop questions per feed, departing 06:00–20:00 on ` +
    `${SYNTHETIC_QUERY_DATE}, after ${WARMUP_QUESTIONS} warm-up questions; one question at a time, each router ` +
    `in a process of its own. Changes between vehicles: ${SLACK_SECONDS} s slack, footpaths up to ` +
    `${FOOTPATHS.radiusMeters} m (our walking model) for all routers.`,
);

function runWorker(spec: WorkerSpec): Promise<ContenderResult> {
  return new Promise((resolve) => {
    const child = fork(fileURLToPath(new URL('./worker.ts', import.meta.url)), [JSON.stringify(spec)], {
      execArgv: ['--expose-gc', ...process.execArgv],
    });
    let result: ContenderResult | undefined;
    child.on('message', (message) => {
      const r = message as ContenderResult;
      const unwire = (a: number | null | undefined): number | null | undefined => (a === -1 ? undefined : a);
      result = {
        ...r,
        answers: r.answers.map(unwire),
        ...(r.variant && { variant: { ...r.variant, answers: r.variant.answers.map(unwire) } }),
        ...(r.paired && { paired: { ...r.paired, answers: r.paired.answers.map(unwire) } }),
      };
    });
    child.on('exit', (code, signal) =>
      resolve(
        result ?? {
          name: spec.contender,
          error: `worker exited with ${signal ?? `code ${code}`} before answering`,
          loadMs: 0,
          memoryBytes: 0,
          memoryKind: 'heap',
          notes: {},
          answers: [],
          asked: 0,
        },
      ),
    );
  });
}

for (const key of ['synthetic', 'demo'] as const satisfies readonly FeedKey[]) {
  if (only && only !== key) continue;
  const f = benchFeed(key, scale);
  log(`${f.title}: generating…`);
  const { value: feed, ms: makeMs } = await timed(f.make);
  const { value: zip, ms: zipMs } = await timed(() =>
    cachedZip(`${key}-${scale}`, withFootpaths(feed, FOOTPATHS)),
  );
  const questions = randomQuestions(feed, count + WARMUP_QUESTIONS, QUESTION_SEED).slice(WARMUP_QUESTIONS);
  const results: ContenderResult[] = [];
  for (const contender of CONTENDERS) {
    results.push(await runWorker({ feed: key, scale, contender, zipPath: zip.path, count, budgetMs }));
  }
  const title =
    `\n== ${f.title}: ${feed.stops.length.toLocaleString('en')} stops, ${feed.routes.length.toLocaleString('en')} ` +
    `routes, ${feed.trips.length.toLocaleString('en')} trips, ${feed.stopTimes.length.toLocaleString('en')} stop ` +
    `times (made in ${(makeMs / 1000).toFixed(1)} s); GTFS zip for the peers ${(zip.bytes / 1e6).toFixed(1)} MB ` +
    `(${zip.written ? 'written' : 'cached'} in ${(zipMs / 1000).toFixed(1)} s) ==`;
  console.log(feedReport(title, results, questions));
  const baseline = csaReport(results, questions);
  if (baseline) console.log(baseline);
  const live = liveReport(results);
  if (live) console.log(live);
}
