/**
 * The banker's public surface: its registration, and the credit movements other modules make inside
 * their own transactions (pass the open transaction as `db`). Nothing else leaves this module.
 */
export { registerBankerModule, type BankerNeeds } from './module.js';
export { creditDemoDeposit } from './demo-credits.js';
export { seedDemoBanking, seedDemoRewards } from './demo-banking.js';
export { seedDemoCharities } from './demo-charities.js';
export {
  payPremiumBonus,
  premiumBonusFor,
  rollbackPremiumBonus,
  type PremiumBonus,
} from './bonus-service.js';
export {
  grantReward,
  revokeReward,
  type GrantRewardInput,
  type RevokeRewardInput,
} from './reward-service.js';
export { evaluateProfileRewards, type ProfileFacts } from './profile-rewards.js';
export type { UserRoleLookup } from './reward-routes.js';
export {
  balanceOf,
  charge,
  release,
  reserve,
  uncancel,
  uncharge,
  type CreditBalance,
  type FollowUp,
  type Party,
  type Reservation,
  type Settlement,
} from './credit-service.js';
export { bankerAccountData } from './account-data.js';
