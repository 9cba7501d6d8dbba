import { z } from 'zod';
import { OffsetDateTimeSchema } from './limits';

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

/** When a record (a withdrawal request, a payout batch) was made and when it last changed; spread into it. */
export const RECORD_CHANGE_TIMES = {
  creationTime: OffsetDateTimeSchema,
  modificationTime: OffsetDateTimeSchema,
};

/**
 * A leg's span, on a passenger's itinerary or along a driver's route: when it starts and ends, the seconds
 * it takes and the metres it covers; spread into the leg.
 */
export const LEG_SPAN_FIELDS = {
  startTime: OffsetDateTimeSchema,
  endTime: OffsetDateTimeSchema,
  duration: z.number().int().min(0),
  distance: z.number().int().min(0),
};

/**
 * The longest label a place may have (a ride's ends, a shout-out's or a ride alert's places, an address,
 * a favourite): a real address fits many times over, and nothing stored per place can grow beyond it.
 */
export const PLACE_LABEL_MAX_LENGTH = 200;

/**
 * How far ahead a ride, a shout-out or a ride alert may be: a year. Nobody plans a trip further ahead,
 * and a time in the year 9999 is a mistake or an attack, not a plan.
 */
export const TRAVEL_HORIZON_DAYS = 365;

/** A GeoJSON point: coordinates are [longitude, latitude]. */
export const GeoPointSchema = z.strictObject({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});
export type GeoPoint = z.infer<typeof GeoPointSchema>;

/** Identifiers between modules: `urn:nb:{svc}:{class}:{id}` (DESIGN.md §4). */
export const UrnSchema = z
  .string()
  .max(200)
  .regex(/^urn:nb:(bn|cm|kc|pn|pf|rs):[a-z-]+:[^\s]+$/, 'must be a urn:nb:… reference');

export const OffsetQuerySchema = z.coerce.number().int().min(0).max(2_147_483_647).default(0);

/**
 * The `maxResults` of a paged list's query: how many items the caller asks for, 1 up to `max` (what
 * auditEndpointLimits holds against the call's page size), and `fallback` when left out.
 */
export function maxResultsQuerySchema(max: number, fallback: number = max) {
  return z.coerce.number().int().min(1).max(max).default(fallback);
}

/**
 * The paging fields of a list's query, spread into its object where they stand: `offset` (how many items
 * to skip, 0 when left out) and then `maxResults` (1 up to `max`, `fallback` when left out).
 */
export function pageQueryFields(max: number, fallback: number = max) {
  return { offset: OffsetQuerySchema, maxResults: maxResultsQuerySchema(max, fallback) };
}

/** A text a form requires: trimmed, not empty ('Veld is verplicht') and at most `max` characters long. */
export function requiredFormTextSchema(max: number) {
  return z.string().trim().min(1, 'Veld is verplicht').max(max, `Maximaal ${max} tekens`);
}

/**
 * A whole number of credits a form asks for: `min` (1 unless said) up to `max`, with the messages the
 * form shows under the field ('Minimaal …', 'Maximaal …').
 */
export function creditsAmountSchema(max: number, min: number = 1) {
  return z.number().int().min(min, `Minimaal ${min}`).max(max, `Maximaal ${max}`);
}

/** A text a form may leave empty: trimmed and at most `max` characters long ('Maximaal … tekens'). */
export function optionalFormTextSchema(max: number) {
  return z.string().trim().max(max, `Maximaal ${max} tekens`);
}

/** `true` or `false` in a query string, with the value taken when it is left out. */
export function queryBooleanSchema(fallback: boolean) {
  return z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(fallback);
}

/** A row id in a path or body: bounded to the database's integer, so a larger one is bad input (400). */
export const RowIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * A record in a path or body by its number or its URN (`urn:nb:rs:ride:12`, `urn:nb:pn:trip:7`), as the
 * spec's `…Ref` values: the URN's prefix is taken off, the rest must be a row id.
 */
export function refOrRowIdSchema(prefix: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.startsWith(prefix) ? value.slice(prefix.length) : value),
    RowIdSchema,
  );
}

/**
 * The `…Ref(id)` writer of one kind of record: the URN is its prefix (`urn:nb:rs:ride:`) followed by the
 * row id, the form `refOrRowIdSchema` and `rowIdOfRef` read back.
 */
export function refWriter(prefix: string): (id: number) => string {
  return (id) => `${prefix}${id}`;
}

/** The row id at the end of a URN (`urn:nb:rs:ride:12` → 12). */
export function rowIdOfRef(ref: string): number {
  return Number(ref.slice(ref.lastIndexOf(':') + 1));
}
