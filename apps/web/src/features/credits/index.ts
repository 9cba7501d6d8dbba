// The credits feature's public surface; other features and the app import from here only.
export { creditsKeys, useBankerSettings, useBankerUser } from './api/queries';
export { CreditsGate } from './components/CreditsGate';
export { AddCreditsPage } from './pages/AddCreditsPage';
export { CreditsPage } from './pages/CreditsPage';
export { WaitForDepositConfirmationPage } from './pages/WaitForDepositConfirmationPage';
