// The communicator's surface for the app and other modules: its plugin, and the service functions other
// modules call (a booking flow sends system messages in its own transaction). Nothing else: tables,
// repository and routes stay inside.
export { registerCommunicatorModule, type CommunicatorNeeds } from './module.js';
export type { CommunicatorContext } from './deps.js';
export type { ContextParticipation, TakesPart } from './participation.js';
export { sendSystemMessage, SYSTEM_TITLE, type SystemMessage } from './system-message-service.js';
export type { DelegatesLookup } from './delegate-copies.js';
export { unreadCountOf } from './user-service.js';
export { endDelegateStreams, publishChange } from './live-events.js';
export { communicatorAccountData } from './account-data.js';
