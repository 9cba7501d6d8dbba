// The treasury feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { paymentsKeys as treasuryKeys, usePendingWithdrawalCount } from './api/paymentsQueries';
export { TreasuryGate } from './components/TreasuryGate';
export { useIsTreasurer } from './hooks/useIsTreasurer';
