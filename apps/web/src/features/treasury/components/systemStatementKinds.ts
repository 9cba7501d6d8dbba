import type { TransactionPurpose } from '@achterhoek/contracts';
import type { MessageId } from '../../../i18n/nl';

/**
 * The kinds of a system account's lines (spec 001 §2.4, §3: DEPOSIT, WITHDRAWAL, PAYMENT, REFUND,
 * RESERVATION, RELEASE), in the bookkeeping words the treasurer works with, in the filter's order.
 */
export const systemStatementKinds: readonly { purpose: TransactionPurpose; label: MessageId }[] = [
  { purpose: 'DEPOSIT', label: 'systemCredits.kind.deposit' },
  { purpose: 'WITHDRAWAL', label: 'systemCredits.kind.withdrawal' },
  { purpose: 'PAYMENT', label: 'systemCredits.kind.payment' },
  { purpose: 'REFUND', label: 'systemCredits.kind.refund' },
  { purpose: 'RESERVATION', label: 'systemCredits.kind.reservation' },
  { purpose: 'RELEASE', label: 'systemCredits.kind.release' },
];

export function systemStatementKindLabel(purpose: TransactionPurpose): MessageId {
  return systemStatementKinds.find((kind) => kind.purpose === purpose)?.label ?? 'systemCredits.kind.payment';
}

/** A purpose read from the address bar, or null (everything) for anything unknown. */
export function purposeFrom(value: string | null): TransactionPurpose | null {
  return systemStatementKinds.find((kind) => kind.purpose === value)?.purpose ?? null;
}
