import { ACCOUNT_DATA_FORMAT, type AccountDataExport } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actingRoutes, asDelegate, GERDA, janProfile } from '../../../test/fakeActing';
import { apiError, callsTo, mockApi, noContent } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

// The person's own data on the Account page (decision 0058): download it as a file, or remove the
// account after a dialog; a refusal shows the server's words; a caregiver acting for somebody sees neither.

const EXPORT = '/api/profile/profiles/me/export';
const ACCOUNT = '/api/profile/profiles/me';
const REFUSAL =
  'Je account kan nog niet worden verwijderd. Je hebt nog 12 credits: neem ze op naar je bankrekening of schenk ze aan een goed doel.';

const exported: AccountDataExport = {
  format: ACCOUNT_DATA_FORMAT,
  exportedAt: '2026-11-23T09:00:00.000Z',
  userId: 'user-1',
  parts: { profile: { profile: { firstName: 'Gerda' } } },
};

async function openAccount(routes = {}, auth = signedIn()) {
  const api = mockApi({
    'GET /api/banker/users/me': apiError(403, 'Credits are switched off'),
    [`GET ${EXPORT}`]: exported,
    ...routes,
  });
  const rendered = renderApp('/account', auth, { creditsEnabled: false });
  await screen.findByRole('textbox', { name: /Voornaam/ });
  return { api, ...rendered };
}

const button = (name: string) => screen.getByRole('button', { name });

/** The text in a Blob (the test environment's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('account page: my data', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:mijn-gegevens');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => localStorage.clear());

  it('downloads everything as a dated JSON file', async () => {
    const { api } = await openAccount();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(button('Mijn gegevens downloaden'));

    expect(await screen.findByText('Je gegevens zijn gedownload.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', EXPORT)).toHaveLength(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('mijn-gegevens-2026-11-23.json');
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0]! as [Blob];
    expect(JSON.parse(await textOf(blob))).toEqual(exported);
  });

  it('says so when the download fails', async () => {
    await openAccount({ [`GET ${EXPORT}`]: apiError(500, 'Boom') });
    fireEvent.click(button('Mijn gegevens downloaden'));
    expect(
      await screen.findByText('Fout bij het downloaden van je gegevens. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
  });

  it('asks first, says what goes and what stays, and removes nothing on Annuleren', async () => {
    const { api } = await openAccount({ [`DELETE ${ACCOUNT}`]: noContent });
    fireEvent.click(button('Account verwijderen'));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen?' });
    expect(within(dialog).getByText(/Verwijderd worden: je profiel/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Bewaard zonder je naam/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'DELETE', ACCOUNT)).toHaveLength(0);
  });

  it("shows the server's words when the account cannot go yet, and stays signed in", async () => {
    const auth = signedIn();
    await openAccount(
      { [`DELETE ${ACCOUNT}`]: apiError(409, REFUSAL, { code: 'ACCOUNT_NOT_REMOVABLE' }) },
      auth,
    );
    fireEvent.click(button('Account verwijderen'));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(auth.removeUser).not.toHaveBeenCalled();
  });

  it('removes the account, signs out and goes to the landing page with a goodbye', async () => {
    const auth = signedIn();
    const { api, router } = await openAccount({ [`DELETE ${ACCOUNT}`]: noContent }, auth);
    fireEvent.click(button('Account verwijderen'));
    const dialog = await screen.findByRole('dialog', { name: 'Account verwijderen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.removeUser).toHaveBeenCalled();
    expect(callsTo(api, 'DELETE', ACCOUNT)[0]!.body).toEqual({ confirmation: 'VERWIJDEREN' });
    expect(
      await screen.findByText('Je account is verwijderd. Bedankt voor het gebruiken van de app.'),
    ).toBeInTheDocument();
  });

  it('is not there for a caregiver acting for somebody', async () => {
    localStorage.setItem('achterhoek.delegatorId', GERDA);
    mockApi({ ...actingRoutes(), 'GET /api/banker/users/me': apiError(403, 'Off') }, janProfile);
    renderApp('/account', asDelegate(), { creditsEnabled: false });
    await screen.findByRole('textbox', { name: /Voornaam/ });
    expect(screen.queryByRole('button', { name: 'Mijn gegevens downloaden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account verwijderen' })).not.toBeInTheDocument();
  });
});
