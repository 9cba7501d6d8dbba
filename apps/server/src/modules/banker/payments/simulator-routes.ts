import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { bankerEndpoints } from '@achterhoek/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { route } from '../../../platform/http/route.js';
import {
  chooseSimulatedOutcome,
  SIMULATED_OUTCOMES,
  simulatedCheckout,
  type SimulatedOutcome,
} from './simulator.js';

const OUTCOMES: Record<SimulatedOutcome, string> = {
  paid: 'Betalen',
  cancelled: 'Annuleren',
  expired: 'Laten verlopen',
};

const euros = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Banksimulatie</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; font-size: 1.125rem; color: #1a1b1e; }
  main { max-width: 28rem; margin: 0 auto; }
  .note { background: #fff4e6; border-left: 4px solid #e8590c; padding: 0.75rem 1rem; }
  form { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button, a.button { font-size: 1.125rem; padding: 0.9rem; border-radius: 0.5rem; border: 2px solid #1971c2; background: #fff; color: #1971c2; text-align: center; text-decoration: none; }
  button[value="paid"] { background: #1971c2; color: #fff; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #f08c00; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const NOT_FOUND = page('<h1>Banksimulatie</h1><p>Deze betaling bestaat niet.</p>');

/**
 * The bank simulator's checkout page (PAYMENT_PROVIDER=simulator): no bank, the user chooses how the
 * payment ends and is sent back to the app as a bank would. Public, like a bank's page: the payment id
 * is an unguessable token. They are HTML pages of a stand-in bank; their contracts say so
 * (`produces: 'text/html'`), and the rules and queries behind them live in simulator.ts and the repository.
 */
export function registerSimulatorRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 4 * 1024 });

    route(scope, bankerEndpoints.simulatorCheckout, async ({ params, reply }) => {
      const payment = await simulatedCheckout(db, clock, params.id);
      void reply.type('text/html; charset=utf-8');
      if (!payment) return reply.status(404).send(NOT_FOUND);
      const amount = `<p><strong>${escape(euros.format(payment.amountCents / 100))}</strong> — ${escape(payment.description)}</p>`;
      const body = payment.open
        ? `<form method="post">${SIMULATED_OUTCOMES.map(
            (o) => `<button type="submit" name="outcome" value="${o}">${OUTCOMES[o]}</button>`,
          ).join('')}</form>`
        : `<p>Deze betaling is al afgehandeld of verlopen.</p><a class="button" href="${escape(payment.returnUrl)}">Terug naar de app</a>`;
      return reply.send(
        page(
          `<h1>Banksimulatie</h1><p class="note">Dit is geen echte bank. Kies hoe de betaling afloopt.</p>${amount}${body}`,
        ),
      );
    });

    route(scope, bankerEndpoints.simulatorChoice, async ({ params, body, reply }) => {
      const back = await chooseSimulatedOutcome(db, clock, params.id, body?.outcome);
      if (back === undefined) return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND);
      return reply.redirect(back, 303);
    });
  });
}
