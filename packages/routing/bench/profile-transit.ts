/**
 * `node --cpu-prof --import tsx packages/routing/bench/profile-transit.ts`: our router alone on the
 * bench's network and questions, in one process, for a CPU profile of the transit search.
 *   BENCH_SCALE (default 1), BENCH_QUERIES (default 1000)
 */
import { buildTimetable, TransitRouter } from '../src/index.js';
import { SYNTHETIC_QUERY_DATE } from '../src/synthetic/national-network.js';
import { dayNumberOf, serviceDayStart } from '../src/time/service-day.js';
import { benchFeed, QUESTION_SEED, SLACK_SECONDS, WARMUP_QUESTIONS } from './feeds.js';
import { latency, wallAndCpu } from './measure.js';
import { randomQuestions } from './questions.js';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const count = Number(process.env.BENCH_QUERIES ?? 1000);
const feed = benchFeed('synthetic', scale).make();
const { timetable } = buildTimetable(feed, { transferSlackSeconds: SLACK_SECONDS });
const router = new TransitRouter(timetable);
const dayStart = serviceDayStart(dayNumberOf(SYNTHETIC_QUERY_DATE), timetable.timezone);
const questions = randomQuestions(feed, count + WARMUP_QUESTIONS, QUESTION_SEED);
const ask = (i: number): number => {
  const q = questions[i]!;
  return router.planBetweenStops({
    fromStopId: q.fromStopId,
    toStopId: q.toStopId,
    time: (dayStart + q.departure) * 1000,
  }).length;
};
for (let i = 0; i < WARMUP_QUESTIONS; i++) ask(i);
const samples: number[] = [];
const { wallMs, cpuMs } = await wallAndCpu(() => {
  for (let i = WARMUP_QUESTIONS; i < questions.length; i++) {
    const t = performance.now();
    ask(i);
    samples.push(performance.now() - t);
  }
});
const l = latency(samples);
console.log(
  `${count} questions: ${wallMs.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU; p50 ${l.p50.toFixed(2)} ms, p95 ${l.p95.toFixed(2)} ms, mean ${l.mean.toFixed(2)} ms`,
);
