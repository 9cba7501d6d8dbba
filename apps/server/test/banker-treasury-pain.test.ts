import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_EMAIL_FOR_PAIN_MESSAGE, type PaymentBatch } from '@achterhoek/contracts';
import { mailPain } from '../src/modules/banker/pain-service.js';
import { manualClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/database.js';
import { mailMessages } from '../src/platform/schema.js';

import { useTestApp } from './support/app.js';
import { recordingMailTransport } from './support/mail.js';
import { useDemoUsers } from './support/callers.js';
import {
  askWithdrawal,
  elements,
  expectValidPain,
  PB,
  personWithCredits,
  rejectWaitingRequests,
  RESERVE_HOLDER,
  RESERVE_IBAN,
  setReserveAccount,
} from './treasury-helpers.js';

// Issue 28: a payout batch as its SEPA credit-transfer file (pain.001.001.03), downloaded or mailed to
// the treasurer, valid against the ISO 20022 schema.
const NOW = Date.parse('2026-11-26T10:00:00+01:00');

describe('the SEPA file of a payout batch', () => {
  let db: Db;
  const { transport, sent } = recordingMailTransport();
  let batch: PaymentBatch;
  const rate = () => t.config.exchangeRateCents;

  const t = useTestApp({ services: { clock: manualClock(NOW), mail: transport } });
  const [treasurer] = useDemoUsers(t, 'ingrid');
  beforeAll(async () => {
    db = t.app.database.db;
    await setReserveAccount(db);
    await rejectWaitingRequests(t, treasurer);
    const dinand = await personWithCredits(t, 100);
    const gerrit = await personWithCredits(t, 300, 'NL20INGB0001234567', 'Gerrit Wolters-ter Haar');
    await askWithdrawal(dinand, 13, 'Inwisselen van GAON credits');
    await askWithdrawal(gerrit, 250, 'Voor de taxi naar het ziekenhuis, één keer');
    await askWithdrawal(gerrit, 37);
    const made = await treasurer.post(PB);
    batch = (await treasurer.get(`${PB}/${(made.json() as { id: number }).id}`)).json() as PaymentBatch;
  });

  it('answers the file as XML to save, valid against the pain.001.001.03 schema, with every request', async () => {
    const answer = await treasurer.get(`${PB}/${batch.id}?format=PAIN.001`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${batch.orderReference}.xml"`);
    const xml = answer.body;
    expectValidPain(xml);
    const euros = (credits: number) => ((credits * rate()) / 100).toFixed(2);
    expect(elements(xml, 'MsgId')).toEqual([batch.orderReference]);
    expect(elements(xml, 'NbOfTxs')).toEqual(['3', '3']);
    expect(elements(xml, 'CtrlSum')).toEqual([euros(300), euros(300)]);
    expect(Number(elements(xml, 'CtrlSum')[0]) * 100).toBeCloseTo(batch.amountRequestedEurocents, 6);
    expect(elements(xml, 'InstdAmt')).toEqual([euros(13), euros(250), euros(37)]);
    expect(elements(xml, 'IBAN')).toEqual([
      RESERVE_IBAN,
      'NL91ABNA0417164300',
      'NL20INGB0001234567',
      'NL20INGB0001234567',
    ]);
    expect(elements(xml, 'Nm')).toEqual([
      RESERVE_HOLDER,
      RESERVE_HOLDER,
      'D. Klein Gunnewiek',
      'Gerrit Wolters-ter Haar',
      'Gerrit Wolters-ter Haar',
    ]);
    expect(elements(xml, 'EndToEndId')).toEqual(batch.withdrawalRequests.map((w) => w.urn));
    // The description goes out in SEPA's Latin character set: the accents are taken off.
    expect(elements(xml, 'Ustrd')[1]).toBe('Voor de taxi naar het ziekenhuis, een keer');
  });

  it('still answers JSON by default and with format=JSON', async () => {
    for (const query of ['', '?format=JSON']) {
      const answer = await treasurer.get(`${PB}/${batch.id}${query}`);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ id: batch.id, nrRequests: 3 });
    }
    expect((await treasurer.get(`${PB}/999999?format=PAIN.001`)).statusCode).toBe(404);
  });

  it('mails the file to the treasurer, only the requests still open unless asked for all', async () => {
    const first = batch.withdrawalRequests[0]!;
    const settled = await treasurer.put(`${PB}/${batch.id}`, {
      withdrawalRequests: [{ id: first.id, status: 'COMPLETED' }],
    });
    expect(settled.statusCode).toBe(200);

    const mailed = await treasurer.post(`${PB}/${batch.id}/mail-pain`);
    expect(mailed.statusCode).toBe(200);
    expect(mailed.json()).toEqual({ email: 'ingrid@example.nl' });
    const pending = sent.at(-1)!;
    expect(pending.to).toBe('ingrid@example.nl');
    expect(pending.attachments).toHaveLength(1);
    expect(pending.attachments![0]).toMatchObject({
      filename: `${batch.orderReference}.xml`,
      contentType: 'application/xml',
    });
    const pendingXml = String(pending.attachments![0]!.content);
    expectValidPain(pendingXml);
    expect(elements(pendingXml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(elements(pendingXml, 'EndToEndId')).not.toContain(first.urn);

    await treasurer.post(`${PB}/${batch.id}/mail-pain?pendingOnly=false`);
    expect(elements(String(sent.at(-1)!.attachments![0]!.content), 'NbOfTxs')).toEqual(['3', '3']);

    // The admins' outbox shows the file's name.
    const [row] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, 'ingrid@example.nl'))
      .orderBy(mailMessages.id)
      .limit(1);
    expect(row!.attachments).toEqual([
      expect.objectContaining({ filename: `${batch.orderReference}.xml`, contentType: 'application/xml' }),
    ]);
    expect((await treasurer.post(`${PB}/${batch.id}/mail-pain?pendingOnly=misschien`)).statusCode).toBe(400);
  });

  it('mails nothing without an e-mail address (422) or when nothing is left to pay (409)', async () => {
    const count = sent.length;
    const noEmail = mailPain(
      db,
      t.app.clock,
      t.app.mailer,
      {
        id: 'x',
        givenName: 'Ingrid',
        familyName: 'Hulshof',
        fullName: 'Ingrid Hulshof',
        email: undefined,
        roles: ['treasurer'],
      },
      batch.id,
      true,
    );
    await expect(noEmail).rejects.toMatchObject({ status: 422, message: NO_EMAIL_FOR_PAIN_MESSAGE });
    const rest = batch.withdrawalRequests.slice(1).map((w) => ({ id: w.id, status: 'CANCELLED' }));
    expect((await treasurer.put(`${PB}/${batch.id}`, { withdrawalRequests: rest })).statusCode).toBe(200);
    expect((await treasurer.post(`${PB}/${batch.id}/mail-pain`)).statusCode).toBe(409);
    expect(sent.length).toBe(count);
  });

  it('lists the XML form beside JSON in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const content = document.paths['/api/banker/payment-batches/{id}']!.get!.responses['200']!.content!;
    expect(Object.keys(content)).toEqual(['application/json', 'application/xml']);
  });
});
