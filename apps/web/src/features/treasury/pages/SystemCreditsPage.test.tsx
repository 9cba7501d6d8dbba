import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pinDate } from '../../../test/clock';
import { callsTo, mockApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  systemRoutes,
  systemStatement,
  treasurer,
  type SystemRoutesOptions,
} from '../systemAccountsTestData';

const plain = (text: string | null) =>
  (text ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function openSystemCredits(options: SystemRoutesOptions = {}, path = '/system-credits') {
  const api = mockApi(systemRoutes(options));
  renderApp(path, treasurer());
  await screen.findByRole('heading', { level: 1, name: 'Financiën' });
  return api;
}

const queryOf = (api: ReturnType<typeof mockApi>, accountId: number) =>
  callsTo(api, 'GET', `/api/banker/accounts/${accountId}/statements`).map((call) =>
    Object.fromEntries(call.url.searchParams),
  );

// A fixed day, so that no statement day below is today or yesterday whatever the date the tests run.
beforeEach(() => pinDate());
afterEach(() => vi.useRealTimers());

describe('system credits', () => {
  it('opens on the premium budget: title, what it is, balance in credits and euros, and its buttons', async () => {
    await openSystemCredits({ premiums: 500, exchangeRate: 19 });
    expect(await screen.findByRole('tab', { name: 'Premies', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reserveringen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kas' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Premieuitgifte' });
    expect(panel).toHaveTextContent('Uit dit budget krijgen deelnemers hun beloningen en premies.');
    expect(within(panel).getByText('500 credits')).toBeInTheDocument();
    expect(plain(panel.textContent)).toContain('€ 95,00');
    expect(within(panel).getByRole('link', { name: 'Verlagen' })).toHaveAttribute(
      'href',
      '/premiumWithdrawalPage',
    );
    expect(within(panel).getByRole('link', { name: 'Verhogen' })).toHaveAttribute(
      'href',
      '/premiumDepositPage',
    );
  });

  it('lists the lines per day: time, counterparty, description, kind, signed amount and ‘(herstel)’', async () => {
    await openSystemCredits({
      lines: {
        premiums: [
          systemStatement(3, '2025-03-10T14:05:00+01:00', {
            type: 'DEBIT',
            amount: 10,
            description: 'Beloning voor je eerste rit',
            counterparty: { id: 11, name: 'Henk Lubbers' },
            purpose: 'PAYMENT',
          }),
          systemStatement(2, '2025-03-10T09:30:00+01:00', {
            type: 'CREDIT',
            amount: 10,
            description: 'Beloning ingetrokken',
            counterparty: { id: 11, name: 'Henk Lubbers' },
            purpose: 'REFUND',
            rollback: true,
          }),
          systemStatement(1, '2025-03-03T11:00:00+01:00', {
            type: 'CREDIT',
            amount: 1000,
            description: 'Ophogen saldo premieuitgifte',
            counterparty: { id: 1, name: 'Bankreserve' },
            purpose: 'DEPOSIT',
          }),
        ],
      },
    });
    const days = await screen.findAllByTestId('system-statement-day');
    expect(days.map((day) => day.textContent)).toEqual(['Maandag 10 maart', 'Maandag 3 maart']);
    const lines = screen.getAllByTestId('system-statement-line').map((line) => plain(line.textContent));
    expect(lines[0]).toMatch(/^14:05 ?Henk Lubbers ?Beloning voor je eerste rit ?Betaling ?−10$/);
    expect(lines[1]).toMatch(/^09:30 ?Henk Lubbers ?Beloning ingetrokken ?Terugbetaling \(herstel\) ?\+10$/);
    expect(lines[2]).toMatch(/\+1000$/);
  });

  it('asks each tab’s account for its own lines, and has the buttons on the premium tab only', async () => {
    const api = await openSystemCredits({
      lines: {
        'banking-reserve': [
          systemStatement(9, '2025-03-12T08:00:00+01:00', { description: 'Storting iDEAL' }),
        ],
      },
    });
    await waitFor(() => expect(queryOf(api, 3)).toHaveLength(1));
    fireEvent.click(screen.getByRole('tab', { name: 'Kas' }));
    const kas = await screen.findByRole('region', { name: 'Kas' });
    expect(kas).toHaveTextContent('10.000 credits');
    expect(await screen.findByText('Storting iDEAL')).toBeInTheDocument();
    expect(queryOf(api, 1)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Verhogen' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Reserveringen' }));
    expect(await screen.findByRole('region', { name: 'Reserveringen' })).toHaveTextContent('120 credits');
    await waitFor(() => expect(queryOf(api, 2)).toHaveLength(1));
    expect(await screen.findByText('Er zijn nog geen transacties.')).toBeInTheDocument();
  });

  it('sends the chosen kind as the purpose, from the first page again', async () => {
    const api = await openSystemCredits({
      lines: {
        premiums: [
          systemStatement(2, '2025-03-12T08:00:00+01:00', { purpose: 'WITHDRAWAL', description: 'Verlagen' }),
          systemStatement(1, '2025-03-11T08:00:00+01:00', { purpose: 'DEPOSIT', description: 'Ophogen' }),
        ],
      },
    });
    await screen.findByText('Ophogen');
    const first = queryOf(api, 3)[0]!;
    expect(first).toEqual({ until: expect.any(String), offset: '0', maxResults: '20' });
    const filter = screen.getByRole('combobox', { name: 'Soort' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alles', 'Storting', 'Opname', 'Betaling', 'Terugbetaling', 'Reservering', 'Vrijgave']);
    fireEvent.change(filter, { target: { value: 'WITHDRAWAL' } });
    await waitFor(() => expect(screen.queryByText('Ophogen')).not.toBeInTheDocument());
    expect(await screen.findAllByTestId('system-statement-line')).toHaveLength(1);
    expect(queryOf(api, 3).at(-1)).toEqual({
      purpose: 'WITHDRAWAL',
      until: expect.any(String),
      offset: '0',
      maxResults: '20',
    });
    fireEvent.change(filter, { target: { value: 'RELEASE' } });
    expect(await screen.findByText('Er zijn geen transacties van deze soort.')).toBeInTheDocument();
  });

  it('loads the next page of lines while scrolling', async () => {
    const lines = Array.from({ length: 25 }, (_, index) =>
      systemStatement(100 - index, '2025-03-12T08:00:00+01:00', { description: `Regel ${index + 1}` }),
    );
    const api = await openSystemCredits({ lines: { premiums: lines } });
    expect(await screen.findByText('Regel 25')).toBeInTheDocument();
    expect(queryOf(api, 3).map((query) => query.offset)).toEqual(['0', '20']);
    expect(new Set(queryOf(api, 3).map((query) => query.until)).size).toBe(1);
  });

  it('opens the tab named in the address', async () => {
    await openSystemCredits({}, '/system-credits?account=reservations');
    expect(await screen.findByRole('tab', { name: 'Reserveringen', selected: true })).toBeInTheDocument();
  });
});
