import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { amountField, descriptionField, expectAmountsRefused, plain, typeInto } from '../testForm';
import { browser } from '../lib/browser';
import { bankerRoutes } from '../testData';

const PAYMENT_URL = 'https://bank.test/checkout/ord-1';

async function openAddCredits(routes = {}, config = {}) {
  const api = mockApi({
    ...bankerRoutes({ exchangeRate: 19 }),
    'POST /api/banker/users/me/deposits': { paymentUrl: PAYMENT_URL },
    ...routes,
  });
  const goTo = vi.spyOn(browser, 'goTo').mockImplementation(() => undefined);
  const view = renderApp('/addCredits', signedIn(), config);
  await screen.findByRole('heading', { level: 1, name: 'Credits inkopen' });
  return { api, goTo, ...view };
}

const submit = () => screen.getByRole('button', { name: 'Betalen met iDEAL' });

describe('purchase credits page', () => {
  it('starts at 10 credits with a description, shows the price in euros and the warnings', async () => {
    await openAddCredits();
    expect(amountField()).toHaveValue('10');
    expect(descriptionField()).toHaveValue('Credits inkopen');
    await waitFor(() =>
      expect(plain(screen.getByTestId('add-credits-euros').textContent)).toBe('Te betalen: € 1,90'),
    );
    expect(plain(screen.getByText(/^Je koopt credits met iDEAL/).textContent)).toBe(
      'Je koopt credits met iDEAL. Eén credit kost € 0,19.',
    );
    expect(screen.getByText(/variant zonder mobiel bankieren/)).toBeInTheDocument();
    expect(screen.getByText('Banksimulatie is actief.')).toBeInTheDocument();
    // The back button in the top bar.
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();

    typeInto(amountField(), '25');
    expect(plain(screen.getByTestId('add-credits-euros').textContent)).toBe('Te betalen: € 4,75');
  });

  it('says nothing about bank simulation with a real bank', async () => {
    await openAddCredits({}, { bankSimulated: false });
    expect(screen.queryByText('Banksimulatie is actief.')).not.toBeInTheDocument();
  });

  it('checks the amount and the description', async () => {
    const { api } = await openAddCredits();
    await expectAmountsRefused([['-5', 'Minimaal 10']]);
    typeInto(amountField(), '1000');
    await waitFor(() => expect(amountField()).not.toHaveAttribute('aria-invalid', 'true'));

    typeInto(descriptionField(), '   ');
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();

    fireEvent.click(submit());
    await waitFor(() => expect(descriptionField()).toHaveFocus());
    expect(callsTo(api, 'POST', '/api/banker/users/me/deposits')).toHaveLength(0);
  });

  it('asks for a payment and sends the browser to the payment page', async () => {
    let answer: (value: object) => void = () => undefined;
    const { api, goTo } = await openAddCredits({
      'POST /api/banker/users/me/deposits': () => new Promise<object>((resolve) => (answer = resolve)),
    });
    typeInto(amountField(), '25');
    typeInto(descriptionField(), 'Voor de ritten van maart');
    fireEvent.click(submit());

    // Busy: the button cannot be pressed twice.
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(callsTo(api, 'POST', '/api/banker/users/me/deposits')[0]?.body).toEqual({
      amountCredits: 25,
      description: 'Voor de ritten van maart',
      returnUrl: `${window.location.origin}/wait-for-deposit-confirmation`,
    });
    answer({ paymentUrl: PAYMENT_URL });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith(PAYMENT_URL));
    expect(submit()).toBeDisabled();
  });

  it('says so when the payment cannot be started, and marks a refused field', async () => {
    const { goTo } = await openAddCredits({
      'POST /api/banker/users/me/deposits': apiError(400, 'Bad request', { fields: ['body.amountCredits'] }),
    });
    fireEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Fout bij het aanvragen van de betaling/);
    expect(await screen.findByText('Deze waarde is niet geldig.')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();
  });

  it('says so when the server fails', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openAddCredits({ 'POST /api/banker/users/me/deposits': apiError(503, 'Unavailable') });
    fireEvent.click(submit());
    expect(await screen.findByText(/^Fout bij het aanvragen van de betaling/)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    warn.mockRestore();
  });
});
