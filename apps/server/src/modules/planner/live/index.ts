/**
 * The live public-transport feed: read from its addresses (or the demo's simulator on this server),
 * matched to the timetable, kept while fresh.
 */
export { registerLiveTransit } from './register-live-transit.js';
export { simulatedLiveChanges, simulateChange, simulatorFeed } from './simulator-service.js';
export { liveNetworkOf } from './live-network.js';
export type { LiveTransit, LiveTransitState, LiveTransitStatus } from './live-transit.js';
