import type { BankerUser, UpdateProfileRequest } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** The banker's answer with this IBAN and holder on the current account. */
function bankerWith(iban: string | null, ibanHolder: string | null): BankerUser {
  const account = { name: 'Gerda Wassink', type: 'LIABILITY', iban: null, ibanHolder: null } as const;
  return {
    managedIdentity: 'user-1',
    email: 'gerda@example.nl',
    personalAccount: { ...account, id: 11, ncan: 'PLA-1', credits: 25, purpose: 'CURRENT', iban, ibanHolder },
    premiumAccount: { ...account, id: 12, ncan: 'PLA-1-p', credits: 0, purpose: 'PREMIUM' },
  };
}

async function openAccount(routes = {}, auth = signedIn(), config = {}) {
  const api = mockApi({
    'PUT /api/profile/profiles/me': noContent,
    'GET /api/banker/users/me': bankerWith(null, null),
    'PUT /api/banker/users/me/account': noContent,
    ...routes,
  });
  renderApp('/account', auth, config);
  await screen.findByRole('textbox', { name: /Voornaam/ });
  return api;
}

describe('account page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the profile with the e-mail read-only', async () => {
    await openAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(field(/Voornaam/)).toHaveValue('Gerda');
    expect(field(/E-mailadres/)).toHaveAttribute('readonly');
    expect(field(/Woonadres/)).toHaveValue('Hoofdstraat 1, Zelhem');
  });

  it('refuses an invalid IBAN and phone number, and names without text', async () => {
    const api = await openAccount();
    fireEvent.change(field(/Telefoonnummer/), { target: { value: '12345' } });
    fireEvent.change(field('IBAN'), { target: { value: 'NL00BANK0123456789' } });
    fireEvent.change(field(/Voornaam/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Ongeldig nummer')).toBeInTheDocument();
    expect(screen.getByText('Ongeldig IBAN rekeningnummer')).toBeInTheDocument();
    expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2); // first name, and the holder
    expect(callsTo(api, 'PUT', '/api/profile/profiles/me')).toHaveLength(0);
  });

  it('saves the whole profile without the bank account, and the bank account at the banker', async () => {
    const api = await openAccount();
    fireEvent.change(field(/Telefoonnummer/), { target: { value: '0612345678' } });
    fireEvent.change(field('IBAN'), { target: { value: 'nl91 abna 0417 1643 00' } });
    fireEvent.change(field(/Naam rekeninghouder/), { target: { value: 'G. Wassink' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Je gegevens zijn opgeslagen.')).toBeInTheDocument();
    const [saved] = callsTo(api, 'PUT', '/api/profile/profiles/me');
    expect(saved?.body).toMatchObject<Partial<UpdateProfileRequest>>({
      firstName: 'Gerda',
      lastName: 'Wassink',
      phoneNumber: '+31612345678',
      userRole: 'passenger',
      dateOfBirth: '1948-05-12',
    });
    expect(saved?.body).toHaveProperty('notificationOptions');
    expect(saved?.body).toHaveProperty('consent');
    expect(saved?.body).not.toHaveProperty('iban');
    expect(saved?.body).not.toHaveProperty('ibanHolder');
    expect(callsTo(api, 'PUT', '/api/banker/users/me/account').map((call) => call.body)).toEqual([
      { iban: 'NL91ABNA0417164300', ibanHolder: 'G. Wassink' },
    ]);
  });

  it('shows the IBAN and holder of the banker account, not the profile’s old copy', async () => {
    const api = await openAccount(
      { 'GET /api/banker/users/me': bankerWith('NL91ABNA0417164300', 'G. Wassink') },
      signedIn(),
    );
    expect(field('IBAN')).toHaveValue('NL91ABNA0417164300');
    expect(field(/Naam rekeninghouder/)).toHaveValue('G. Wassink');

    // Only the name changed: the bank account is not sent again.
    fireEvent.change(field(/Voornaam/), { target: { value: 'Gerdie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je gegevens zijn opgeslagen.')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/banker/users/me/account')).toHaveLength(0);

    // Emptying the IBAN clears the bank account.
    fireEvent.change(field('IBAN'), { target: { value: '' } });
    fireEvent.change(field(/Naam rekeninghouder/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(callsTo(api, 'PUT', '/api/banker/users/me/account').map((call) => call.body)).toEqual([
        { iban: null, ibanHolder: null },
      ]),
    );
  });

  it('says so when the profile is saved but the bank account is not', async () => {
    const api = await openAccount({
      'PUT /api/banker/users/me/account': apiError(400, 'Bad input', { fields: ['body.iban'] }),
    });
    fireEvent.change(field('IBAN'), { target: { value: 'NL91ABNA0417164300' } });
    fireEvent.change(field(/Naam rekeninghouder/), { target: { value: 'G. Wassink' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(
      await screen.findByText(
        'Je gegevens zijn opgeslagen, maar je bankrekening niet. Probeer het later opnieuw.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ongeldig IBAN rekeningnummer')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/profile/profiles/me')).toHaveLength(1);
    expect(screen.queryByText('Je gegevens zijn opgeslagen.')).not.toBeInTheDocument();
  });

  it('says so when the bank account cannot be read, and reads it again on request', async () => {
    let fail = true;
    await openAccount({
      'GET /api/banker/users/me': () =>
        fail ? apiError(500, 'Boom') : bankerWith('NL91ABNA0417164300', 'G. Wassink'),
    });
    expect(await screen.findByText('Fout bij het ophalen van je bankrekening.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('textbox', { name: 'IBAN' })).toHaveValue('NL91ABNA0417164300');
  });

  it('has no bank fields and asks no banker with credits switched off', async () => {
    const api = await openAccount({}, signedIn(), { creditsEnabled: false });
    expect(screen.queryByRole('group', { name: 'Bankrekening' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'IBAN' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Je gegevens zijn opgeslagen.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/banker/users/me')).toHaveLength(0);
    expect(callsTo(api, 'PUT', '/api/banker/users/me/account')).toHaveLength(0);
  });

  it('shows the fields the server refused under those fields', async () => {
    await openAccount({
      'PUT /api/profile/profiles/me': apiError(400, 'Bad input', { fields: ['body.phoneNumber'] }),
    });
    fireEvent.change(field(/Telefoonnummer/), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Fout bij het opslaan van je gegevens.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Ongeldig nummer')).toBeInTheDocument());
    expect(field(/Telefoonnummer/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the phone number read-only while acting for somebody, and shows the server’s refusal', async () => {
    localStorage.setItem('achterhoek.delegatorId', 'user-7');
    const message =
      'Alleen de persoon zelf kan het telefoonnummer wijzigen. Je kunt de andere gegevens wel aanpassen.';
    await openAccount(
      { 'PUT /api/profile/profiles/me': apiError(403, message, { code: 'DELEGATE_PHONE_CHANGE' }) },
      signedIn('Jan Bomers', { realm_access: { roles: ['delegate'] } }),
    );
    expect(field(/Telefoonnummer/)).toHaveAttribute('readonly');
    expect(screen.getByText(/De codes voor machtigingen gaan naar dit nummer\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
