import { expect } from 'vitest';
import type { Answer, Api } from './api.js';

const DEPOSITS = '/api/banker/users/me/deposits';

/** Asks to buy `credits` under the Idempotency-Key `key`; answers the payment page's URL (undefined: no 2xx). */
export async function askDeposit(api: Api, credits: number, key: string): Promise<string | undefined> {
  const asked = await api.send(
    'POST',
    DEPOSITS,
    { amountCredits: credits, description: 'Credits inkopen' },
    { 'idempotency-key': key },
  );
  return asked.statusCode === 200 ? (asked.json() as { paymentUrl: string }).paymentUrl : undefined;
}

/**
 * Pays the payment at the bank simulator, as the person's browser does there; answers the report of their
 * return to the app, to send (undefined: the simulator did not send them back).
 */
async function paidReturn(api: Api, paymentUrl: string): Promise<(() => Promise<Answer>) | undefined> {
  const chosen = await api.form(new URL(paymentUrl).pathname, 'outcome=paid');
  if (chosen.statusCode !== 303) return undefined;
  const back = new URL(String(chosen.headers.location));
  const event = {
    project_id: back.searchParams.get('project_id'),
    order_id: back.searchParams.get('order_id'),
  };
  return () => api.send('POST', '/api/banker/deposit-events', event);
}

/** Pays at the simulator and reports the return; answers the deposit's status as the app answered it. */
export async function payAtSimulator(api: Api, paymentUrl: string): Promise<string | undefined> {
  const report = await paidReturn(api, paymentUrl);
  const answer = await report?.();
  return answer?.statusCode === 200 ? (answer.json() as { status: string }).status : undefined;
}

/**
 * A whole deposit with its retries: asked twice at once under one Idempotency-Key (both answers name the
 * same payment), paid at the simulator, its return reported twice at once; both reports say COMPLETED.
 */
export async function payDeposit(api: Api, credits: number, key: string): Promise<void> {
  const [first, second] = await Promise.all([askDeposit(api, credits, key), askDeposit(api, credits, key)]);
  expect(first).toBeDefined();
  expect(second).toBe(first);
  const report = await paidReturn(api, first!);
  expect(report).toBeDefined();
  const reports = await Promise.all([report!(), report!()]);
  expect(reports.map((answer) => (answer.json() as { status: string }).status)).toEqual([
    'COMPLETED',
    'COMPLETED',
  ]);
}
