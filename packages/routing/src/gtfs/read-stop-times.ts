/**
 * stop_times.txt: the one file with millions of rows, so it is read straight into the columnar model
 * (StopTimesBuilder) and checked per trip afterwards: duplicate stop_sequence, untimed stops
 * interpolated, times that go backwards, trips left with fewer than two stops.
 */
import { field, type CsvFile } from './csv.js';
import type { FeedIssue, GtfsStopTimes } from './feed.js';
import { StopTimesBuilder } from './stop-times-builder.js';
import { compact } from './stop-times-select.js';
import { parseInteger, parseNumber, parseTime } from './values.js';

const FILE = 'stop_times.txt';
/** Marks a stop_time with neither arrival nor departure (a non-timepoint) until it is interpolated. */
const UNTIMED = -1;

export interface StopTimesInput {
  csv: CsvFile;
  tripIndexById: Map<string, number>;
  tripIds: readonly string[];
  /** trips.txt line of each trip, for "fewer than 2 stop_times" issues. */
  tripLines: readonly number[];
  /** Trips already dropped (unknown route or service): their stop_times are skipped without an issue each. */
  droppedTripIds: ReadonlySet<string>;
  stopIndexById: Map<string, number>;
  issues: FeedIssue[];
}

export interface StopTimesResult {
  /** Rows of kept trips only, still indexed by the original trip index. */
  stopTimes: GtfsStopTimes;
  /** 1 for trips dropped here. */
  dropTrip: Uint8Array;
}

export function readStopTimes(input: StopTimesInput): StopTimesResult {
  const { csv, tripIndexById, stopIndexById, issues } = input;
  const [cTrip, cStop, cSeq, cArr, cDep] = csv.requireColumns(
    'trip_id',
    'stop_id',
    'stop_sequence',
    'arrival_time',
    'departure_time',
  );
  const [cPickup, cDropOff, cDist] = csv.columns('pickup_type', 'drop_off_type', 'shape_dist_traveled');

  const builder = new StopTimesBuilder(1 << 16);
  // Push-order copies of the sort key and the line, so issues found after sorting can name their line.
  const pushed = new PushLog();
  const report = (line: number, message: string, severity: FeedIssue['severity'] = 'error'): void => {
    issues.push({ file: FILE, line, message: `${FILE} line ${line}: ${message}`, severity });
  };

  csv.forEach((row, line) => {
    const tripId = field(row, cTrip);
    const tripIndex = tripIndexById.get(tripId);
    if (tripIndex === undefined) {
      if (!input.droppedTripIds.has(tripId)) report(line, `unknown trip_id "${tripId}"`);
      return;
    }
    const stopId = field(row, cStop);
    const stopIndex = stopIndexById.get(stopId);
    if (stopIndex === undefined) return report(line, `unknown stop_id "${stopId}"`);
    const stopSequence = parseInteger(field(row, cSeq));
    if (!(stopSequence >= 0) || stopSequence > 0x7fffffff) {
      return report(line, `stop_sequence "${field(row, cSeq)}" is not a whole number ≥ 0`);
    }
    const arrText = field(row, cArr);
    const depText = field(row, cDep);
    let arrival = timeOrUntimed(arrText);
    let departure = timeOrUntimed(depText);
    if (Number.isNaN(arrival)) return report(line, `arrival_time "${arrText}" is not a time (HH:MM:SS)`);
    if (Number.isNaN(departure)) return report(line, `departure_time "${depText}" is not a time (HH:MM:SS)`);
    if (arrival === UNTIMED) arrival = departure;
    else if (departure === UNTIMED) departure = arrival;
    const pickupType = boardingType(field(row, cPickup));
    const dropOffType = boardingType(field(row, cDropOff));
    if (Number.isNaN(pickupType) || Number.isNaN(dropOffType)) {
      report(line, `pickup_type/drop_off_type must be 0–3; treated as 0 (regular)`, 'warning');
    }
    const distText = field(row, cDist);
    const shapeDistTraveled = distText === '' ? Number.NaN : parseNumber(distText);
    if (!Number.isFinite(shapeDistTraveled) && distText.trim() !== '') {
      report(line, `shape_dist_traveled "${distText}" is not a number; ignored`, 'warning');
    }
    pushed.push(tripIndex, stopSequence, line);
    builder.push({
      tripIndex,
      stopIndex,
      stopSequence,
      arrival,
      departure,
      pickupType: Number.isNaN(pickupType) ? 0 : pickupType,
      dropOffType: Number.isNaN(dropOffType) ? 0 : dropOffType,
      shapeDistTraveled: Number.isFinite(shapeDistTraveled) ? shapeDistTraveled : Number.NaN,
    });
  });

  const st = builder.finish();
  let sortedLines: Int32Array | undefined;
  const lineOf = (row: number): number =>
    (sortedLines ??= pushed.linesInSortedOrder(input.tripIds.length))[row]!;

  const dropTrip = new Uint8Array(input.tripIds.length);
  const dropRow = new Uint8Array(st.length);
  const count = new Int32Array(input.tripIds.length);
  let start = 0;
  while (start < st.length) {
    const trip = st.tripIndex[start]!;
    let end = start + 1;
    while (end < st.length && st.tripIndex[end] === trip) end++;
    const tripId = input.tripIds[trip]!;
    // Duplicate stop_sequence: keep the first row, drop the later ones.
    for (let k = start + 1; k < end; k++) {
      if (st.stopSequence[k] === st.stopSequence[k - 1]) {
        dropRow[k] = 1;
        report(
          lineOf(k),
          `duplicate stop_sequence ${st.stopSequence[k]} for trip_id "${tripId}"; row dropped`,
        );
      }
    }
    const rows: number[] = [];
    for (let k = start; k < end; k++) if (!dropRow[k]) rows.push(k);
    count[trip] = rows.length;
    const problem = interpolate(st, rows) ?? checkOrder(st, rows);
    if (problem) {
      dropTrip[trip] = 1;
      report(lineOf(problem.row), `trip_id "${tripId}" ${problem.message}; trip dropped`);
    }
    start = end;
  }
  for (let trip = 0; trip < input.tripIds.length; trip++) {
    if (dropTrip[trip] || count[trip]! >= 2) continue;
    dropTrip[trip] = 1;
    const line = input.tripLines[trip]!;
    issues.push({
      file: 'trips.txt',
      line,
      message: `trips.txt line ${line}: trip_id "${input.tripIds[trip]}" has ${count[trip]} usable stop_times (needs 2); trip dropped`,
      severity: 'error',
    });
  }
  return { stopTimes: compact(st, (k) => !dropRow[k] && !dropTrip[st.tripIndex[k]!]), dropTrip };
}

/** Seconds, UNTIMED when blank, NaN when malformed. Parsed first: blank is the rare case. */
function timeOrUntimed(s: string): number {
  const t = parseTime(s);
  return Number.isNaN(t) && s.trim() === '' ? UNTIMED : t;
}

/** pickup_type / drop_off_type: '' is 0; NaN when not 0–3. */
function boardingType(s: string): number {
  if (s === '') return 0;
  const v = parseInteger(s);
  return v >= 0 && v <= 3 ? v : Number.NaN;
}

interface Problem {
  row: number;
  message: string;
}

/**
 * Fills untimed rows linearly between the timed rows around them: by shape_dist_traveled when all three
 * have it and it increases, else evenly by position.
 */
function interpolate(st: GtfsStopTimes, rows: readonly number[]): Problem | undefined {
  let prev = -1;
  for (let r = 0; r < rows.length; r++) {
    const k = rows[r]!;
    if (st.arrival[k] !== UNTIMED) {
      prev = r;
      continue;
    }
    if (prev < 0) return { row: k, message: 'has no time at its first stop' };
    let next = r + 1;
    while (next < rows.length && st.arrival[rows[next]!] === UNTIMED) next++;
    if (next >= rows.length) return { row: k, message: 'has no time at its last stop' };
    const a = rows[prev]!;
    const b = rows[next]!;
    const t0 = st.departure[a]!;
    const t1 = st.arrival[b]!;
    const d0 = st.shapeDistTraveled[a]!;
    const d1 = st.shapeDistTraveled[b]!;
    for (let m = r; m < next; m++) {
      const k2 = rows[m]!;
      const d = st.shapeDistTraveled[k2]!;
      const byDistance = Number.isFinite(d0) && Number.isFinite(d1) && Number.isFinite(d) && d1 > d0;
      const f = byDistance ? Math.min(1, Math.max(0, (d - d0) / (d1 - d0))) : (m - prev) / (next - prev);
      const t = Math.round(t0 + f * (t1 - t0));
      st.arrival[k2] = t;
      st.departure[k2] = t;
    }
    prev = next;
    r = next;
  }
  return undefined;
}

function checkOrder(st: GtfsStopTimes, rows: readonly number[]): Problem | undefined {
  for (let r = 0; r < rows.length; r++) {
    const k = rows[r]!;
    if (st.departure[k]! < st.arrival[k]!) return { row: k, message: 'departs before it arrives' };
    const p = rows[r - 1];
    if (p !== undefined && st.arrival[k]! < st.departure[p]!) {
      return { row: k, message: `goes back in time at stop_sequence ${st.stopSequence[k]}` };
    }
  }
  return undefined;
}

/** trip, stop_sequence and line of every pushed row, in push order. */
class PushLog {
  private trip: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private seq: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private line: Int32Array<ArrayBuffer> = new Int32Array(1024);
  private n = 0;

  push(trip: number, seq: number, line: number): void {
    if (this.n === this.trip.length) {
      this.trip = grow(this.trip);
      this.seq = grow(this.seq);
      this.line = grow(this.line);
    }
    this.trip[this.n] = trip;
    this.seq[this.n] = seq;
    this.line[this.n] = line;
    this.n++;
  }

  /**
   * The lines in StopTimesBuilder.finish() order, (trip, stop_sequence) with ties in push order: a
   * counting sort by trip, then a stable sort by stop_sequence within each trip.
   */
  linesInSortedOrder(tripCount: number): Int32Array {
    const starts = new Int32Array(tripCount + 1);
    for (let i = 0; i < this.n; i++) starts[this.trip[i]! + 1]!++;
    for (let t = 0; t < tripCount; t++) starts[t + 1]! += starts[t]!;
    const order = new Int32Array(this.n);
    const fill = starts.slice(0, tripCount);
    for (let i = 0; i < this.n; i++) order[fill[this.trip[i]!]!++] = i;
    const out = new Int32Array(this.n);
    for (let t = 0; t < tripCount; t++) {
      const group = Array.from(order.subarray(starts[t]!, starts[t + 1]!));
      group.sort((a, b) => this.seq[a]! - this.seq[b]! || a - b);
      for (let j = 0; j < group.length; j++) out[starts[t]! + j] = this.line[group[j]!]!;
    }
    return out;
  }
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
