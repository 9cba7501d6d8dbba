/**
 * The baseline of issue 31: a plain Connection Scan (Dibbelt, Pajor, Strasser & Wagner 2013), earliest
 * arrival, departure-at, on our own timetable (same trips, same footpaths, same walks at the ends). Every
 * hop of every trip running on the question's service days is one connection; connections are sorted by
 * departure (ties by arrival, then trip order, so a zero-minute hop never comes before the one feeding it)
 * and each question is one pass over the array from its departure time.
 *
 * Like ours, it walks at most one footpath between two vehicles (footpaths are relaxed when a vehicle
 * arrives, never from a stop reached on foot) and counts answers up to 12 hours after the departure. Unlike
 * ours it has no transfer limit: it reports how many vehicles its journey used, so the bench compares
 * arrivals only where that journey is within ours' limit (there, ours must find the same arrival).
 */
import { buildTimetable, type Timetable } from '../src/index.js';
import { dayNumberOf, serviceDayStart } from '../src/time/service-day.js';
import type { Contender, LoadedRouter } from './peers/contender.js';

const INF = 0x7fffffff;
/** The router's search horizon (SEARCH_HORIZON_SECONDS in router.ts). */
const HORIZON_SECONDS = 12 * 3600;
/** Fields of one connection, side by side so the scan reads them in one run. */
const DEP = 0;
const ARR = 1;
const FROM = 2;
const TO = 3;
const TRIP = 4;
/** Bit 0: boarding allowed at FROM; bit 1: alighting allowed at TO. */
const FLAGS = 5;
const STRIDE = 6;

export interface ConnectionTable {
  /** STRIDE ints per connection, sorted by departure. */
  connections: Int32Array;
  count: number;
  /** Trips counted per service day in play (a trip on another day is another connection chain). */
  datedTrips: number;
}

/**
 * The connections of the trips running on `date`, the day before and the day after (times relative to
 * `date`'s service-day start), keeping only those departing within [from, to].
 */
export function connectionTable(t: Timetable, date: number, from: number, to: number): ConnectionTable {
  const day = dayNumberOf(date);
  const start = serviceDayStart(day, t.timezone);
  const tripCount = t.tripService.length;
  const days = [-1, 0, 1]
    .map((d) => day + d)
    .filter((d) => d >= t.serviceFirstDay && d < t.serviceFirstDay + t.serviceDayCount)
    .map((d, i) => ({
      index: i,
      offset: serviceDayStart(d, t.timezone) - start,
      dayIndex: d - t.serviceFirstDay,
    }));

  // Hops in trip order (pattern by pattern, trip by trip, stop by stop).
  const raw: number[][] = [[], [], [], [], [], []];
  for (const d of days) {
    for (let p = 0; p + 1 < t.patternStopOffset.length; p++) {
      const off = t.patternStopOffset[p]!;
      const n = t.patternStopOffset[p + 1]! - off;
      const firstTrip = t.patternTripOffset[p]!;
      const trips = t.patternTripOffset[p + 1]! - firstTrip;
      for (let j = 0; j < trips; j++) {
        const trip = firstTrip + j;
        if (!t.serviceActive[t.tripService[trip]! * t.serviceDayCount + d.dayIndex]) continue;
        const row = t.patternTimeOffset[p]! + j * n;
        for (let i = 0; i + 1 < n; i++) {
          const dep = t.departures[row + i]! + d.offset;
          if (dep < from || dep > to) continue;
          raw[DEP]!.push(dep);
          raw[ARR]!.push(t.arrivals[row + i + 1]! + d.offset);
          raw[FROM]!.push(t.patternStops[off + i]!);
          raw[TO]!.push(t.patternStops[off + i + 1]!);
          raw[TRIP]!.push(d.index * tripCount + trip);
          raw[FLAGS]!.push(
            (t.patternCanBoard[off + i]! ? 1 : 0) | (t.patternCanAlight[off + i + 1]! ? 2 : 0),
          );
        }
      }
    }
  }
  const count = raw[DEP]!.length;
  // Stable counting sorts, least significant key first: by arrival, then by departure.
  let order: Int32Array = Int32Array.from({ length: count }, (_, i) => i);
  order = countingSort(order, raw[ARR]!);
  order = countingSort(order, raw[DEP]!);
  const connections = new Int32Array(count * STRIDE);
  for (let c = 0; c < count; c++) {
    const i = order[c]!;
    for (let f = 0; f < STRIDE; f++) connections[c * STRIDE + f] = raw[f]![i]!;
  }
  return { connections, count, datedTrips: days.length * tripCount };
}

function countingSort(order: Int32Array, key: number[]): Int32Array {
  let lo = INF;
  let hi = -INF;
  for (const k of key) {
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  const starts = new Int32Array(Math.max(0, hi - lo) + 2);
  for (const k of key) starts[k - lo + 1]!++;
  for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
  const out = new Int32Array(order.length);
  for (const i of order) out[starts[key[i]! - lo]!++] = i;
  return out;
}

/** One connection scan, with its label arrays reused between questions. */
export class ConnectionScan {
  private readonly ready: Int32Array;
  private readonly arrival: Int32Array;
  private readonly readyVehicles: Int32Array;
  private readonly arrivalVehicles: Int32Array;
  /** Per dated trip: 0 not reached, else 1 + the vehicles used up to and including it. */
  private readonly tripVehicles: Int32Array;
  private readonly reachedTrips: Int32Array;
  /** Vehicles of the journey behind the last answer (0 when there was none). */
  lastVehicles = 0;

  constructor(
    private readonly t: Timetable,
    private readonly table: ConnectionTable,
  ) {
    const stops = t.stopIds.length;
    this.ready = new Int32Array(stops);
    this.arrival = new Int32Array(stops);
    this.readyVehicles = new Int32Array(stops);
    this.arrivalVehicles = new Int32Array(stops);
    this.tripVehicles = new Int32Array(table.datedTrips);
    this.reachedTrips = new Int32Array(table.datedTrips);
  }

  /**
   * Earliest arrival at the destination, or undefined within the horizon. `access` are the walks from the
   * origin to stops, `egressSeconds` per stop the walk to the destination (−1 out of reach), in seconds.
   */
  earliestArrival(
    access: readonly { stop: number; seconds: number }[],
    egressSeconds: Int32Array,
    departure: number,
  ): number | undefined {
    const t = this.t;
    const c = this.table.connections;
    const { ready, arrival, readyVehicles, arrivalVehicles, tripVehicles, reachedTrips } = this;
    ready.fill(INF);
    arrival.fill(INF);
    for (const a of access) {
      if (departure + a.seconds < ready[a.stop]!) {
        ready[a.stop] = departure + a.seconds;
        readyVehicles[a.stop] = 0;
      }
    }
    let best = departure + HORIZON_SECONDS + 1;
    let bestVehicles = 0;
    let reached = 0;
    // The first connection departing at or after the departure time.
    let lo = 0;
    let hi = this.table.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (c[mid * STRIDE + DEP]! < departure) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo * STRIDE; i < c.length; i += STRIDE) {
      const dep = c[i + DEP]!;
      // Nothing departing at or after the best arrival can arrive before it.
      if (dep >= best) break;
      const trip = c[i + TRIP]!;
      let vehicles = tripVehicles[trip]!;
      if (vehicles === 0) {
        const from = c[i + FROM]!;
        if ((c[i + FLAGS]! & 1) === 0 || ready[from]! > dep) continue;
        vehicles = readyVehicles[from]! + 1;
        tripVehicles[trip] = vehicles;
        reachedTrips[reached++] = trip;
      }
      const to = c[i + TO]!;
      const arr = c[i + ARR]!;
      if ((c[i + FLAGS]! & 2) === 0 || arr >= arrival[to]!) continue;
      arrival[to] = arr;
      arrivalVehicles[to] = vehicles;
      const walk = egressSeconds[to]!;
      if (walk >= 0 && arr + walk < best) {
        best = arr + walk;
        bestVehicles = vehicles;
      }
      for (let j = t.footpathOffset[to]!; j < t.footpathOffset[to + 1]!; j++) {
        const u = t.footpathTo[j]!;
        const ready2 = arr + t.footpathSeconds[j]!;
        if (ready2 < ready[u]!) {
          ready[u] = ready2;
          readyVehicles[u] = vehicles;
        }
      }
    }
    for (let r = 0; r < reached; r++) tripVehicles[reachedTrips[r]!] = 0;
    const found = best <= departure + HORIZON_SECONDS;
    this.lastVehicles = found ? bestVehicles : 0;
    return found ? best : undefined;
  }
}

/** The walks between a stop and the stops its footpaths reach, as ours walks them at the ends. */
function stopWalks(t: Timetable, stop: number): { stop: number; seconds: number }[] {
  const found = [{ stop, seconds: 0 }];
  for (let j = t.footpathOffset[stop]!; j < t.footpathOffset[stop + 1]!; j++) {
    const to = t.footpathTo[j]!;
    if (to !== stop) found.push({ stop: to, seconds: Math.ceil(t.footpathMeters[j]! / t.walkSpeed) });
  }
  return found;
}

/** The earliest question departs at 06:00, the latest at 20:00; answers count up to 12 hours later. */
const FIRST_DEPARTURE = 6 * 3600;
const LAST_DEPARTURE = 20 * 3600 + HORIZON_SECONDS;

export const csa: Contender = {
  name: 'csa',
  async load(input): Promise<LoadedRouter> {
    const { timetable } = buildTimetable(input.feed, { transferSlackSeconds: input.slackSeconds });
    const table = connectionTable(timetable, input.date, FIRST_DEPARTURE, LAST_DEPARTURE);
    const scan = new ConnectionScan(timetable, table);
    const index = new Map(timetable.stopIds.map((id, i) => [id, i]));
    const egressSeconds = new Int32Array(timetable.stopIds.length).fill(-1);
    return {
      notes: {
        connections: `${table.count.toLocaleString('en')} (${FIRST_DEPARTURE / 3600}:00–${LAST_DEPARTURE / 3600}:00)`,
      },
      earliestArrival(q) {
        const from = index.get(q.fromStopId);
        const to = index.get(q.toStopId);
        if (from === undefined || to === undefined) return undefined;
        const egress = stopWalks(timetable, to);
        for (const w of egress) egressSeconds[w.stop] = w.seconds;
        const answer = scan.earliestArrival(stopWalks(timetable, from), egressSeconds, q.departure);
        for (const w of egress) egressSeconds[w.stop] = -1;
        return answer;
      },
      vehiclesOfLastAnswer: () => scan.lastVehicles,
    };
  },
};
