// The planner feature's public surface; other features and the app import from here only.
export { useSearchCriteria, usePickedLocation } from './hooks/useSearchCriteria';
export type { PickedLocation, SearchCriteria, TripField, TripPlace } from './lib/searchCriteria';
export { LocationPage } from './pages/LocationPage';
export { SearchPage } from './pages/SearchPage';
