// The registration feature's public surface for other features. Its page is not here: the route table
// loads it on demand.
export { hasUsableAddress } from './lib/wizard';
