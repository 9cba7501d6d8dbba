/**
 * The live public-transport feed: read from its addresses (or the demo's simulator on this server),
 * matched to the timetable, kept while fresh.
 */
export { registerLiveTransit } from './register-live-transit.js';
export { simulatorFeed } from './simulator-feed.js';
export type { LiveTransit, LiveTransitState, LiveTransitStatus } from './live-transit.js';
