import { z } from 'zod';

/*
 * The demo's live public-transport feed (beyond the original): the changes an admin tells the simulator
 * to make, on top of its standing disruptions, so the live times can be tried out on any trip.
 */

/** At most this many changes are kept: older days are dropped, and the admin can overwrite them. */
export const MAX_SIMULATED_LIVE_CHANGES = 100;
/** A change may be made for trips running this many days before or after today. */
export const SIMULATED_LIVE_CHANGE_HORIZON_DAYS = 7;

export const SimulatedLiveChangeSchema = z.strictObject({
  /** The trip of the timetable (GTFS trip_id), as a public-transport leg names it. */
  tripId: z.string().trim().min(1).max(200),
  /** The day the trip runs by the timetable (YYYY-MM-DD), as its leg's `serviceDate`. */
  serviceDate: z
    .string()
    .max(10)
    .regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Minutes late from the first stop (negative: early; 0: on time again, as a real feed says it). */
  delayMinutes: z.number().int().min(-30).max(240),
  cancelled: z.boolean().default(false),
});
export type SimulatedLiveChange = z.input<typeof SimulatedLiveChangeSchema>;

export const SimulatedLiveChangesSchema = z.object({
  changes: z.array(SimulatedLiveChangeSchema).max(MAX_SIMULATED_LIVE_CHANGES),
});
export type SimulatedLiveChanges = z.infer<typeof SimulatedLiveChangesSchema>;
