// The cars feature's public surface for other features and the app. Its pages are not here: the route
// table loads each page on demand. The app's start-up loads the selected car through this file, so it
// holds no components: their texts and styles would otherwise come with the app's first chunk.
export { carKeys, useMyCars, useSelectedCar } from './api/queries';
