// The rides feature's public surface for other features and the app (Home, the trips overview). Its
// pages are not here: the route table loads each page on demand.
export { useRidePages, useRides, rideKeys, type RidesListQuery } from './api/queries';
export { ConfirmRideButton } from './components/ConfirmRideButton';
export { RideCard } from './components/RideCard';
export { useLiveRideUpdates } from './hooks/useLiveRideUpdates';
export { CarChoice } from './components/CarChoice';
