import { z } from 'zod';
import { OffsetDateTimeSchema } from './limits';

/*
 * Trips and rides in the user's own calendar (beyond the original): one trip or ride as an iCalendar
 * file, and a private feed address per user that calendar apps subscribe to. The feed's address is its
 * secret; revoking it makes the old address answer 404, and a new one can be made.
 */

export const CalendarFeedSchema = z.object({
  /** The address to subscribe to (https, or webcal by replacing the scheme). */
  url: z.string(),
  createdAt: OffsetDateTimeSchema,
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedParamsSchema = z.object({
  /** The feed's secret, as handed out; `.ics` may follow it. */
  token: z
    .string()
    .max(80)
    .transform((value) => value.replace(/\.ics$/, ''))
    .pipe(
      z
        .string()
        .max(64)
        .regex(/^[A-Za-z0-9_-]{20,64}$/, 'not a calendar feed'),
    ),
});

/** The feed holds trips and rides from this many days back, and all that are planned. */
export const CALENDAR_FEED_DAYS_BACK = 30;
