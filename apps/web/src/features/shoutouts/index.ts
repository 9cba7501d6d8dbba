// The shout-outs feature's public surface for other features and the app (the Community count). Its
// pages are not here: the route table loads each page on demand.
export { shoutOutKeys } from './api/queries';
export { useShoutOutCount } from './hooks/useShoutOutCount';
