import { z } from 'zod';

/** `{ totalCount, offset, count, data }`: every paged list of the API. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    totalCount: z.number().int().min(0),
    offset: z.number().int().min(0),
    count: z.number().int().min(0),
    data: z.array(item),
  });
}
export interface Paged<T> {
  totalCount: number;
  offset: number;
  count: number;
  data: T[];
}

/** A GeoJSON point: coordinates are [longitude, latitude]. */
export const GeoPointSchema = z.strictObject({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});
export type GeoPoint = z.infer<typeof GeoPointSchema>;

/** A calendar date as stored: YYYY-MM-DD. */
export const IsoDateSchema = z.iso.date();

/** Identifiers between modules: `urn:nb:{svc}:{class}:{id}` (DESIGN.md §4). */
export const UrnSchema = z
  .string()
  .regex(/^urn:nb:(bn|cm|kc|pn|pf|rs):[a-z-]+:[^\s]+$/, 'must be a urn:nb:… reference');

export const OffsetQuerySchema = z.coerce.number().int().min(0).max(2_147_483_647).default(0);
