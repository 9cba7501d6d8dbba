/**
 * The delegation module's surface for the app: its registration and the check behind `X-Delegator`.
 */
export { registerDelegationModule } from './module.js';
export { resolveDelegator } from './service.js';
