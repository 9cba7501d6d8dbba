// The credits feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { creditsKeys, useBankerSettings, useBankerUser, useUpdateBankAccount } from './api/queries';
export { CreditsGate } from './components/CreditsGate';
