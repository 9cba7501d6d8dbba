/** The comparison issue 31 asks for: ours against the plain connection scan, in wall and CPU time. */
import type { Latency } from './measure.js';
import type { Question } from './questions.js';
import { table } from './report.js';
import type { ContenderResult } from './run-contender.js';

/** Ours rides at most this many vehicles (the router's default of 5 transfers). */
const OURS_MAX_VEHICLES = 6;
/** Issue 31's goal: ours' p50 at most this many times the connection scan's. */
const GOAL_RATIO = 1.2;

const ms = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1);

function row(name: string, wall: Latency | undefined, cpu: Latency | undefined): string[] {
  return [
    name,
    ms(wall?.p50),
    ms(wall?.p95),
    ms(wall?.p99),
    ms(cpu?.p50),
    ms(cpu?.p95),
    ms(cpu?.p99),
    ms(cpu?.mean),
  ];
}

const ratio = (a: number | undefined, b: number | undefined): string =>
  a === undefined || b === undefined || !(b > 0) ? '–' : `${(a / b).toFixed(2)}×`;

/** Undefined when the run had no connection scan or no ours to compare. */
export function csaReport(
  results: readonly ContenderResult[],
  questions: readonly Question[],
): string | undefined {
  const ours = results.find((r) => r.name === 'ours' && !r.error);
  const csa = results.find((r) => r.name === 'csa' && !r.error);
  if (!ours || !csa) return undefined;
  const rows = [
    ['ours vs CSA', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU p50', 'CPU p95', 'CPU p99', 'CPU mean'],
    row('ours', ours.latency, ours.cpuLatency),
    row('csa', csa.latency, csa.cpuLatency),
    [
      'ours / csa',
      ratio(ours.latency?.p50, csa.latency?.p50),
      ratio(ours.latency?.p95, csa.latency?.p95),
      ratio(ours.latency?.p99, csa.latency?.p99),
      ratio(ours.cpuLatency?.p50, csa.cpuLatency?.p50),
      ratio(ours.cpuLatency?.p95, csa.cpuLatency?.p95),
      ratio(ours.cpuLatency?.p99, csa.cpuLatency?.p99),
      ratio(ours.cpuLatency?.mean, csa.cpuLatency?.mean),
    ],
  ];
  // Where the scan's journey needs no more vehicles than ours may use, ours must arrive at the same time.
  let compared = 0;
  let equal = 0;
  let beyondLimit = 0;
  const differ: string[] = [];
  questions.forEach((q, i) => {
    const a = ours.answers[i];
    const b = csa.answers[i];
    if (a === null || b === null) return;
    if ((csa.vehicles?.[i] ?? 0) > OURS_MAX_VEHICLES) return void beyondLimit++;
    compared++;
    if (a === b) return void equal++;
    if (differ.length < 5)
      differ.push(
        `    ${q.fromStopId} → ${q.toStopId} at ${q.departure} s: ours ${a ?? 'none'}, csa ${b ?? 'none'}`,
      );
  });
  const goal = (ours.latency?.p50 ?? Infinity) <= GOAL_RATIO * (csa.latency?.p50 ?? 0);
  const cpuGoal = (ours.cpuLatency?.p50 ?? Infinity) <= GOAL_RATIO * (csa.cpuLatency?.p50 ?? 0);
  const total = (r: ContenderResult): string =>
    `${r.name} ${((r.totalWallMs ?? 0) / 1000).toFixed(1)} s wall, ${((r.totalCpuMs ?? 0) / 1000).toFixed(1)} s CPU`;
  return [
    '',
    table(rows),
    `  all questions: ${total(ours)}; ${total(csa)}`,
    `  goal p50 ≤ ${GOAL_RATIO}× CSA: ${goal ? 'met' : 'not met'} in wall time, ${cpuGoal ? 'met' : 'not met'} in CPU time`,
    `  same arrival as CSA where its journey has ≤ ${OURS_MAX_VEHICLES} vehicles: ${equal} of ${compared}` +
      ` (${compared ? ((100 * equal) / compared).toFixed(1) : '–'} %); CSA used more vehicles on ${beyondLimit}`,
    ...differ,
  ].join('\n');
}
