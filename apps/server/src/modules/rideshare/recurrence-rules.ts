import { ALL_DAYS_MASK, MONDAY_TO_FRIDAY_MASK, type Recurrence } from '@achterhoek/contracts';
import {
  amsterdamInstant,
  amsterdamWallClock,
  epochDayOfIsoDate,
  weekdayOfEpochDay,
} from '../../platform/local-time.js';

/*
 * The rules of a recurring ride, kept free of the database and the clock.
 *
 * A recurrence repeats a ride every day (unit DAY) or on chosen weekdays (unit WEEK with a weekday mask:
 * bit 0 Monday … bit 6 Sunday), every week or every other week (interval 1 or 2), optionally until a last
 * date (the horizon, inclusive). Dates, weekdays and times of day are those of Europe/Amsterdam: a ride at
 * 07:30 stays at 07:30 on the clock when summer time starts or ends, so its UTC instant moves by an hour.
 * On the days the clocks change, a time that does not exist (02:30 in March) becomes 03:30, and a time that
 * exists twice (02:30 in October) is the first of the two (see `amsterdamInstant`).
 */

/** The recurrence choices a user is offered. */
export type RecurrenceKind = 'ONCE' | 'DAILY' | 'WORKDAILY' | 'WEEKLY' | 'CUSTOM';

/** The weekday mask bit of an epoch day's weekday (Monday 1 … Sunday 64). */
function weekdayBit(epochDay: number): number {
  return 1 << weekdayOfEpochDay(epochDay);
}

/**
 * The weekdays a weekly recurrence repeats on. Only the seven weekday bits count: the original stored 255
 * for daily, which means all seven days (127).
 */
function weekdayMask(recurrence: Recurrence): number {
  return (recurrence.daysOfWeekMask ?? 0) & ALL_DAYS_MASK;
}

/** Which choice a recurrence is, after the collapse rules (undefined recurrence → 'ONCE'). */
export function recurrenceKind(recurrence: Recurrence | undefined, firstDepartureMs: number): RecurrenceKind {
  if (!recurrence) return 'ONCE';
  if (recurrence.unit === 'DAY') return recurrence.interval === 1 ? 'DAILY' : 'CUSTOM';
  // Every other week is never one of the simple choices.
  if (recurrence.interval !== 1) return 'CUSTOM';
  const mask = weekdayMask(recurrence);
  // All seven days is daily, and Monday to Friday is work-daily, with or without an end date.
  if (mask === ALL_DAYS_MASK) return 'DAILY';
  if (mask === MONDAY_TO_FRIDAY_MASK) return 'WORKDAILY';
  // Just the first ride's weekday is weekly, but only without an end date.
  const firstRideBit = weekdayBit(amsterdamWallClock(firstDepartureMs).epochDay);
  if (mask === firstRideBit && recurrence.horizon === undefined) return 'WEEKLY';
  return 'CUSTOM';
}

/**
 * The recurrence stored for a choice: DAILY → {interval:1, unit:'DAY'}, WORKDAILY → WEEK mask 31, WEEKLY →
 * WEEK mask of the first departure's weekday; a CUSTOM recurrence that matches a simpler choice is stored as
 * that choice (collapse rules), keeping its horizon. A custom mask is stored without bits beyond Sunday.
 */
export function normalizeRecurrence(recurrence: Recurrence, firstDepartureMs: number): Recurrence {
  const until = recurrence.horizon === undefined ? {} : { horizon: recurrence.horizon };
  switch (recurrenceKind(recurrence, firstDepartureMs)) {
    case 'DAILY':
      return { interval: 1, unit: 'DAY', ...until };
    case 'WORKDAILY':
      return { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY_TO_FRIDAY_MASK, ...until };
    case 'WEEKLY':
      return { interval: 1, unit: 'WEEK', daysOfWeekMask: weekdayMask(recurrence) };
    default:
      return recurrence.unit === 'DAY'
        ? { interval: recurrence.interval, unit: 'DAY', ...until }
        : { interval: recurrence.interval, unit: 'WEEK', daysOfWeekMask: weekdayMask(recurrence), ...until };
  }
}

/**
 * Whether the recurrence allows a weekday at all, ignoring which week it is: a daily one allows every day,
 * a weekly one the weekdays in its mask.
 */
function allowsWeekday(recurrence: Recurrence, epochDay: number): boolean {
  return recurrence.unit === 'DAY' || (weekdayMask(recurrence) & weekdayBit(epochDay)) !== 0;
}

/**
 * The first instant at or after `departureMs` (same Amsterdam wall-clock time of day) on a day the recurrence
 * allows; the original snapped a recurring ride's first time to the first matching date. The weeks of an
 * every-other-week recurrence count from this first ride, so the interval plays no part here, and neither
 * does the horizon: a first ride after the horizon is the caller's to refuse (see `isAfterHorizon`).
 * Throws a RangeError for a weekly recurrence whose mask holds no weekday (such as 128).
 */
export function firstRecurrenceInstant(departureMs: number, recurrence: Recurrence): number {
  const { epochDay, timeOfDayMs } = amsterdamWallClock(departureMs);
  if (allowsWeekday(recurrence, epochDay)) return departureMs;
  for (let day = epochDay + 1; day < epochDay + 7; day++) {
    if (allowsWeekday(recurrence, day)) return amsterdamInstant(day, timeOfDayMs);
  }
  throw new RangeError(`daysOfWeekMask ${recurrence.daysOfWeekMask} holds no weekday`);
}

/** Whether an instant falls on an Amsterdam date after the recurrence's horizon (its last date). */
export function isAfterHorizon(epochMs: number, recurrence: Recurrence): boolean {
  return (
    recurrence.horizon !== undefined &&
    amsterdamWallClock(epochMs).epochDay > epochDayOfIsoDate(recurrence.horizon)
  );
}

/**
 * Whether the recurrence has a ride on an epoch day, given the first ride's date. Days before the first
 * ride never count. A weekly recurrence counts weeks from the Monday of the first ride's week: with
 * interval 2 only that week, two weeks later, and so on. A daily one counts days from the first ride.
 */
function hasRideOn(recurrence: Recurrence, firstDay: number, epochDay: number): boolean {
  if (epochDay < firstDay || !allowsWeekday(recurrence, epochDay)) return false;
  if (recurrence.unit === 'DAY') return (epochDay - firstDay) % recurrence.interval === 0;
  const firstMonday = firstDay - weekdayOfEpochDay(firstDay);
  return Math.floor((epochDay - firstMonday) / 7) % recurrence.interval === 0;
}

/**
 * The departure instants (epoch ms, ascending) of a recurring ride whose first ride departs at `firstDepartureMs`
 * (itself a matching day), with the first ride's Amsterdam wall-clock time of day, that fall in [fromMs, untilMs),
 * and on or before the horizon date. Weeks count from the Monday-based week of the first ride: with interval 2
 * only every other week (the first ride's week, then two weeks later, …). Days before the first ride's date never count.
 * The first ride's own date yields `firstDepartureMs` itself; a first departure on a day the recurrence does
 * not allow is not part of it (snap it first with `firstRecurrenceInstant`).
 */
export function recurrenceInstants(
  firstDepartureMs: number,
  recurrence: Recurrence,
  fromMs: number,
  untilMs: number,
): number[] {
  if (!(untilMs > fromMs)) return [];
  const first = amsterdamWallClock(firstDepartureMs);
  // Each instant lies on its own Amsterdam date, so the dates from `fromMs`'s to `untilMs`'s cover the window.
  const startDay = Math.max(first.epochDay, amsterdamWallClock(fromMs).epochDay);
  let endDay = amsterdamWallClock(untilMs).epochDay;
  if (recurrence.horizon !== undefined) endDay = Math.min(endDay, epochDayOfIsoDate(recurrence.horizon));

  const instants: number[] = [];
  for (let day = startDay; day <= endDay; day++) {
    if (!hasRideOn(recurrence, first.epochDay, day)) continue;
    const instant = day === first.epochDay ? firstDepartureMs : amsterdamInstant(day, first.timeOfDayMs);
    if (instant >= fromMs && instant < untilMs) instants.push(instant);
  }
  return instants;
}
