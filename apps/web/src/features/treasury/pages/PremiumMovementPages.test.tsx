import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { systemAccount, systemRoutes, treasurer, type SystemRoutesOptions } from '../systemAccountsTestData';

const LIMITS = { depositMin: 100, depositMax: 5000, withdrawalMin: 50, withdrawalMax: 2000 };

async function open(path: string, title: string, options: SystemRoutesOptions = {}, extra = {}) {
  const api = mockApi({ ...systemRoutes({ premiumLimits: LIMITS, ...options }), ...extra });
  renderApp(path, treasurer());
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}
const openDeposit = (options: SystemRoutesOptions = {}, extra = {}) =>
  open('/premiumDepositPage', 'Premiesaldo Verhogen', options, extra);
const openWithdrawal = (options: SystemRoutesOptions = {}, extra = {}) =>
  open('/premiumWithdrawalPage', 'Premiesaldo Verlagen', options, extra);

async function submit(amount: string, button: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Aantal credits' }), {
    target: { value: amount },
  });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

/** Each direction: its page, its button, its notice and the description the form starts with. */
const MOVES = {
  deposits: {
    open: openDeposit,
    button: 'Verhogen',
    done: 'Het premiesaldo is verhoogd.',
    description: 'Ophogen saldo premieuitgifte',
  },
  withdrawals: {
    open: openWithdrawal,
    button: 'Verlagen',
    done: 'Het premiesaldo is verlaagd.',
    description: 'Verlagen saldo premieuitgifte',
  },
} as const;

/**
 * Moving `amount` credits in one direction sends them with the default description, says so and goes
 * back to the system credits ('Financiën'); the server answers with the budget at `after`.
 */
async function movesAndGoesBack(
  kind: keyof typeof MOVES,
  amount: number,
  after: number,
  options: SystemRoutesOptions = {},
) {
  const move = MOVES[kind];
  const route = `/api/banker/accounts/3/${kind}`;
  const api = await move.open(options, { [`POST ${route}`]: systemAccount('premiums', { credits: after }) });
  await submit(String(amount), move.button);
  expect(await screen.findByRole('heading', { level: 1, name: 'Financiën' })).toBeInTheDocument();
  expect(await screen.findByText(move.done)).toBeInTheDocument();
  expect(callsTo(api, 'POST', route).map((call) => call.body)).toEqual([
    { amountCredits: amount, description: move.description },
  ]);
}

describe('raising the premium budget', () => {
  it('starts with the spec’s description and shows the budget now', async () => {
    await openDeposit({ premiums: 500, exchangeRate: 19 });
    expect(await screen.findByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Ophogen saldo premieuitgifte',
    );
    expect(screen.getByTestId('premium-balance')).toHaveTextContent(
      /Premieuitgifte nu: 500 credits \(€\s95,00\)/,
    );
    expect(screen.getByText('Tussen 100 en 5000 credits.')).toBeInTheDocument();
  });

  it.each([
    ['', 'Veld is verplicht'],
    ['99', 'Minimaal 100'],
    ['5001', 'Maximaal 5000'],
  ])('refuses ‘%s’ with ‘%s’ and sends nothing', async (amount, message) => {
    const api = await openDeposit();
    await submit(amount, 'Verhogen');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/banker/accounts/3/deposits')).toHaveLength(0);
  });

  it('requires a description', async () => {
    const api = await openDeposit();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Omschrijving' }), {
      target: { value: '  ' },
    });
    await submit('200', 'Verhogen');
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/banker/accounts/3/deposits')).toHaveLength(0);
  });

  it('raises the budget and goes back to the system credits', () => movesAndGoesBack('deposits', 200, 700));

  it('says a refused rule in the server’s words', async () => {
    await openDeposit(
      {},
      { 'POST /api/banker/accounts/3/deposits': apiError(422, 'De kas heeft te weinig credits.') },
    );
    await submit('200', 'Verhogen');
    expect(await screen.findByText('De kas heeft te weinig credits.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Premiesaldo Verhogen' })).toBeInTheDocument();
  });
});

describe('lowering the premium budget', () => {
  it('starts with the spec’s description', async () => {
    await openWithdrawal();
    expect(await screen.findByRole('textbox', { name: 'Omschrijving' })).toHaveValue(
      'Verlagen saldo premieuitgifte',
    );
  });

  it('caps the maximum at what the budget holds', async () => {
    const api = await openWithdrawal({ premiums: 300 });
    expect(await screen.findByText('Tussen 50 en 300 credits.')).toBeInTheDocument();
    await submit('301', 'Verlagen');
    expect(await screen.findByText('Maximaal 300')).toBeInTheDocument();
    await submit('49', 'Verlagen');
    expect(await screen.findByText('Minimaal 50')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/banker/accounts/3/withdrawals')).toHaveLength(0);
  });

  it('lets a budget below the minimum still be emptied', async () => {
    await openWithdrawal({ premiums: 20 });
    expect(await screen.findByText('Tussen 20 en 20 credits.')).toBeInTheDocument();
  });

  it('offers nothing to lower when the budget is empty', async () => {
    await openWithdrawal({ premiums: 0 });
    expect(await screen.findByText(/er is niets om te verlagen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verlagen' })).toBeDisabled();
  });

  it('shows ‘Onvoldoende saldo voor dit aantal credits’ on a 402', async () => {
    await openWithdrawal(
      { premiums: 300 },
      {
        'POST /api/banker/accounts/3/withdrawals': apiError(402, 'Onvoldoende saldo voor dit aantal credits'),
      },
    );
    await submit('250', 'Verlagen');
    await waitFor(() =>
      expect(screen.getAllByText('Onvoldoende saldo voor dit aantal credits').length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('textbox', { name: 'Aantal credits' })).toHaveAccessibleDescription(
      /Onvoldoende saldo voor dit aantal credits/,
    );
  });

  it('lowers the budget and goes back to the system credits', () =>
    movesAndGoesBack('withdrawals', 250, 50, { premiums: 300 }));

  it('‘Annuleren’ goes to the system credits when the page was opened directly', async () => {
    await openWithdrawal();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Financiën' })).toBeInTheDocument();
  });
});
