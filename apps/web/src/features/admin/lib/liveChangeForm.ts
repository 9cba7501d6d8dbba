import { SIMULATED_LIVE_CHANGE_HORIZON_DAYS } from '@achterhoek/contracts';
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { amsterdamWallClock, isCalendarDay, isoDay } from '../../../lib/amsterdam-clock';

/** The delay the simulator takes, in minutes: half an hour early up to four hours late. */
export const DELAY_MINUTES_MIN = -30;
export const DELAY_MINUTES_MAX = 240;

/** Today in Amsterdam, moved by `days` (YYYY-MM-DD). */
export function amsterdamDay(now: number, days = 0): string {
  return isoDay(amsterdamWallClock(now + days * 24 * 60 * 60 * 1000));
}

/** The first and last service day a change may be made for: a week either side of today. */
export function serviceDayBounds(now: number): { min: string; max: string } {
  return {
    min: amsterdamDay(now, -SIMULATED_LIVE_CHANGE_HORIZON_DAYS),
    max: amsterdamDay(now, SIMULATED_LIVE_CHANGE_HORIZON_DAYS),
  };
}

/** A whole number as typed, the minus sign typed as a hyphen or as '−'. */
const WHOLE_NUMBER = /^[-−]?\d+$/;

/** The typed minutes as a number ('−5' is −5). */
export function delayMinutesOf(typed: string): number {
  return Number(typed.trim().replace('−', '-'));
}

/**
 * The simulator's form: the trip (its GTFS trip_id) is required, at most 200 characters; the service day
 * is a real day within a week of today; the delay a whole number of minutes from −30 to 240; 'Rijdt niet'
 * ticked or not. Messages are catalogue ids, or texts made with their bounds.
 */
export function liveChangeFormSchema(intl: IntlShape, now: number) {
  const days = serviceDayBounds(now);
  return z.object({
    tripId: z.string().trim().min(1, 'common.fieldRequired').max(200, 'liveSimulator.tripIdTooLong'),
    serviceDate: z
      .string()
      .nullable()
      .refine((day) => day !== null && day !== '', 'common.fieldRequired')
      .refine(
        (day) => day === null || day === '' || (isCalendarDay(day) && day >= days.min && day <= days.max),
        intl.formatMessage({ id: 'liveSimulator.dateRange' }, { days: SIMULATED_LIVE_CHANGE_HORIZON_DAYS }),
      ),
    delayMinutes: z
      .string()
      .trim()
      .min(1, 'common.fieldRequired')
      .refine((typed) => typed === '' || WHOLE_NUMBER.test(typed), 'liveSimulator.wholeMinutes')
      .refine(
        (typed) =>
          !WHOLE_NUMBER.test(typed) ||
          (delayMinutesOf(typed) >= DELAY_MINUTES_MIN && delayMinutesOf(typed) <= DELAY_MINUTES_MAX),
        intl.formatMessage(
          { id: 'liveSimulator.delayRange' },
          { min: DELAY_MINUTES_MIN, max: DELAY_MINUTES_MAX },
        ),
      ),
    cancelled: z.boolean(),
  });
}

export interface LiveChangeFormValues {
  tripId: string;
  serviceDate: string | null;
  delayMinutes: string;
  cancelled: boolean;
}
