/**
 * The delegation module's surface for the app: its registration (which gives the check behind
 * `X-Delegator` and the delegates of a person); for other modules, whether a delegation is active (a
 * calendar feed a delegate made answers only then).
 */
export { registerDelegationModule, type DelegationNeeds, type DelegationProvides } from './module.js';
export { isDelegationActive } from './lookup-service.js';
export { delegationAccountData } from './account-data.js';
