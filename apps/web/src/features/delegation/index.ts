// The delegation feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand. Acting for somebody itself lives in src/lib/delegation.ts, which
// every call uses.
export { delegationKeys, useDelegation, useDelegations, type DelegationsQuery } from './api/queries';
export { useActingSwitch } from './hooks/useActingSwitch';
