/**
 * Every query of the rideshare module, one file per aggregate: rides, bookings, cars and recurrences (the
 * ride templates). The services hold the rules (who may see or change what, overlaps, seats, states); the
 * functions here only read and write rows, inside whatever transaction the caller passes as `db`.
 */
export * from './bookings.js';
export * from './cars.js';
export * from './recurrences.js';
export * from './rides.js';
export type { StoredLeg, StoredStop } from '../schema.js';
export * from './account-data.js';
