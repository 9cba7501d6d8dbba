import { emptyStopTimes, type GtfsStopTimes } from './feed.js';
import { copyStopTimes, gatherRows } from './stop-times-select.js';

export interface StopTimeRow {
  tripIndex: number;
  stopIndex: number;
  stopSequence: number;
  arrival: number;
  departure: number;
  pickupType?: number;
  dropOffType?: number;
  shapeDistTraveled?: number;
}

/**
 * Collects stop_times rows into growable typed arrays, then hands out the columnar GtfsStopTimes
 * sorted by trip and stop_sequence (feeds do not promise any order).
 */
export class StopTimesBuilder {
  private columns: GtfsStopTimes;

  constructor(initialCapacity = 1024) {
    this.columns = emptyStopTimes(initialCapacity);
  }

  get length(): number {
    return this.columns.length;
  }

  push(row: StopTimeRow): void {
    if (this.columns.length === this.columns.tripIndex.length) this.grow();
    const c = this.columns;
    const i = c.length++;
    c.tripIndex[i] = row.tripIndex;
    c.stopIndex[i] = row.stopIndex;
    c.stopSequence[i] = row.stopSequence;
    c.arrival[i] = row.arrival;
    c.departure[i] = row.departure;
    c.pickupType[i] = row.pickupType ?? 0;
    c.dropOffType[i] = row.dropOffType ?? 0;
    c.shapeDistTraveled[i] = row.shapeDistTraveled ?? Number.NaN;
  }

  /** The rows, trimmed and sorted by (trip, stop_sequence). The builder must not be used afterwards. */
  finish(): GtfsStopTimes {
    const c = this.columns;
    const n = c.length;
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) {
      const dt = c.tripIndex[i]! - c.tripIndex[i - 1]!;
      sorted = dt > 0 || (dt === 0 && c.stopSequence[i]! > c.stopSequence[i - 1]!);
    }
    if (sorted) return copyStopTimes(c);
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort((a, b) => c.tripIndex[a]! - c.tripIndex[b]! || c.stopSequence[a]! - c.stopSequence[b]!);
    return gatherRows(c, order);
  }

  private grow(): void {
    const c = this.columns;
    const bigger = emptyStopTimes(Math.max(1024, c.tripIndex.length * 2));
    bigger.length = c.length;
    bigger.tripIndex.set(c.tripIndex);
    bigger.stopIndex.set(c.stopIndex);
    bigger.stopSequence.set(c.stopSequence);
    bigger.arrival.set(c.arrival);
    bigger.departure.set(c.departure);
    bigger.pickupType.set(c.pickupType);
    bigger.dropOffType.set(c.dropOffType);
    bigger.shapeDistTraveled.set(c.shapeDistTraveled);
    this.columns = bigger;
  }
}
