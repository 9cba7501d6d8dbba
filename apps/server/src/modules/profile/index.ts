/**
 * The profile module as other code may use it: its registration (given the image store and the banker's
 * rewards as needs), what other modules may read about people, and the demo profiles for the embedded
 * setup.
 */
export { registerProfileModule, type ProfileNeeds } from './module.js';
export type { ProfileServiceDeps, ProfileUpdated, ProfileUpdatedHook } from './service/shared.js';
export {
  findContactDetails,
  findPublicProfiles,
  getNotificationOptions,
  getRidePlanOptions,
  getUserRole,
  profilesCreatedBySince,
  type ContactDetails,
} from './service/public-profiles.js';
export { createDemoProfiles, type DemoProfileSeed } from './service/demo-profiles.js';
export { resolveUserRef } from './rules.js';
export { createProfileFor } from './service/profiles.js';
export { findShoutOutDrivers, livesNearShoutOut } from './service/shout-out-drivers.js';
export { isAccountClosed, type AccountDataPort } from './service/account-data.js';
export { seedSurvey } from './service/survey-seed.js';
export type { SurveySubmitted, SurveySubmittedHook } from './service/surveys.js';
