// The auth feature's public surface; other features and the app import from here only.
export { AuthRoot } from './components/AuthRoot';
export { useCurrentUser, useHasRealmRole, type CurrentUser } from './hooks/useCurrentUser';
export { LandingPage } from './pages/LandingPage';
export { LogoutPage } from './pages/LogoutPage';
export { SessionExpiredPage } from './pages/SessionExpiredPage';
