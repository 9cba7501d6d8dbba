/**
 * The identity module as the rest of the server sees it: the embedded OpenID Connect provider's plugin,
 * creating an account (the first administrator's command uses it), and the demo accounts it seeds into
 * an empty database (app.ts composes the other modules' demo data
 * for them).
 */
export { registerIdentityModule, type IdentityNeeds, type IdentityProvides } from './module.js';
export { seedDemoAccounts, type SeededDemoAccount } from './seed.js';
export { signUp, type SignUpResult } from './login-service.js';
export { createPasswordHasher, type PasswordHasher } from './passwords.js';
export type { DemoAccount, DemoTravelRole } from './demo-accounts.js';
export { identityAccountData } from './account-data.js';
