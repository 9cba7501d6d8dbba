import { z } from 'zod';

/**
 * What bounds one call (issue: "limits declared on every contract"). Whatever one user can repeat,
 * someone will repeat a million times: so every write says how often one account may make it, and every
 * list how many items one answer holds. The strings and dates of a call are bounded in its schemas
 * (a maximum length, a horizon); `auditEndpointLimits` checks all four for every call.
 */
export interface RateLimit {
  /** Calls allowed in one window… */
  max: number;
  /** …of this many seconds. */
  windowSeconds: number;
}

export interface EndpointLimits {
  /**
   * How often one account may call it (a call without a token: one client address), counted across
   * every server instance; the call after the last one allowed answers 429 until the window ends.
   * Required on every write.
   */
  rate?: RateLimit;
  /**
   * The most items one answer holds: the maximum of its `maxResults` for a paged list, or for a plain
   * list the cap that keeps it short (a user's cars, favourites). Required on every list.
   */
  pageSize?: number;
}

// ---------------------------------------------------------------------------------------------------
// Rates. A person taps a few times a minute at most; these leave room for a busy person and for the
// app's own retries, and stop a script. One window is one minute unless the call is rarer by nature.

const MINUTE = 60;
const HOUR = 3600;

/** Everyday changes: a favourite, a confirmation, a message, marking something read. */
export const RATE_WRITE: RateLimit = { max: 30, windowSeconds: MINUTE };
/** Changes that cost the server a search, a route or other people's attention (rides, trips, shout-outs). */
export const RATE_HEAVY_WRITE: RateLimit = { max: 10, windowSeconds: MINUTE };
/** Changes a person makes a few times in their life with the app (an account, a delegation, a car). */
export const RATE_RARE_WRITE: RateLimit = { max: 20, windowSeconds: HOUR };
/** Reads that cost a search or a call to an outside service (a plan, place suggestions, a licence plate). */
export const RATE_COSTLY_READ: RateLimit = { max: 60, windowSeconds: MINUTE };
/** A person's whole data, or the removal of their account: a few times an hour (each reads every module). */
export const RATE_ACCOUNT_DATA: RateLimit = { max: 3, windowSeconds: HOUR };
/** The app's session log: it flushes once a minute and at logout (spec 000 §9: every 60 seconds). */
export const RATE_SESSION_LOG: RateLimit = { max: 6, windowSeconds: MINUTE };

// ---------------------------------------------------------------------------------------------------
// Text and time bounds shared by the schemas.

/** An identifier or token a machine makes: a URN, a reference, a code, a key. */
export const TOKEN_MAX = 200;
/** An ISO 8601 timestamp with offset and milliseconds is 29 characters; room for microseconds and more. */
export const DATE_TIME_MAX_LENGTH = 40;

/**
 * The range of instants the API accepts at all. Every date a caller sends lies in it, so the year 9999 or
 * the year 0 is refused as bad input wherever it is sent; the business horizons (a ride at most a year
 * ahead) are stricter and are checked by the services with the app's clock.
 */
export const EARLIEST_ACCEPTED_DATE = '1900-01-01';
export const LATEST_ACCEPTED_DATE = '2100-01-01';

/** The schemas that carry a horizon, for the audit (a refinement cannot be recognised by itself). */
const withHorizon = new WeakSet<z.ZodType>();

/** Marks a schema as bounded in time; answers the schema. */
export function markHorizon<S extends z.ZodType>(schema: S): S {
  withHorizon.add(schema);
  return schema;
}

/** In the accepted range; a value that is no date at all is left to the format check's own issue. */
function inAcceptedRange(isoDate: string): boolean {
  const day = isoDate.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return true;
  return day >= EARLIEST_ACCEPTED_DATE && day < LATEST_ACCEPTED_DATE;
}

const OUT_OF_RANGE = `must lie between ${EARLIEST_ACCEPTED_DATE} and ${LATEST_ACCEPTED_DATE}`;

/** An instant with its offset (`2026-03-02T08:15:00+01:00`), bounded in length and in time. */
export const OffsetDateTimeSchema = markHorizon(
  z.iso
    .datetime({ offset: true })
    .max(DATE_TIME_MAX_LENGTH)
    .refine(inAcceptedRange, { message: OUT_OF_RANGE }),
);

/** A calendar date (`YYYY-MM-DD`), bounded in time. */
export const IsoDateSchema = markHorizon(
  z.iso.date().max(10).refine(inAcceptedRange, { message: OUT_OF_RANGE }),
);

// ---------------------------------------------------------------------------------------------------
// The audit.

/** Which part of a call a problem is in, and where: `body.reason`, `query.since`. */
export interface LimitProblem {
  where: string;
  problem: string;
}

type Def = Record<string, unknown> & { type: string; checks?: { _zod: { def: CheckDef } }[] };
type CheckDef = { check: string; maximum?: number; length?: number; value?: unknown };

function internals(schema: z.ZodType): { def: Def } {
  return (schema as unknown as { _zod: { def: Def } })._zod;
}

/**
 * The largest length (strings, arrays) or value (numbers) a schema's own checks allow, if any. Read from
 * the checks themselves: zod keeps no public getter for an array's maximum.
 */
export function maximumOf(schema: z.ZodType): number | undefined {
  let found: number | undefined;
  for (const check of internals(schema).def.checks ?? []) {
    const { check: kind, maximum, value } = check._zod.def;
    const { length } = check._zod.def;
    const limit =
      kind === 'max_length'
        ? maximum
        : kind === 'length_equals'
          ? length
          : kind === 'less_than'
            ? value
            : undefined;
    if (typeof limit === 'number') found = found === undefined ? limit : Math.min(found, limit);
  }
  return found;
}

/**
 * Walks a request schema and lists every value a caller could make unbounded: a string without a
 * maximum length, a date without a horizon, an array without a maximum number of items, a map or an
 * "anything" that accepts any size.
 */
export function unboundedInputs(schema: z.ZodType, where: string): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const seen = new Set<z.ZodType>();
  const visit = (node: z.ZodType, path: string, bounded = false): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const { def } = internals(node);
    const timeBounded = bounded || withHorizon.has(node);
    switch (def.type) {
      case 'string': {
        const format = def.format as string | undefined;
        if (maximumOf(node) === undefined) {
          problems.push({ where: path, problem: 'a string without a maximum length' });
        }
        if ((format === 'datetime' || format === 'date') && !timeBounded) {
          problems.push({ where: path, problem: 'a date without a horizon' });
        }
        return;
      }
      case 'array':
        if (maximumOf(node) === undefined) {
          problems.push({ where: path, problem: 'a list without a maximum number of items' });
        }
        visit(def.element as z.ZodType, `${path}[]`);
        return;
      case 'object':
        for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          visit(field, path ? `${path}.${key}` : key);
        }
        if (def.catchall && internals(def.catchall as z.ZodType).def.type !== 'never') {
          visit(def.catchall as z.ZodType, `${path}.*`);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        visit(def.innerType as z.ZodType, path, timeBounded);
        return;
      case 'pipe':
        // What the caller sends is the pipe's input; its output is then checked again by `out`.
        visit(def.in as z.ZodType, path, timeBounded);
        visit(def.out as z.ZodType, path, timeBounded);
        return;
      case 'union':
        for (const option of def.options as z.ZodType[]) visit(option, path, timeBounded);
        return;
      case 'intersection':
        visit(def.left as z.ZodType, path);
        visit(def.right as z.ZodType, path);
        return;
      case 'tuple':
        (def.items as z.ZodType[]).forEach((item, index) => visit(item, `${path}[${index}]`));
        if (def.rest) problems.push({ where: path, problem: 'a tuple with a rest element' });
        return;
      case 'lazy':
        visit((def.getter as () => z.ZodType)(), path, timeBounded);
        return;
      case 'record':
      case 'map':
      case 'set':
      case 'any':
      case 'unknown':
        problems.push({ where: path, problem: `${def.type}: accepts any size` });
        return;
      default:
        // number, boolean, enum, literal, null, undefined, never, transform, custom, date (coerced):
        // bounded by their type or checked by their own rule.
        return;
    }
  };
  visit(schema, where);
  return problems;
}
