import { doublePrecision, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column builders several modules' tables share. Each call makes new builders: a table takes ownership of
 * the columns it is given, so two tables never share one.
 */

/** A moment in time, always with its time zone (every time the app stores is one). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Where a trip question or a ride goes from and to: a label as the user chose it, and its coordinates. */
export function fromAndToColumns() {
  return {
    fromLabel: text('from_label').notNull(),
    fromLat: doublePrecision('from_lat').notNull(),
    fromLon: doublePrecision('from_lon').notNull(),
    toLabel: text('to_label').notNull(),
    toLat: doublePrecision('to_lat').notNull(),
    toLon: doublePrecision('to_lon').notNull(),
  };
}
