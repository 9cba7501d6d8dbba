import { Document } from 'sepa';
import { WITHDRAWAL_URN_PREFIX } from '@achterhoek/contracts';
import { sepaText } from './sepa-text.js';

/** SEPA's longest name of a party (pain.001 `Max70Text`): a longer holder is cut there. */
const SEPA_NAME_MAX_LENGTH = 70;
/** SEPA's longest unstructured remittance text (pain.001 `Max140Text`). */
const SEPA_REMITTANCE_MAX_LENGTH = 140;

/** What the file needs of a batch: the bank reserve's account the euros are paid from. */
export interface PainBatch {
  orderReference: string;
  originatorIban: string;
  originatorIbanHolder: string;
}

/** What the file needs of each withdrawal: where the euros go, how many, and why. */
export interface PainTransfer {
  id: number;
  amountCents: number;
  iban: string;
  ibanHolder: string;
  description: string;
}

/**
 * A payout batch as a SEPA credit-transfer file, pain.001.001.03 (reference §3.4), made with the `sepa`
 * package: the message id is the batch's order reference; one payment from the bank reserve's IBAN
 * (debtor, also the initiating party) with one transfer per withdrawal: the holder's name and IBAN as
 * creditor, the euros asked (cents at the exchange rate of the moment of asking, as stored), the
 * person's description as remittance text and the withdrawal's reference as end-to-end id. The control
 * sum is the sum of the transfers; the requested execution date is the day the file is made. Names and
 * remittance texts go out in SEPA's Latin character set (`sepaText`, decision 0060).
 */
export function painFile(batch: PainBatch, transfers: readonly PainTransfer[], now: Date): string {
  const document = new Document('pain.001.001.03');
  document.grpHdr.id = batch.orderReference;
  document.grpHdr.created = now;
  document.grpHdr.initiatorName = sepaName(batch.originatorIbanHolder);

  const payment = document.createPaymentInfo();
  payment.requestedExecutionDate = now;
  payment.debtorIBAN = batch.originatorIban;
  payment.debtorName = sepaName(batch.originatorIbanHolder);
  document.addPaymentInfo(payment);

  for (const transfer of transfers) {
    const credit = payment.createTransaction();
    credit.creditorName = sepaName(transfer.ibanHolder);
    credit.creditorIBAN = transfer.iban;
    credit.amount = transfer.amountCents / 100;
    credit.remittanceInfo = sepaText(transfer.description, SEPA_REMITTANCE_MAX_LENGTH);
    credit.end2endId = `${WITHDRAWAL_URN_PREFIX}${transfer.id}`;
    payment.addTransaction(credit);
  }
  return document.toString();
}

function sepaName(name: string): string {
  return sepaText(name, SEPA_NAME_MAX_LENGTH);
}
