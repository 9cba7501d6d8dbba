import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { amountField, descriptionField, expectAmountsRefused, plain, typeInto } from '../testForm';
import { bankerAccount, bankerRoutes, bankerUser, withdrawal, withdrawalPages } from '../testData';

interface Options {
  free?: number;
  iban?: string | null;
  ibanHolder?: string | null;
  routes?: Record<string, unknown>;
  config?: object;
}

async function openNewWithdrawal({
  free = 250,
  iban = 'NL91ABNA0417164300',
  ibanHolder = 'G. Wassink',
  routes = {},
  config = {},
}: Options = {}) {
  const api = mockApi({
    ...bankerRoutes({ exchangeRate: 19 }),
    'GET /api/banker/users/me': {
      ...bankerUser(free, 12),
      personalAccount: bankerAccount({ credits: free, iban, ibanHolder }),
    },
    'POST /api/banker/users/me/withdrawals': withdrawal(7),
    'GET /api/banker/users/me/withdrawals': withdrawalPages([withdrawal(7)]),
    ...(routes as Record<string, object>),
  });
  const view = renderApp('/newWithdrawal', signedIn(), config);
  await screen.findByRole('heading', { level: 1, name: 'Credits opnemen' });
  await screen.findByRole('textbox', { name: /^Omschrijving/ });
  return { api, ...view };
}

const submit = () => screen.getByRole('button', { name: 'Opnemen' });

describe('withdrawal page', () => {
  it('shows the simulator note, the exchange rate, the account and the default description', async () => {
    await openNewWithdrawal();
    expect(screen.getByText('Banksimulatie is actief.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Je kunt je credits inwisselen voor euro’s op je bankrekening. Eén credit is 19 eurocent waard.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('withdrawal-account')).toHaveTextContent(
      'NL91 ABNA 0417 1643 00 t.n.v. G. Wassink',
    );
    expect(descriptionField()).toHaveValue('Inwisselen van GAON credits');
    expect(submit()).toBeDisabled();

    typeInto(amountField(), '25');
    expect(plain(screen.getByTestId('withdrawal-euros').textContent)).toBe('Je ontvangt: € 4,75');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('says nothing about bank simulation with a real bank', async () => {
    await openNewWithdrawal({ config: { bankSimulated: false } });
    expect(screen.queryByText('Banksimulatie is actief.')).not.toBeInTheDocument();
  });

  it('checks the amount between 10 and 1000, and the description', async () => {
    await openNewWithdrawal({ free: 5000 });
    await expectAmountsRefused([], () => expect(submit()).toBeDisabled());
    typeInto(amountField(), '1000');
    await waitFor(() => expect(amountField()).not.toHaveAttribute('aria-invalid', 'true'));
    typeInto(descriptionField(), '   ');
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('caps the bounds by the balance: at most the balance, at least the balance when below 10', async () => {
    await openNewWithdrawal({ free: 40 });
    typeInto(amountField(), '41');
    expect(await screen.findByText('Maximaal 40')).toBeInTheDocument();
    typeInto(amountField(), '40');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('asks at least the whole balance when it is below 10', async () => {
    await openNewWithdrawal({ free: 6 });
    typeInto(amountField(), '5');
    expect(await screen.findByText('Minimaal 6')).toBeInTheDocument();
    typeInto(amountField(), '7');
    expect(await screen.findByText('Maximaal 6')).toBeInTheDocument();
    typeInto(amountField(), '6');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('cannot withdraw without IBAN and holder, and leads to the account page to add them', async () => {
    const { router } = await openNewWithdrawal({ iban: 'NL91ABNA0417164300', ibanHolder: null });
    expect(screen.getByText('Rekeninggegevens zijn onvolledig.')).toBeInTheDocument();
    typeInto(amountField(), '20');
    await waitFor(() => expect(amountField()).not.toHaveAttribute('aria-invalid', 'true'));
    expect(submit()).toBeDisabled();
    const complete = screen.getByRole('link', { name: 'Aanvullen' });
    expect(complete).toHaveAttribute('href', '/account');
    fireEvent.click(complete);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('asks the withdrawal and goes on to the overview', async () => {
    const { api, router } = await openNewWithdrawal();
    typeInto(amountField(), '20');
    typeInto(descriptionField(), 'Voor de benzine');
    await waitFor(() => expect(submit()).toBeEnabled());
    const balanceReads = callsTo(api, 'GET', '/api/banker/users/me').length;
    fireEvent.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawalOverviewPage'));
    expect(callsTo(api, 'POST', '/api/banker/users/me/withdrawals')[0]?.body).toEqual({
      amountCredits: 20,
      description: 'Voor de benzine',
    });
    expect(await screen.findByText('Je opname is aangevraagd.')).toBeInTheDocument();
    // The balance is read again: the credits are reserved now.
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/banker/users/me').length).toBeGreaterThan(balanceReads),
    );
  });

  it('says the balance is short on a 402, and shows a rule the server names on a 422', async () => {
    let answer = apiError(402, 'Je hebt onvoldoende saldo voor dit aantal credits');
    const { router } = await openNewWithdrawal({
      routes: { 'POST /api/banker/users/me/withdrawals': () => answer },
    });
    typeInto(amountField(), '20');
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    expect(await screen.findByText('Je hebt onvoldoende saldo voor dit aantal credits')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/newWithdrawal');

    answer = apiError(422, 'Voeg IBAN rekening toe');
    typeInto(amountField(), '21');
    await waitFor(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    expect(await screen.findByText('Voeg IBAN rekening toe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/newWithdrawal');
  });

  it("goes back with 'Annuleren'", async () => {
    const { router } = await openNewWithdrawal();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
  });
});
