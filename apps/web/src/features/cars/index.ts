// The cars feature's public surface for other features and the app. Its pages are not here: the route
// table loads each page on demand.
export { carKeys, useMyCars, useSelectedCar } from './api/queries';
export { CarCard } from './components/CarCard';
