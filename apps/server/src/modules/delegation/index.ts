/**
 * The delegation module's surface for the app: its registration and the check behind `X-Delegator`;
 * for other modules, whether a delegation is active (a calendar feed a delegate made answers only then).
 */
export { registerDelegationModule } from './module.js';
export { isDelegationActive, resolveDelegator } from './lookup-service.js';
