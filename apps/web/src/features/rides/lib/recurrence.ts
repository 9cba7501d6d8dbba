import { ALL_DAYS_MASK, MONDAY_TO_FRIDAY_MASK, type Recurrence } from '@achterhoek/contracts';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import type { RecurrenceChoice } from './ridePlanDraft';

/** Monday 0 … Sunday 6 of a day (YYYY-MM-DD) in Amsterdam. */
export function weekdayIndex(date: string): number {
  return (dayjs.tz(`${date} 12:00`, 'YYYY-MM-DD HH:mm', APP_TIME_ZONE).day() + 6) % 7;
}

/**
 * The recurrence sent for a choice (spec 000 §3, §5): DAILY every day, WORKDAILY Monday to Friday,
 * WEEKLY the ride's own weekday, CUSTOM the chosen pattern after the collapse rules: all seven days is
 * daily, Monday to Friday every week is workdaily, the ride's own weekday every week without an end date
 * is weekly. ONCE has none.
 */
export function recurrenceFor(choice: RecurrenceChoice, date: string): Recurrence | undefined {
  switch (choice.kind) {
    case 'ONCE':
      return undefined;
    case 'DAILY':
      return { interval: 1, unit: 'DAY' };
    case 'WORKDAILY':
      return { interval: 1, unit: 'WEEK', daysOfWeekMask: MONDAY_TO_FRIDAY_MASK };
    case 'WEEKLY':
      return { interval: 1, unit: 'WEEK', daysOfWeekMask: 1 << weekdayIndex(date) };
    case 'CUSTOM':
      return choice.custom ? collapse(choice.custom) : undefined;
  }
}

function collapse(custom: Recurrence): Recurrence {
  const mask = (custom.daysOfWeekMask ?? 0) & ALL_DAYS_MASK;
  const horizon = custom.horizon ? { horizon: custom.horizon } : {};
  if (custom.interval === 1 && mask === ALL_DAYS_MASK) return { interval: 1, unit: 'DAY', ...horizon };
  return { interval: custom.interval, unit: 'WEEK', daysOfWeekMask: mask, ...horizon };
}

/** The choice a stored recurrence shows as (the same collapse rules), for the ride's details. */
export function recurrenceKindOf(recurrence: Recurrence | undefined, date: string): RecurrenceChoice['kind'] {
  if (!recurrence) return 'ONCE';
  const mask = recurrence.unit === 'DAY' ? ALL_DAYS_MASK : (recurrence.daysOfWeekMask ?? 0) & ALL_DAYS_MASK;
  if (mask === ALL_DAYS_MASK && recurrence.interval === 1) return 'DAILY';
  if (recurrence.interval !== 1) return 'CUSTOM';
  if (mask === MONDAY_TO_FRIDAY_MASK) return 'WORKDAILY';
  if (mask === 1 << weekdayIndex(date) && !recurrence.horizon) return 'WEEKLY';
  return 'CUSTOM';
}
