// The charities feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { charityKeys } from './api/queries';
