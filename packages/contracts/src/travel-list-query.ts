import { z } from 'zod';
import { OffsetDateTimeSchema } from './limits';
import { maxResultsQuerySchema, OffsetQuerySchema, queryBooleanSchema } from './common';

/**
 * The query of a person's own list of trips (as a passenger) or rides (as a driver), spec 000 §7: a page
 * of at most 100 (10 when not asked), optionally only those within `since` and `until` and of one `state`
 * of the list's own kind, cancelled ones left out on request, by departure time (ascending unless asked).
 */
export function travelListQuerySchema<State extends z.ZodType>(state: State) {
  return z.object({
    maxResults: maxResultsQuerySchema(100, 10),
    offset: OffsetQuerySchema,
    since: OffsetDateTimeSchema.optional(),
    until: OffsetDateTimeSchema.optional(),
    state: state.optional(),
    skipCancelled: queryBooleanSchema(false),
    sortDir: z.enum(['ASC', 'DESC']).default('ASC'),
  });
}
