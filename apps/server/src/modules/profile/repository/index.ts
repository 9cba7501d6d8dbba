/**
 * Every query of the profile module, one file per aggregate: profiles (and the drivers near a shout-out),
 * places, compliments and reviews, the session log and surveys. The services hold the rules; the
 * functions here only read and write rows, inside whatever transaction the caller passes as `db`.
 */
export type { Page } from '../../../platform/db/page.js';
export * from './places.js';
export * from './profiles.js';
export * from './reviews.js';
export * from './session-log.js';
export * from './surveys.js';
export * from './account-data.js';
