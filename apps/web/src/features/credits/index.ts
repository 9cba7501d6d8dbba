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
// The rules of an amount of credits and of a payout's description, which other money forms share.
export { CreditsAmountInput } from './components/CreditsAmountInput';
export { markRefusedMoneyFields } from './lib/refusedMoneyFields';
export { amountOf } from './lib/addCreditsForm';
export { creditsAmountField } from './lib/creditsAmountField';
export { remittanceDescriptionField } from './lib/withdrawalForm';
export { statementsUntil } from './components/StatementHistory';
// The statement's day list and row, which the treasurer's system-account statements show too.
export { StatementDayList, type StatementDayListTexts } from './components/StatementDayList';
export { StatementLineRow, type StatementRowLine } from './components/StatementLineRow';
