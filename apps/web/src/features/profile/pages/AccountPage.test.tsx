import type { UpdateProfileRequest } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function openAccount(routes = {}, auth = signedIn()) {
  const api = mockApi({ 'PUT /api/profile/profiles/me': noContent, ...routes });
  renderApp('/account', auth);
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

  it('saves the whole profile with the new values', async () => {
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
      iban: 'NL91ABNA0417164300',
      ibanHolder: 'G. Wassink',
      userRole: 'passenger',
      dateOfBirth: '1948-05-12',
    });
    expect(saved?.body).toHaveProperty('notificationOptions');
    expect(saved?.body).toHaveProperty('consent');
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
