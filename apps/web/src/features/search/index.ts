// The planner feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { useSearchCriteria, usePickedLocation } from './hooks/useSearchCriteria';
export type {
  PickedLocation,
  SearchCriteria,
  SearchTravelTime,
  TripField,
  TripPlace,
} from './lib/searchCriteria';
export { PlaceField } from './components/PlaceField';
export { FromToFields } from './components/FromToFields';
export { TravelModeIcon } from './components/icons';
export { rideAlertKeys } from './api/queries';
export { usePreferencesForm } from './hooks/usePreferencesForm';
