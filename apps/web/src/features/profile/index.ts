// The profile feature's public surface; other features and the app import from here only. The account
// page is not here: the route table loads it on demand (it brings the large phone-number library).
export {
  isNotFound,
  profileKeys,
  useProfile,
  useProfileStatus,
  useResetOwnProfile,
  useSaveProfile,
} from './api/queries';
export { createProfile, fetchPlaces, createPlace, deletePlace } from './api/profileApi';
export { plannerPathFor } from './lib/planner';
export { NotificationOptionsPage } from './pages/NotificationOptionsPage';
export { OnboardingCompletePage } from './pages/OnboardingCompletePage';
export { OnboardingPage } from './pages/OnboardingPage';
export { ProfilePage } from './pages/ProfilePage';
export { UserProfilePage } from './pages/UserProfilePage';
