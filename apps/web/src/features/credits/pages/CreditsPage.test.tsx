import type { AccountStatement } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, pinDate, settleUntil, stopClock } from '../../../test/clock';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { bankerRoutes, statement } from '../testData';

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function openCredits(options: Parameters<typeof bankerRoutes>[0] = {}, extra = {}) {
  const api = mockApi({ ...bankerRoutes(options), ...extra });
  const view = renderApp('/credits', signedIn());
  await screen.findByRole('heading', { level: 1, name: 'Credits' });
  return { api, ...view };
}

// Every test runs on 18 March 2025 at 10:00, so that no statement day below is today or yesterday (which
// would be headed 'Vandaag' or 'Gisteren') whatever the date the tests run.
beforeEach(() => {
  pinDate();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each line's texts (time, counterparty, description, kind, amount), one space between them. */
function itemsOf(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [...item.querySelectorAll('p')].map((part) => plain(part.textContent)).join(' '));
}

describe('credits page', () => {
  it('shows the free and the premium balance in credits and in euros', async () => {
    await openCredits({ free: 25, premium: 12, exchangeRate: 19 });
    const free = await screen.findByRole('region', { name: 'Vrij saldo' });
    expect(within(free).getByText('25 credits')).toBeInTheDocument();
    expect(plain(free.textContent)).toContain('€ 4,75');
    const premium = screen.getByRole('region', { name: /^Premiesaldo/ });
    expect(within(premium).getByText('12 credits')).toBeInTheDocument();
    expect(plain(premium.textContent)).toContain('€ 2,28');
  });

  it("says '1 credit' for a single one", async () => {
    await openCredits({ free: 1, premium: 0 });
    const free = await screen.findByRole('region', { name: 'Vrij saldo' });
    expect(within(free).getByText('1 credit')).toBeInTheDocument();
  });

  it("offers 'Doel steunen', 'Beloningen', 'Opnames' and 'Credits toevoegen', each to its page", async () => {
    await openCredits();
    expect(await screen.findByRole('link', { name: 'Credits toevoegen' })).toHaveAttribute(
      'href',
      '/addCredits',
    );
    expect(screen.getByRole('link', { name: 'Opnames' })).toHaveAttribute('href', '/withdrawalOverviewPage');
    expect(screen.getByRole('link', { name: 'Doel steunen' })).toHaveAttribute(
      'href',
      '/charityOverviewPage',
    );
    expect(screen.getByRole('link', { name: 'Beloningen' })).toHaveAttribute('href', '/rewardOverviewPage');
  });

  it('explains the premium rules in a dialog', async () => {
    await openCredits();
    fireEvent.click(await screen.findByRole('button', { name: 'Uitleg over het premiesaldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premiesaldo' });
    expect(dialog).toHaveTextContent('50% extra credits');
    expect(dialog).toHaveTextContent('maximum van 15 credits per rit');
    expect(dialog).toHaveTextContent('ritten ook met je premiesaldo betalen');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Sluiten' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can retry when the balance does not load', async () => {
    let fail = true;
    mockApi({
      ...bankerRoutes(),
      'GET /api/banker/users/me': () =>
        fail ? apiError(500, 'Boom') : bankerRoutes()['GET /api/banker/users/me']!,
    });
    renderApp('/credits', signedIn());
    expect(await screen.findByText('Fout bij het ophalen van je saldo.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Opnieuw proberen' })[0]!);
    expect(await screen.findByRole('region', { name: 'Vrij saldo' })).toBeInTheDocument();
  });
});

describe('statement history', () => {
  it('writes each line with time, counterparty, description, kind and signed amount', async () => {
    const lines: AccountStatement[] = [
      statement(6, '2025-03-04T15:30:00+01:00'),
      statement(5, '2025-03-04T14:05:00+01:00', {
        type: 'DEBIT',
        amount: 10,
        description: 'Rit naar Zelhem',
        counterparty: { id: 3, name: 'Henk Lubbers', purpose: 'CURRENT' },
        purpose: 'PAYMENT',
      }),
      statement(4, '2025-03-04T12:00:00+01:00', {
        amount: 5,
        description: 'Rit naar Zelhem',
        counterparty: { id: 12, name: 'Gerda Wassink', purpose: 'PREMIUM' },
        purpose: 'RELEASE',
      }),
      statement(3, '2025-03-04T11:00:00+01:00', {
        type: 'DEBIT',
        amount: 8,
        description: 'Reservering rit',
        counterparty: { id: 2, name: 'Reserveringen', purpose: 'SYSTEM' },
        purpose: 'RESERVATION',
        rollback: true,
      }),
      statement(2, '2025-03-04T10:00:00+01:00', {
        type: 'DEBIT',
        amount: 20,
        description: 'Inwisselen van GAON credits',
        purpose: 'WITHDRAWAL',
      }),
      statement(1, '2025-03-04T09:00:00+01:00', {
        amount: 7,
        description: 'Rit geannuleerd',
        counterparty: { id: 3, name: 'Henk Lubbers', purpose: 'CURRENT' },
        purpose: 'REFUND',
      }),
    ];
    await openCredits({ lines });
    const day = await screen.findByRole('list', { name: 'Dinsdag 4 maart' });
    expect(itemsOf(day)).toEqual([
      '15:30 Bankreserve Credits inkopen Storting +25',
      '14:05 Henk Lubbers Rit naar Zelhem Betaling \u221210',
      '12:00 Gerda Wassink (premie) Rit naar Zelhem Bonus +5',
      '11:00 Reserveringen Reservering rit Gereserveerd (herstel) \u22128',
      '10:00 Bankreserve Inwisselen van GAON credits Opname \u221220',
      '09:00 Henk Lubbers Rit geannuleerd Terugbetaling +7',
    ]);
    // Credit green, debit red, besides the sign.
    expect(within(day).getByText('+25')).toHaveStyle({ color: 'var(--mantine-color-achterhoek-7)' });
    expect(within(day).getByText('\u221210')).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
  });

  it('groups the lines per day under a date heading, newest first', async () => {
    await openCredits({
      lines: [
        statement(4, '2025-03-05T09:00:00+01:00'),
        statement(3, '2025-03-04T23:30:00Z'), // 00:30 on 5 March in Amsterdam
        statement(2, '2025-03-04T18:00:00+01:00'),
        statement(1, '2025-02-27T08:15:00+01:00'),
      ],
    });
    await screen.findByRole('list', { name: 'Woensdag 5 maart' });
    const history = screen.getByRole('region', { name: 'Transacties' });
    expect(
      within(history)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Woensdag 5 maart', 'Dinsdag 4 maart', 'Donderdag 27 februari']);
    expect(itemsOf(screen.getByRole('list', { name: 'Woensdag 5 maart' }))).toHaveLength(2);
    expect(itemsOf(screen.getByRole('list', { name: 'Dinsdag 4 maart' }))).toHaveLength(1);
  });

  it('says so when there are no transactions yet', async () => {
    await openCredits({ lines: [] });
    expect(await screen.findByText(/^Je hebt nog geen transacties/)).toBeInTheDocument();
  });

  it('can retry when the history does not load', async () => {
    let fail = true;
    const lines = [statement(1, '2025-03-04T09:00:00+01:00')];
    await openCredits(
      { lines },
      {
        'GET /api/banker/users/me/statements': () =>
          fail ? apiError(500, 'Boom') : { totalCount: 1, offset: 0, count: 1, data: lines },
      },
    );
    expect(await screen.findByText('Fout bij het ophalen van je transacties.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('list', { name: 'Dinsdag 4 maart' })).toBeInTheDocument();
  });
});

describe('statement paging', () => {
  const root = document.documentElement;
  afterEach(() => {
    Reflect.deleteProperty(root, 'scrollHeight');
    Reflect.deleteProperty(window, 'scrollY');
  });

  /** A page 100 px per line plus 500 px of balances, on a screen 800 px high. */
  function layOut() {
    Object.defineProperty(root, 'scrollHeight', {
      configurable: true,
      get: () => document.querySelectorAll('[data-testid="statement-line"]').length * 100 + 500,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    scrollTo(0);
  }
  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  }
  const lineCount = () => document.querySelectorAll('[data-testid="statement-line"]').length;

  it('loads 20 lines at a time at 66 % scrolled, with the same until for every page', async () => {
    // 45 lines, one per hour, newest first.
    const start = Date.parse('2025-03-10T12:00:00+01:00');
    const lines = Array.from({ length: 45 }, (_, index) =>
      statement(45 - index, new Date(start - index * 3_600_000).toISOString()),
    );
    layOut();
    const { api } = await openCredits({ lines });
    await waitFor(() => expect(lineCount()).toBe(20));
    // From here on time only moves when the test moves it, so the 500 ms between checks can be counted.
    stopClock();

    // 20 lines make a page of 2500 px: at the top the screen's bottom is at 32 %, nothing more loads.
    scrollTo(0);
    await advanceClock(0);
    const requests = () => callsTo(api, 'GET', '/api/banker/users/me/statements');
    expect(requests()).toHaveLength(1);

    // Scrolled to 1000 px the bottom is at 72 %: the next 20, once 500 ms have passed since the last check.
    scrollTo(1000);
    await advanceClock(499);
    expect(requests()).toHaveLength(1);
    await advanceClock(1);
    await settleUntil(() => expect(lineCount()).toBe(40));
    // Now 4500 px high, 40 %: it waits for the next scroll.
    expect(requests()).toHaveLength(2);

    scrollTo(3000);
    await advanceClock(500);
    await settleUntil(() => expect(lineCount()).toBe(45));
    // Everything is there: no more calls, however far the user scrolls.
    scrollTo(4000);
    await advanceClock(600);

    const sent = requests().map(({ url }) => ({
      offset: url.searchParams.get('offset'),
      maxResults: url.searchParams.get('maxResults'),
      until: url.searchParams.get('until'),
    }));
    expect(sent.map((s) => [s.offset, s.maxResults])).toEqual([
      ['0', '20'],
      ['20', '20'],
      ['40', '20'],
    ]);
    // A minute past the moment the page opened (10:00 in Amsterdam), the same for every page.
    expect(sent.map((s) => s.until)).toEqual(Array(3).fill('2025-03-18T09:01:00.000Z'));
  });
});

describe('credits switched off', () => {
  it('shows the not-found page for the credits pages', async () => {
    mockApi(bankerRoutes());
    for (const path of [
      '/credits',
      '/addCredits',
      '/wait-for-deposit-confirmation?project_id=p&order_id=o',
    ]) {
      const view = renderApp(path, signedIn(), { creditsEnabled: false });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeInTheDocument();
      view.unmount();
    }
  });
});
