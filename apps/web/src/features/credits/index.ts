// The credits feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { creditsKeys, useBankerSettings, useBankerUser, useUpdateBankAccount } from './api/queries';
export { CreditsGate } from './components/CreditsGate';
// The statement's day grouping and line texts, shared with the treasurer's system-account statements.
export {
  groupByDay,
  lineTime,
  longDate,
  relativeDay,
  signedAmount,
  type DatedLine,
  type StatementDay,
} from './lib/statement';
export { statementsUntil } from './components/StatementHistory';
