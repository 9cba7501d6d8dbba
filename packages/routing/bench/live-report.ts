/**
 * Issue 33's figures: what reading a national live feed costs the server per poll, and ours on live times
 * beside ours on the static timetable (the goal: the live search within 10 % of the static one).
 */
import type { Latency } from './measure.js';
import { table } from './report.js';
import type { ContenderResult } from './run-contender.js';

/** The issue's goal: live latency at most this many times the static one. */
const GOAL_RATIO = 1.1;

const ms = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1);
const count = (n: number): string => n.toLocaleString('en');
const STATISTICS = ['mean', 'p50', 'p95', 'p99'] as const;

function latencyRow(name: string, asked: number, wall?: Latency, cpu?: Latency): string[] {
  return [
    name,
    String(asked),
    ...STATISTICS.map((s) => ms(wall?.[s])),
    ...STATISTICS.map((s) => ms(cpu?.[s])),
  ];
}

/** live/static per statistic, marked where it misses the goal. */
function ratioRow(name: string, live: [Latency?, Latency?], base: [Latency?, Latency?]): string[] {
  const cells = [0, 1].flatMap((k) =>
    STATISTICS.map((s) => {
      const a = live[k]?.[s];
      const b = base[k]?.[s];
      if (a === undefined || b === undefined || !(b > 0)) return '–';
      const r = a / b;
      return `${r.toFixed(2)}×${r > GOAL_RATIO ? ' !' : ''}`;
    }),
  );
  return [name, '', ...cells];
}

function pollSection(live: NonNullable<ContenderResult['live']>): string[] {
  const c = live.counts;
  const rows = [['per poll', 'first wall ms', 'first CPU ms', 'later wall ms', 'later CPU ms']];
  const sums = new Map<
    string,
    { first: { wallMs: number; cpuMs: number }; later: { wallMs: number; cpuMs: number } }
  >();
  for (const s of live.stages) {
    rows.push([s.stage, ms(s.first.wallMs), ms(s.first.cpuMs), ms(s.later?.wallMs), ms(s.later?.cpuMs)]);
    const thread = /\((feed thread|request thread)\)/.exec(s.stage)?.[1];
    if (!thread) continue;
    let sum = sums.get(thread);
    if (!sum) sums.set(thread, (sum = { first: { wallMs: 0, cpuMs: 0 }, later: { wallMs: 0, cpuMs: 0 } }));
    sum.first.wallMs += s.first.wallMs;
    sum.first.cpuMs += s.first.cpuMs;
    sum.later.wallMs += s.later?.wallMs ?? Number.NaN;
    sum.later.cpuMs += s.later?.cpuMs ?? Number.NaN;
  }
  for (const [thread, sum] of sums) {
    rows.push([
      `the server's ${thread}, per poll`,
      ms(sum.first.wallMs),
      ms(sum.first.cpuMs),
      ms(sum.later.wallMs),
      ms(sum.later.cpuMs),
    ]);
  }
  return [
    `Feed: ${count(live.tripUpdates)} trip updates (every trip running 05:00–24:00: ${count(c.cancelled ?? 0)} ` +
      `cancelled, ${count(c.onTime ?? 0)} on time, ${count(c.small ?? 0)} late 1 s–3 min, ${count(c.late ?? 0)} ` +
      `late 5–30 min; ${count(c.skipsAStop ?? 0)} pass a stop), ${count(live.stopUpdates)} stop time updates; ` +
      `${(live.feedBytes / 1e6).toFixed(1)} MB as protobuf`,
    `Live timetable: ${count(live.patterns.static)} → ${count(live.patterns.live)} patterns, ` +
      `${count(live.trips.static)} → ${count(live.trips.live)} trips (${count(live.liveCopies)} live copies in ` +
      `${count(live.patterns.live - live.patterns.static)} patterns of their own; ${count(live.cancelled)} trips ` +
      `cancelled); not placed: ` +
      `${live.unmatched.unknownTrip} unknown trips, ${live.unmatched.notRunning} not running that day`,
    `Heap the live times, live timetable and router keep beside the static timetable (on the request ` +
      `thread): ` +
      `${live.extraHeapBytes === undefined ? '–' : `${(live.extraHeapBytes / 1e6).toFixed(0)} MB`}`,
    `${live.polls} polls of the same feed; "later" = median of polls 2–${live.polls} ` +
      `(the first also builds the trip index kept per timetable). Both threads' stages run in this one ` +
      `thread here, so the request thread's rows include collecting the other's garbage; ` +
      `\`npm run bench:live\` measures the server's request thread during a poll:`,
    table(rows),
  ];
}

/** Undefined when the run had no ours-live. */
export function liveReport(results: readonly ContenderResult[]): string | undefined {
  const live = results.find((r) => r.name === 'ours-live' && !r.error);
  if (!live?.live) return undefined;
  const lines = [`\n-- Live times (ours-live) --`, ...pollSection(live.live)];
  const head = [
    'static vs live search',
    'asked',
    ...STATISTICS.map((s) => `${s} ms`),
    ...STATISTICS.map((s) => `CPU ${s}`),
  ];
  const rows = [head];
  const ours = results.find((r) => r.name === 'ours' && !r.error);
  if (ours) {
    rows.push(latencyRow('ours, own process', ours.asked, ours.latency, ours.cpuLatency));
    rows.push(latencyRow('ours-live, own process', live.asked, live.latency, live.cpuLatency));
    rows.push(ratioRow('  live/static', [live.latency, live.cpuLatency], [ours.latency, ours.cpuLatency]));
  }
  const paired = live.paired;
  if (paired) {
    rows.push(latencyRow('ours, in turns', paired.asked, paired.pair.latency, paired.pair.cpuLatency));
    rows.push(latencyRow('ours-live, in turns', paired.asked, paired.main.latency, paired.main.cpuLatency));
    rows.push(
      ratioRow(
        '  live/static',
        [paired.main.latency, paired.main.cpuLatency],
        [paired.pair.latency, paired.pair.cpuLatency],
      ),
    );
  }
  lines.push(table(rows));
  lines.push(
    `  "in turns": one process asks each question of both, alternating which goes first, so both see the ` +
      `same machine load; "!" marks a ratio over the goal of ${GOAL_RATIO.toFixed(2)}×.`,
  );
  if (paired) {
    const cpuMean = paired.main.cpuLatency.mean / paired.pair.cpuLatency.mean;
    const wallMean = paired.main.latency.mean / paired.pair.latency.mean;
    const within = cpuMean <= GOAL_RATIO && wallMean <= GOAL_RATIO;
    lines.push(
      `  Goal (mean in turns, live ≤ ${GOAL_RATIO.toFixed(2)}× static): CPU ${cpuMean.toFixed(2)}×, wall ` +
        `${wallMean.toFixed(2)}× — ${within ? 'within' : 'NOT within'} the goal.`,
    );
    lines.push(`  ${answerChanges(live.answers, paired.answers)}`);
  }
  return lines.join('\n');
}

type Answer = number | undefined | null;

/** How the live times changed the answers: the evidence that the search ran on them. */
function answerChanges(live: readonly Answer[], fixed: readonly Answer[]): string {
  let compared = 0;
  let later = 0;
  let earlier = 0;
  let lost = 0;
  let gained = 0;
  fixed.forEach((s, i) => {
    const l = live[i];
    // null: not asked (the time budget ran out).
    if (s === null || l === null) return;
    compared++;
    if (s === l) return;
    if (l === undefined) lost++;
    else if (s === undefined) gained++;
    else if (l > s) later++;
    else earlier++;
  });
  return (
    `Arrivals on live times vs static: ${compared - later - earlier - lost - gained} of ${compared} the same, ` +
    `${later} later, ${earlier} earlier, ${lost} with no journey any more, ${gained} with one only live.`
  );
}
