/** Loads one router and asks it the questions, one after another on this thread. */
import type { LiveFigures } from './live-poll.js';
import type { Latency } from './measure.js';
import { canMeasureHeap, cpuMs, heapUsed, latency, now } from './measure.js';
import type { BenchInput, Contender, LoadedRouter } from './peers/contender.js';
import type { Question } from './questions.js';

type Answer = number | undefined | null;

export interface ContenderResult {
  name: string;
  error?: string;
  loadMs: number;
  /** Heap (plus array buffers) the loaded router keeps, after a full GC; RSS growth without --expose-gc. */
  memoryBytes: number;
  memoryKind: 'heap' | 'rss';
  notes: Record<string, string>;
  latency?: Latency;
  /** CPU time (user + system) of this process per question, beside the wall time of `latency`. */
  cpuLatency?: Latency;
  /** Wall and CPU time of all questions together. */
  totalWallMs?: number;
  totalCpuMs?: number;
  /** Earliest arrival per question (seconds after the service day's start); null when not asked. */
  answers: Answer[];
  asked: number;
  /** Vehicles behind each answer, from routers that report them (vehiclesOfLastAnswer); null elsewhere. */
  vehicles?: (number | null)[];
  variant?: { label: string; answers: Answer[]; latency: Latency };
  live?: LiveFigures;
  /** The asked questions again, to this router and its pair in turns (LoadedRouter.paired). */
  paired?: PairedResult;
}

export interface PairedResult {
  label: string;
  asked: number;
  /** This router's and the pair's wall and CPU time per question. */
  main: { latency: Latency; cpuLatency: Latency };
  pair: { latency: Latency; cpuLatency: Latency };
  /** The pair's answers, for the questions asked. */
  answers: Answer[];
}

export async function runContender(
  input: BenchInput,
  contender: Contender,
  warmup: readonly Question[],
  questions: readonly Question[],
  /** Stop asking after this long, so one slow router cannot hold up the bench for hours. */
  budgetMs: number,
  progress: (line: string) => void,
): Promise<ContenderResult> {
  progress(`  ${contender.name}: loading…`);
  const heapBefore = heapUsed();
  const rssBefore = process.memoryUsage().rss;
  const start = now();
  let loaded;
  try {
    loaded = await contender.load(input);
  } catch (e) {
    const error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    progress(`  ${contender.name}: failed to load: ${error}`);
    return {
      name: contender.name,
      error,
      loadMs: now() - start,
      memoryBytes: 0,
      memoryKind: 'heap',
      notes: {},
      answers: [],
      asked: 0,
    };
  }
  const loadMs = now() - start;
  const memoryBytes = canMeasureHeap ? heapUsed() - heapBefore : process.memoryUsage().rss - rssBefore;
  progress(
    `  ${contender.name}: loaded in ${(loadMs / 1000).toFixed(1)} s; ${warmup.length} warm-up questions…`,
  );
  for (const q of warmup) loaded.earliestArrival(q);
  progress(`  ${contender.name}: asking ${questions.length} questions…`);
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const answers: Answer[] = questions.map(() => null);
  const vehicles = loaded.vehiclesOfLastAnswer ? questions.map((): number | null => null) : undefined;
  const began = now();
  const cpuBegan = cpuMs();
  let error: string | undefined;
  for (let i = 0; i < questions.length && now() - began < budgetMs; i++) {
    const t = now();
    const c = cpuMs();
    try {
      answers[i] = loaded.earliestArrival(questions[i]!);
    } catch (e) {
      error = `question ${i} threw: ${e instanceof Error ? e.message : String(e)}`;
      break;
    }
    cpuSamples.push(cpuMs() - c);
    samples.push(now() - t);
    if (vehicles) vehicles[i] = loaded.vehiclesOfLastAnswer!();
  }
  const totalWallMs = now() - began;
  const totalCpuMs = cpuMs() - cpuBegan;
  const result: ContenderResult = {
    name: contender.name,
    loadMs,
    memoryBytes,
    memoryKind: canMeasureHeap ? 'heap' : 'rss',
    notes: loaded.notes,
    latency: latency(samples),
    cpuLatency: latency(cpuSamples),
    totalWallMs,
    totalCpuMs,
    answers,
    asked: samples.length,
  };
  if (vehicles) result.vehicles = vehicles;
  if (error) result.error = error;
  const variant = loaded.variant;
  if (variant) {
    const variantSamples: number[] = [];
    const variantAnswers = answers.map((a, i) => {
      if (a === null) return null;
      const t = now();
      const answer = variant.earliestArrival(questions[i]!);
      variantSamples.push(now() - t);
      return answer;
    });
    result.variant = { label: variant.label, answers: variantAnswers, latency: latency(variantSamples) };
  }
  if (loaded.live) result.live = loaded.live;
  if (loaded.paired) {
    progress(`  ${contender.name}: asking again, in turns with ${loaded.paired.label}…`);
    result.paired = askInTurns(
      loaded.earliestArrival,
      loaded.paired,
      warmup,
      questions.slice(0, samples.length),
    );
  }
  return result;
}

function askInTurns(
  main: (q: Question) => number | undefined,
  paired: NonNullable<LoadedRouter['paired']>,
  warmup: readonly Question[],
  questions: readonly Question[],
): PairedResult {
  const pair = paired.make();
  for (const q of warmup) pair(q);
  const wall = { main: [] as number[], pair: [] as number[] };
  const cpu = { main: [] as number[], pair: [] as number[] };
  const answers: Answer[] = [];
  const ask = (who: 'main' | 'pair', q: Question): number | undefined => {
    const t = now();
    const c = cpuMs();
    const answer = (who === 'main' ? main : pair)(q);
    cpu[who].push(cpuMs() - c);
    wall[who].push(now() - t);
    return answer;
  };
  questions.forEach((q, i) => {
    // Turn about who goes first, so neither always finds the other's data in the caches.
    if (i % 2 === 0) ask('main', q);
    answers.push(ask('pair', q));
    if (i % 2 === 1) ask('main', q);
  });
  return {
    label: paired.label,
    asked: questions.length,
    main: { latency: latency(wall.main), cpuLatency: latency(cpu.main) },
    pair: { latency: latency(wall.pair), cpuLatency: latency(cpu.pair) },
    answers,
  };
}
