import { isoInAmsterdam } from '../../../platform/local-time.js';

/** A travel time this far in the past still counts as now: the form takes a moment to submit. */
export const PAST_TOLERANCE_MS = 60_000;

const HOUR = 3_600_000;
/** A trip is taken to last an hour when the window is derived (reference §1.2). */
export const STANDARD_TRIP_MS = HOUR;

/**
 * When a shared ride may pick the traveller up and must have dropped them off, derived from the asked
 * time as the original planner did (reference §1.2): an hour for the trip itself plus slack — three
 * hours in the daytime (08:00–18:00 Amsterdam time, the window then ending no later than 19:00 or starting
 * no earlier than 07:00), one hour otherwise — and never starting before now.
 */
export function travelWindow(
  time: number,
  arriveBy: boolean,
  now: number,
): { earliestDeparture: number; latestArrival: number } {
  const hour = Number(isoInAmsterdam(time).slice(11, 13));
  const daytime = hour >= 8 && hour < 18;
  const slack = daytime ? 3 * HOUR : HOUR;
  if (arriveBy) {
    let earliest = time - STANDARD_TRIP_MS - slack;
    if (daytime) earliest = Math.max(earliest, Math.min(localClock(time, 7), time - STANDARD_TRIP_MS));
    return { earliestDeparture: Math.max(earliest, now), latestArrival: time };
  }
  let latest = time + STANDARD_TRIP_MS + slack;
  if (daytime) latest = Math.min(latest, Math.max(localClock(time, 19), time + STANDARD_TRIP_MS));
  return { earliestDeparture: Math.max(time, now), latestArrival: latest };
}

/** hh:00 on the Amsterdam day of `time` (the offset of that day's noon; DST switches at night). */
function localClock(time: number, hh: number): number {
  const iso = isoInAmsterdam(time);
  const noonOffset = isoInAmsterdam(Date.parse(`${iso.slice(0, 10)}T12:00:00${iso.slice(-6)}`)).slice(-6);
  return Date.parse(`${iso.slice(0, 10)}T${String(hh).padStart(2, '0')}:00:00${noonOffset}`);
}
