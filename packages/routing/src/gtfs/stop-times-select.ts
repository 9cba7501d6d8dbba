/**
 * Row selection on the columnar stop times, shared by the reader (dropping bad trips), the builder (sorting)
 * and clipFeed.
 */
import { emptyStopTimes, type GtfsStopTimes } from './feed.js';

/** The rows for which `keep` holds, in order, in new right-sized arrays; `st` itself when all stay. */
export function compact(st: GtfsStopTimes, keep: (row: number) => boolean): GtfsStopTimes {
  const rows: number[] = [];
  for (let k = 0; k < st.length; k++) if (keep(k)) rows.push(k);
  if (rows.length === st.length) return st;
  return gatherRows(st, rows);
}

/** The given rows, in the given order, in new right-sized arrays. */
export function gatherRows(st: GtfsStopTimes, rows: ArrayLike<number>): GtfsStopTimes {
  const n = rows.length;
  const out = emptyStopTimes(n);
  out.length = n;
  for (let i = 0; i < n; i++) {
    const k = rows[i]!;
    out.tripIndex[i] = st.tripIndex[k]!;
    out.stopIndex[i] = st.stopIndex[k]!;
    out.stopSequence[i] = st.stopSequence[k]!;
    out.arrival[i] = st.arrival[k]!;
    out.departure[i] = st.departure[k]!;
    out.pickupType[i] = st.pickupType[k]!;
    out.dropOffType[i] = st.dropOffType[k]!;
    out.shapeDistTraveled[i] = st.shapeDistTraveled[k]!;
  }
  return out;
}

/** A trimmed copy, so the caller can renumber it without touching the original. */
export function copyStopTimes(st: GtfsStopTimes): GtfsStopTimes {
  const n = st.length;
  return {
    length: n,
    tripIndex: st.tripIndex.slice(0, n),
    stopIndex: st.stopIndex.slice(0, n),
    stopSequence: st.stopSequence.slice(0, n),
    arrival: st.arrival.slice(0, n),
    departure: st.departure.slice(0, n),
    pickupType: st.pickupType.slice(0, n),
    dropOffType: st.dropOffType.slice(0, n),
    shapeDistTraveled: st.shapeDistTraveled.slice(0, n),
  };
}
