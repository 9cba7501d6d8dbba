import type { tripLegs, trips } from '../schema.js';

/** The trips wing's queries: trips and their legs. */

export type TripRow = typeof trips.$inferSelect;
export type LegRow = typeof tripLegs.$inferSelect;
export type NewLegRow = typeof tripLegs.$inferInsert;
