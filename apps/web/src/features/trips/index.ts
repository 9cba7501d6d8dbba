// The trips feature's public surface for other features and the app (Home). Its pages are not here: the
// route table loads each page on demand.
export { tripKeys, useTrips, type TripsListQuery } from './api/queries';
export { TripCard } from './components/TripCard';
export { ConfirmTripButton } from './components/TripValidationAlert';
export { useLiveTripUpdates } from './hooks/useLiveTripUpdates';
export { ItineraryMap } from './components/ItineraryMap';
export { LegCard } from './components/LegCard';
export { MessageDriverButton } from './components/MessageDriverButton';
export { splitName } from './lib/trip';
