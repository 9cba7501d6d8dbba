/**
 * One router on one feed, in a process of its own (started by transit.ts with --expose-gc), so each
 * router's memory is measured on a clean heap and no router runs in another's garbage.
 */
import { SYNTHETIC_QUERY_DATE } from '../src/synthetic/national-network.js';
import { benchFeed, QUESTION_SEED, SLACK_SECONDS, WARMUP_QUESTIONS, type FeedKey } from './feeds.js';
import { csa } from './csa.js';
import type { Contender } from './peers/contender.js';
import { minotor } from './peers/minotor.js';
import { ours } from './peers/ours.js';
import { oursLive } from './peers/ours-live.js';
import { raptorJourneyPlanner } from './peers/raptor-journey-planner.js';
import { randomQuestions } from './questions.js';
import { runContender } from './run-contender.js';

export interface WorkerSpec {
  feed: FeedKey;
  scale: number;
  contender: string;
  zipPath: string;
  count: number;
  budgetMs: number;
}

const CONTENDERS: readonly Contender[] = [ours, oursLive, csa, raptorJourneyPlanner, minotor];

const spec = JSON.parse(process.argv[2] ?? '{}') as WorkerSpec;
const contender = CONTENDERS.find((c) => c.name === spec.contender);
if (!contender || !process.send) throw new Error(`worker: unknown contender or no IPC: ${process.argv[2]}`);
const f = benchFeed(spec.feed, spec.scale);
const feed = f.make();
const questions = randomQuestions(feed, spec.count + WARMUP_QUESTIONS, QUESTION_SEED);
const input = {
  name: f.key,
  feed,
  zipPath: spec.zipPath,
  date: SYNTHETIC_QUERY_DATE,
  meta: f.meta,
  slackSeconds: SLACK_SECONDS,
};
const result = await runContender(
  input,
  contender,
  questions.slice(0, WARMUP_QUESTIONS),
  questions.slice(WARMUP_QUESTIONS),
  spec.budgetMs,
  (line) => void process.stderr.write(`${line}\n`),
);
// undefined does not survive IPC's JSON: send "no journey" as -1.
const wire = (a: number | undefined | null): number | null => (a === undefined ? -1 : a);
process.send(
  {
    ...result,
    answers: result.answers.map(wire),
    variant: result.variant && { ...result.variant, answers: result.variant.answers.map(wire) },
    paired: result.paired && { ...result.paired, answers: result.paired.answers.map(wire) },
  },
  () => process.exit(0),
);
