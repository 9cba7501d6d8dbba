// The auth feature's public surface for other features and the app. Its pages are not here: the route
// table loads each page on demand.
export { AuthRoot, preloadSignIn } from './components/AuthRoot';
export { LEFT_REGISTRATION_STATE } from './lib/left-registration';
