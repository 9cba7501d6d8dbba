import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setActingDelegator } from '../../../lib/delegation';
import { apiError, callsTo, mockApi, queryOf } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { admin, ordinaryUser, systemAccount, systemRoutes, treasurer } from '../systemAccountsTestData';

const ACCOUNTS = '/api/banker/accounts';

afterEach(() => setActingDelegator(null));

async function openSettings(reserve = {}, extra = {}, auth = treasurer()) {
  const api = mockApi({ ...systemRoutes({ reserve }), ...extra });
  renderApp('/system-settings', auth);
  await screen.findByRole('heading', { level: 1, name: 'Systeeminstellingen' });
  return api;
}

describe('the treasurer pages are not there for anybody else', () => {
  it.each(['/system-settings', '/system-credits', '/premiumDepositPage', '/premiumWithdrawalPage'])(
    '%s shows ‘Pagina niet gevonden’ to an ordinary user and asks the server nothing',
    async (path) => {
      const api = mockApi(systemRoutes());
      renderApp(path, ordinaryUser());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
      ).toBeInTheDocument();
      expect(screen.getByText(path)).toBeInTheDocument();
      expect(callsTo(api, 'GET', ACCOUNTS)).toHaveLength(0);
    },
  );

  it('shows ‘Pagina niet gevonden’ to a treasurer acting for somebody else', async () => {
    setActingDelegator('user-9');
    mockApi(systemRoutes());
    renderApp('/system-settings', treasurer());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeInTheDocument();
  });

  it('opens for an admin too', async () => {
    await openSettings({}, {}, admin());
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toBeInTheDocument();
  });
});

describe('system settings', () => {
  it('shows the central bank account’s IBAN in groups of four and its holder', async () => {
    const api = await openSettings({ iban: 'NL91ABNA0417164300', ibanHolder: 'Stichting Achterhoek' });
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(screen.getByRole('textbox', { name: 'Naam rekeninghouder' })).toHaveValue('Stichting Achterhoek');
    expect(queryOf(api, 'GET', ACCOUNTS)).toEqual({
      purpose: 'SYSTEM',
    });
  });

  it('requires both fields and saves nothing without them', async () => {
    const api = await openSettings();
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    fireEvent.blur(iban);
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2));
    expect(callsTo(api, 'PUT', `${ACCOUNTS}/1`)).toHaveLength(0);
  });

  it('checks the IBAN when the field is left', async () => {
    await openSettings();
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    fireEvent.change(iban, { target: { value: 'NL91ABNA0417164301' } });
    expect(screen.queryByText('Ongeldig IBAN rekeningnummer')).not.toBeInTheDocument();
    fireEvent.blur(iban);
    expect(await screen.findByText('Ongeldig IBAN rekeningnummer')).toBeInTheDocument();
  });

  it('trims and formats the IBAN when the field is left', async () => {
    await openSettings();
    const iban = await screen.findByRole('textbox', { name: 'IBAN' });
    fireEvent.change(iban, { target: { value: '  nl91abna0417164300 ' } });
    fireEvent.blur(iban);
    await waitFor(() => expect(iban).toHaveValue('NL91 ABNA 0417 1643 00'));
    expect(screen.queryByText('Ongeldig IBAN rekeningnummer')).not.toBeInTheDocument();
  });

  it('saves the IBAN without spaces and the holder trimmed, then goes to Community with a notice', async () => {
    const api = await openSettings(
      {},
      {
        [`PUT ${ACCOUNTS}/1`]: systemAccount('banking-reserve', {
          iban: 'NL91ABNA0417164300',
          ibanHolder: 'Stichting Achterhoek',
        }),
      },
    );
    fireEvent.change(await screen.findByRole('textbox', { name: 'IBAN' }), {
      target: { value: 'NL91 ABNA 0417 1643 00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Naam rekeninghouder' }), {
      target: { value: '  Stichting Achterhoek ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(await screen.findByText('De systeeminstellingen zijn opgeslagen.')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', `${ACCOUNTS}/1`).map((call) => call.body)).toEqual([
      { iban: 'NL91ABNA0417164300', ibanHolder: 'Stichting Achterhoek' },
    ]);
  });

  it('says so in Dutch when saving fails, and stays on the page', async () => {
    await openSettings(
      { iban: 'NL91ABNA0417164300', ibanHolder: 'Stichting Achterhoek' },
      { [`PUT ${ACCOUNTS}/1`]: apiError(500, 'Internal') },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van de systeeminstellingen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Systeeminstellingen' })).toBeInTheDocument();
  });

  it('‘Annuleren’ leaves without saving', async () => {
    const api = await openSettings({ iban: 'NL91ABNA0417164300', ibanHolder: 'Stichting Achterhoek' });
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(callsTo(api, 'PUT', `${ACCOUNTS}/1`)).toHaveLength(0);
  });
});
