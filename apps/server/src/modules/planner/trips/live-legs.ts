import { isPublicTransportLeg, type Leg } from '@achterhoek/contracts';
import { isoInAmsterdam } from '../../../platform/local-time.js';
import type { LegOnTime } from './connection-risk.js';
import type { LegRow } from './repository.js';

/**
 * The timetable's times of a stored leg: its times as stored minus the delays it was booked with (a
 * search on live times shows, and books, the expected times).
 */
export function plannedTimesOf(row: LegRow): { start: number; end: number } {
  return {
    start: row.startTime.getTime() - (row.leg.departureDelay ?? 0) * 1000,
    end: row.endTime.getTime() - (row.leg.arrivalDelay ?? 0) * 1000,
  };
}

/**
 * The times a stored leg is expected at now: the timetable's plus the delays the live feed last gave
 * (written by the connection watch), or as stored while the feed has said nothing of it.
 */
export function expectedTimesOf(row: LegRow): { start: number; end: number } {
  if (row.liveDepartureDelay === null && row.liveArrivalDelay === null) {
    return { start: row.startTime.getTime(), end: row.endTime.getTime() };
  }
  const planned = plannedTimesOf(row);
  return {
    start: planned.start + (row.liveDepartureDelay ?? 0) * 1000,
    end: planned.end + (row.liveArrivalDelay ?? 0) * 1000,
  };
}

/** A stored leg's live fields as the API shows them: expected times, delays, and whether it runs. */
export function liveFieldsOf(row: LegRow): Partial<Leg> {
  if (!isPublicTransportLeg(row.leg)) return {};
  if (row.liveDepartureDelay === null && row.liveArrivalDelay === null && !row.liveCancelled) return {};
  const { start, end } = expectedTimesOf(row);
  return {
    startTime: isoInAmsterdam(start),
    endTime: isoInAmsterdam(end),
    departureDelay: row.liveDepartureDelay ?? 0,
    arrivalDelay: row.liveArrivalDelay ?? 0,
    ...(row.liveCancelled ? { cancelled: true } : {}),
  };
}

/**
 * How far the start of each leg moves by the live times, in milliseconds: a train or bus by its own delay,
 * and the walks before the trip's first one by that one's (the passenger leaves home later); a shared ride
 * keeps the time agreed with its driver.
 */
export function startShiftsOf(rows: readonly LegRow[]): number[] {
  const shifts = rows.map((row) =>
    isPublicTransportLeg(row.leg) ? expectedTimesOf(row).start - row.startTime.getTime() : 0,
  );
  const first = rows.findIndex((row) => row.leg.traverseMode !== 'WALK');
  if (first > 0 && isPublicTransportLeg(rows[first]!.leg)) {
    for (let i = 0; i < first; i++) shifts[i] = shifts[first]!;
  }
  return shifts;
}

/** A stored leg as the connection rule sees it; `allowedWaitSeconds` for a shared ride's leg. */
export function legOnTime(row: LegRow, allowedWaitSeconds?: number): LegOnTime {
  const kind =
    row.leg.traverseMode === 'WALK' ? 'WALK' : isPublicTransportLeg(row.leg) ? 'PUBLIC_TRANSPORT' : 'RIDE';
  const planned =
    kind === 'PUBLIC_TRANSPORT'
      ? plannedTimesOf(row)
      : { start: row.startTime.getTime(), end: row.endTime.getTime() };
  const expected = kind === 'PUBLIC_TRANSPORT' ? expectedTimesOf(row) : planned;
  return {
    kind,
    plannedStart: planned.start,
    plannedEnd: planned.end,
    liveStart: expected.start,
    liveEnd: expected.end,
    cancelled: row.liveCancelled,
    ...(allowedWaitSeconds !== undefined ? { allowedWaitSeconds } : {}),
  };
}
