import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { storageKeys } from '../../../lib/storage-keys';
import { renderApp } from '../../../test/renderApp';
import {
  batch,
  batchSummary,
  systemAccounts,
  treasurer,
  withdrawal,
  withdrawalPage,
} from '../paymentsTestData';
import { pinDateInEachTest } from '../../../test/clock';

const WITHDRAWALS = 'GET /api/banker/withdrawals';
const ACCOUNTS = 'GET /api/banker/accounts';
const BATCHES = 'GET /api/banker/payment-batches';
const batchesPage = (data: ReturnType<typeof batchSummary>[], totalCount = data.length) => ({
  totalCount,
  offset: 0,
  count: data.length,
  data,
});

describe('the payouts page (/payments)', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('is an unknown page for anybody without the treasurer or admin role', async () => {
    const fetch = mockApi();
    renderApp('/payments', signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/banker/'))).toBe(false);
  });

  it('is an unknown page for a treasurer acting for somebody else', async () => {
    localStorage.setItem(storageKeys.delegatorId, 'user-9');
    try {
      mockApi();
      renderApp('/payments', treasurer());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it('stays for the treasurer with credits switched off (the banker still runs for them)', async () => {
    mockApi({
      [WITHDRAWALS]: withdrawalPage([]),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([]),
    });
    renderApp('/payments', treasurer(), { creditsEnabled: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeInTheDocument();
  });

  it('explains payouts, names the account paid from, lists the requests per day and the batches', async () => {
    const fetch = mockApi({
      [WITHDRAWALS]: withdrawalPage([
        withdrawal(1),
        withdrawal(2, {
          accountName: 'Gerda Wassink',
          amountCredits: 10,
          amountEurocents: 190,
          description: 'Voor de kleinkinderen',
          creationTime: '2026-11-22T16:00:00+01:00',
        }),
      ]),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([
        batchSummary(4, {
          status: 'COMPLETED',
          nrRequests: 3,
          amountRequestedEurocents: 1425,
          amountSettledEurocents: 950,
        }),
      ]),
    });
    renderApp('/payments', treasurer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeInTheDocument();
    expect(screen.getByText(/Uitbetalingen gaan via internetbankieren/)).toHaveTextContent(
      'worden verzameld in een betalingsbestand',
    );

    const reserve = within(screen.getByRole('region', { name: 'Ten laste van' }));
    expect(await reserve.findByText('NL20 INGB 0001 2345 67')).toBeInTheDocument();
    expect(reserve.getByText(/Stichting Vervoer/)).toBeInTheDocument();
    expect(reserve.getByRole('button', { name: 'Nieuwe Uitbetaling' })).toBeEnabled();
    expect(callsTo(fetch, 'GET', '/api/banker/accounts')[0]!.url.searchParams.get('purpose')).toBe('SYSTEM');

    const pending = within(screen.getByRole('region', { name: 'Aanvragen' }));
    const friday = within(await pending.findByRole('region', { name: 'Vrijdag 20 november' }));
    expect(friday.getByText('Henk Lubbers')).toBeInTheDocument();
    expect(friday.getByText('25 credits (€ 4,75)')).toBeInTheDocument();
    expect(friday.getByText('Inwisselen van GAON credits')).toBeInTheDocument();
    const sunday = within(pending.getByRole('region', { name: 'Zondag 22 november' }));
    expect(sunday.getByText('Gerda Wassink')).toBeInTheDocument();
    expect(sunday.getByText('10 credits (€ 1,90)')).toBeInTheDocument();
    // No cancel here: a request is rejected in a batch.
    expect(pending.queryByRole('button')).not.toBeInTheDocument();
    expect(queryOf(fetch, 'GET', '/api/banker/withdrawals')).toMatchObject({
      status: 'REQUESTED',
      maxResults: '100',
      offset: '0',
    });

    const batches = within(screen.getByRole('region', { name: 'Batches' }));
    const row = await batches.findByRole('link', { name: /21-11-2026 10:30/ });
    expect(row).toHaveAttribute('href', '/edit-payments/4');
    expect(row).toHaveTextContent('Afgerond');
    expect(row).toHaveTextContent('3 aanvragen');
    expect(row).toHaveTextContent('Aangevraagd: € 14,25');
    expect(row).toHaveTextContent('Goedgekeurd: € 9,50');
    expect(callsTo(fetch, 'GET', '/api/banker/payment-batches')[0]!.url.searchParams.get('maxResults')).toBe(
      '50',
    );
  });

  it('makes a new batch of the requests and opens it', async () => {
    const fetch = mockApi({
      [WITHDRAWALS]: withdrawalPage([withdrawal(1)]),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([]),
      'POST /api/banker/payment-batches': () => Response.json({ id: 7 }, { status: 201 }),
      'GET /api/banker/payment-batches/7': batch(7, [withdrawal(1, { status: 'ACTIVE' })]),
    });
    renderApp('/payments', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe Uitbetaling' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uitbetalingsbestand' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/banker/payment-batches')).toHaveLength(1);
    expect(await screen.findByText('P26325-7')).toBeInTheDocument();
  });

  it('says so in the server’s words when there is nothing to collect any more', async () => {
    mockApi({
      [WITHDRAWALS]: withdrawalPage([withdrawal(1)]),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([]),
      'POST /api/banker/payment-batches': apiError(409, 'Er zijn geen aanvragen om uit te betalen.'),
    });
    renderApp('/payments', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe Uitbetaling' }));
    expect(await screen.findByText('Er zijn geen aanvragen om uit te betalen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeInTheDocument();
  });

  it('says when there are no requests, and a new batch cannot be made', async () => {
    mockApi({
      [WITHDRAWALS]: withdrawalPage([]),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([]),
    });
    renderApp('/payments', treasurer());
    expect(await screen.findByText('Er zijn momenteel geen aanvragen tot uitbetaling.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nieuwe Uitbetaling' })).toBeDisabled();
    expect(await screen.findByText('Er zijn nog geen batches.')).toBeInTheDocument();
  });

  it('warns when the bank reserve has no IBAN or holder, with the way to complete it and no new batch', async () => {
    mockApi({
      [WITHDRAWALS]: withdrawalPage([withdrawal(1)]),
      [ACCOUNTS]: systemAccounts({ ibanHolder: null }),
      [BATCHES]: batchesPage([]),
    });
    renderApp('/payments', treasurer());
    expect(
      await screen.findByText(
        'De rekeninggegevens van de bankreserve zijn onvolledig. Vul ze aan bij Systeeminstellingen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanvullen' })).toHaveAttribute('href', '/system-settings');
    expect(screen.queryByRole('button', { name: 'Nieuwe Uitbetaling' })).not.toBeInTheDocument();
  });

  it('loads more requests, 100 at a time', async () => {
    const fetch = mockApi({
      [WITHDRAWALS]: ({ url }) =>
        url.searchParams.get('offset') === '100'
          ? withdrawalPage([withdrawal(101, { accountName: 'Laatste Aanvrager' })], 101, 100)
          : withdrawalPage(
              Array.from({ length: 100 }, (_, index) => withdrawal(index + 1)),
              101,
            ),
      [ACCOUNTS]: systemAccounts(),
      [BATCHES]: batchesPage([]),
    });
    renderApp('/payments', treasurer());
    fireEvent.click(await screen.findByRole('button', { name: 'Meer aanvragen tonen' }));
    expect(await screen.findByText('Laatste Aanvrager')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/banker/withdrawals')).toHaveLength(2);
  });
});
