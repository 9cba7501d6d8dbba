import { PremiumMovementPage } from '../components/PremiumMovementForm';

/** /premiumWithdrawalPage ('Premiesaldo Verlagen', spec 001 §2.19): credits from the premium budget back to the bank reserve. */
export function PremiumWithdrawalPage() {
  return <PremiumMovementPage direction="withdraw" />;
}
