// The burst of the kill -9 test (kill-nine.test.ts): what the passengers do at once, and what they were told.

import type { Answer, Api } from './api.js';
import { askDeposit, payAtSimulator } from './deposits.js';
import type { Prepared } from './kill-nine-setup.js';
import { W } from '../treasury-helpers.js';
import { P } from '../trip-helpers.js';

/** What the burst was told with a 2xx, by kind: the ids the server answered. */
export interface Answered {
  trips: number[];
  withdrawals: number[];
  donations: number[];
  messages: number[];
  /** The statuses of the answers other than 2xx (a full ride's 409). */
  refused: number[];
  /** Idempotency-Keys of deposits whose payment page was answered, with the page's URL. */
  depositPages: Map<string, string>;
  /** Idempotency-Keys of deposits reported COMPLETED, with their credits. */
  depositsCompleted: Map<string, number>;
}

/**
 * The burst: every passenger books both rides, buys credits (asked, paid at the simulator, reported back),
 * asks a withdrawal, gives to a charity and sends the driver three messages, all at once. `answered` is
 * called with every 2xx answer, as it arrives; a call the dying server does not answer counts as lost.
 */
export async function burst(
  apis: Api[],
  prepared: Prepared,
  record: Answered,
  answered: () => void,
): Promise<void> {
  const ok = (answer: Answer) => answer.statusCode >= 200 && answer.statusCode < 300;
  const call = async (send: () => Promise<Answer>, keep: (body: { id: number }) => void) => {
    const answer = await send().catch(() => undefined);
    if (answer && !ok(answer)) record.refused.push(answer.statusCode);
    if (!answer || !ok(answer)) return;
    keep(answer.json() as { id: number });
    answered();
  };
  const work = apis.flatMap((api, i) => [
    ...prepared.itineraries[i]!.map((itineraryRef) =>
      call(
        () => api.send('POST', `${P}/trips`, { itineraryRef }),
        (trip) => record.trips.push(trip.id),
      ),
    ),
    (async () => {
      const key = `kill-nine-${i}`;
      const page = await askDeposit(api, 50, key).catch(() => undefined);
      if (!page) return;
      record.depositPages.set(key, page);
      answered();
      if ((await payAtSimulator(api, page).catch(() => undefined)) !== 'COMPLETED') return;
      record.depositsCompleted.set(key, 50);
      answered();
    })(),
    call(
      () => api.send('POST', W, { amountCredits: 10, description: 'Opname' }),
      (withdrawal) => record.withdrawals.push(withdrawal.id),
    ),
    call(
      () => api.send('POST', `/api/banker/charities/${prepared.charityId}/donations`, { amount: 3 }),
      (donation) => record.donations.push(donation.id),
    ),
    ...[1, 2, 3].map((n) =>
      call(
        () =>
          api.send('POST', '/api/communicator/messages', {
            body: `Bericht ${n} van passagier ${i}`,
            context: `urn:nb:cm:chat:${900 + i}`,
            envelopes: [
              { context: `urn:nb:cm:chat:${900 + i}`, recipient: { managedIdentity: prepared.recipient } },
            ],
          }),
        (message) => record.messages.push(message.id),
      ),
    ),
  ]);
  await Promise.all(work);
}
