/** The bench's printed tables. */
import type { Question } from './questions.js';
import type { ContenderResult } from './run-contender.js';

type Answer = number | undefined | null;

const clock = (seconds: Answer): string => {
  if (seconds === undefined) return 'none';
  if (seconds === null) return 'not asked';
  const s = Math.round(seconds);
  const hh = Math.floor(s / 3600);
  const mm = Math.floor(s / 60) % 60;
  const ss = s % 60;
  return `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`;
};

export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  return rows
    .map((r) =>
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
    .join('\n');
}

const ms = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(2) : v.toFixed(1);
const ratio = (peer: number | undefined, ours: number | undefined): string =>
  peer === undefined || ours === undefined || !(ours > 0) ? '–' : `${(peer / ours).toFixed(1)}×`;

interface Agreement {
  compared: number;
  equal: number;
  peerEarlier: number;
  peerLater: number;
  onlyOurs: number;
  onlyPeer: number;
  examples: string[];
}

function agreement(
  ours: readonly Answer[],
  peer: ContenderResult,
  questions: readonly Question[],
): Agreement {
  const a: Agreement = {
    compared: 0,
    equal: 0,
    peerEarlier: 0,
    peerLater: 0,
    onlyOurs: 0,
    onlyPeer: 0,
    examples: [],
  };
  questions.forEach((q, i) => {
    const x = ours[i];
    const y = peer.answers[i];
    if (x === null || y === null || x === undefined || y === undefined) {
      if (x === null || y === null) return;
    }
    a.compared++;
    if (x === y) return void a.equal++;
    if (x === undefined) a.onlyPeer++;
    else if (y === undefined) a.onlyOurs++;
    else if (y < x) a.peerEarlier++;
    else a.peerLater++;
    if (a.examples.length < 5) {
      const diff =
        x !== undefined && y !== undefined ? ` (${y - x > 0 ? '+' : ''}${Math.round((y - x) / 60)} min)` : '';
      a.examples.push(
        `${q.fromStopId} → ${q.toStopId} at ${clock(q.departure)}: ours ${clock(x)}, ${peer.name} ${clock(y)}${diff}`,
      );
    }
  });
  return a;
}

const percent = (a: Agreement | undefined): string =>
  a && a.compared ? `${((100 * a.equal) / a.compared).toFixed(1)} %` : '';

export function feedReport(
  title: string,
  results: readonly ContenderResult[],
  questions: readonly Question[],
): string {
  const ours = results.find((r) => r.name === 'ours');
  const usable = ours && !ours.error ? ours : undefined;
  const rows = [
    [
      'router',
      'load s',
      'memory MB',
      'asked',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'CPU p50',
      'CPU p95',
      'p50/ours',
      'p95/ours',
      'same arrival',
      'same (walk ends)',
    ],
  ];
  const notes: string[] = [];
  for (const r of results) {
    const peer = usable && r !== usable;
    const strict = peer ? agreement(usable.answers, r, questions) : undefined;
    // A router on live times answers other questions by design: its one agreement figure says how many
    // answers the live times changed, and ours walking at the ends adds nothing to that.
    const loose =
      peer && usable.variant && !r.live ? agreement(usable.variant.answers, r, questions) : undefined;
    rows.push([
      r.name,
      (r.loadMs / 1000).toFixed(1),
      `${(r.memoryBytes / 1e6).toFixed(0)}${r.memoryKind === 'rss' ? ' (rss)' : ''}`,
      String(r.asked),
      ms(r.latency?.p50),
      ms(r.latency?.p95),
      ms(r.latency?.p99),
      ms(r.cpuLatency?.p50),
      ms(r.cpuLatency?.p95),
      r === ours ? '1.0×' : ratio(r.latency?.p50, ours?.latency?.p50),
      r === ours ? '1.0×' : ratio(r.latency?.p95, ours?.latency?.p95),
      percent(strict),
      percent(loose),
    ]);
    if (r.error) notes.push(`  ${r.name}: ${r.error}`);
    for (const [k, v] of Object.entries(r.notes)) notes.push(`  ${r.name} ${k}: ${v}`);
    if (r === ours) {
      notes.push(
        `  ours found no journey for ${r.answers.filter((a) => a === undefined).length} of ${r.asked} questions`,
      );
      if (r.variant) {
        notes.push(
          `  "walk ends" = ours ${r.variant.label}; ` +
            `p50 ${ms(r.variant.latency.p50)} ms, p95 ${ms(r.variant.latency.p95)} ms, p99 ${ms(r.variant.latency.p99)} ms`,
        );
      }
    }
    for (const [label, a] of [
      ['planBetweenStops', strict],
      ['walk ends', loose],
    ] as const) {
      if (!a || a.equal === a.compared) continue;
      notes.push(
        `  ${r.name} vs ours (${label}): ${a.compared - a.equal} of ${a.compared} differ — peer earlier ${a.peerEarlier}, ` +
          `later ${a.peerLater}, only ours found one ${a.onlyOurs}, only the peer ${a.onlyPeer}; e.g.`,
      );
      for (const e of a.examples) notes.push(`    ${e}`);
    }
  }
  return [title, table(rows), ...notes].join('\n');
}
