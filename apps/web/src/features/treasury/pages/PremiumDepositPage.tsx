import { PremiumMovementPage } from '../components/PremiumMovementForm';

/** /premiumDepositPage ('Premiesaldo Verhogen', spec 001 §2.19): credits from the bank reserve into the premium budget. */
export function PremiumDepositPage() {
  return <PremiumMovementPage direction="deposit" />;
}
