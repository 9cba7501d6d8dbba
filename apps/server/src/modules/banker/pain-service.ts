import { NO_EMAIL_FOR_PAIN_MESSAGE, type MailPainResponse } from '@achterhoek/contracts';
import type { AuthUser } from '../../platform/auth/token-verifier.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { ConflictError, NotFoundError, UnprocessableError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { painFile } from './pain-file.js';
import { PAYMENT_BATCH_NOT_FOUND } from './payment-batch-service.js';
import { paymentBatchById, withdrawalsOfBatch } from './repository/index.js';

/** A batch's SEPA file: its name (`<orderReference>.xml`), its text and what it pays. */
export interface PainDocument {
  filename: string;
  xml: string;
  transfers: number;
  amountCents: number;
}

/**
 * The SEPA credit-transfer file of a batch (pain.001.001.03): every request of it, or with `pendingOnly`
 * only those not settled yet (ACTIVE), to pay what is still open. 404 for an unknown batch; 409 when
 * nothing is left to pay (a file must hold at least one transfer).
 */
export async function painOfBatch(
  db: Db,
  clock: Clock,
  id: number,
  pendingOnly: boolean,
): Promise<PainDocument> {
  const batch = await paymentBatchById(db, id);
  if (!batch) throw new NotFoundError(PAYMENT_BATCH_NOT_FOUND, 'PAYMENT_BATCH_NOT_FOUND');
  const requests = await withdrawalsOfBatch(db, id, pendingOnly ? 'ACTIVE' : undefined);
  if (requests.length === 0) {
    throw new ConflictError('Deze betaalopdracht heeft geen openstaande aanvragen meer', 'NOTHING_TO_PAY');
  }
  return {
    filename: `${batch.orderReference}.xml`,
    xml: painFile(batch, requests, clock.now()),
    transfers: requests.length,
    amountCents: requests.reduce((sum, w) => sum + w.amountCents, 0),
  };
}

/**
 * Mails a batch's SEPA file to the treasurer signed in (spec 001 §2.16 'Mail PAIN'), as an attachment,
 * through the app's mailer (recorded in the outbox admins see). Without an e-mail address on the
 * caller's account nothing is sent (422).
 */
export async function mailPain(
  db: Db,
  clock: Clock,
  mailer: Mailer,
  user: AuthUser,
  id: number,
  pendingOnly: boolean,
): Promise<MailPainResponse> {
  if (!user.email) throw new UnprocessableError(NO_EMAIL_FOR_PAIN_MESSAGE, 'NO_EMAIL');
  const file = await painOfBatch(db, clock, id, pendingOnly);
  const euros = (file.amountCents / 100).toFixed(2).replace('.', ',');
  await mailer.send({
    to: user.email,
    subject: `Betaalopdracht ${file.filename.replace(/\.xml$/, '')}`,
    text:
      `Beste ${user.givenName},\n\nIn de bijlage staat het betaalbestand (SEPA) met ${file.transfers} ` +
      `${file.transfers === 1 ? 'overboeking' : 'overboekingen'}, samen € ${euros}. ` +
      'Lees het in bij internetbankieren van de bankreserve.\n',
    attachments: [{ filename: file.filename, contentType: 'application/xml', content: file.xml }],
  });
  return { email: user.email };
}
