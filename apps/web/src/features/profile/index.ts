// The profile feature's public surface for other features and the app. Its pages are not here: the route
// table loads each page on demand.
export {
  isNotFound,
  profileKeys,
  useProfile,
  useProfileStatus,
  usePublicProfile,
  useReceivedCompliments,
  useReceivedReviews,
  useResetOwnProfile,
  useSaveProfile,
} from './api/queries';
export { useKnownProfile } from './api/knownProfile';
export { createProfile, fetchPlaces, createPlace, deletePlace } from './api/profileApi';
export { plannerPathFor } from './lib/planner';
export { isDriver, shownRole } from './lib/roles';
export { RoleTabs } from './components/RoleTabs';
