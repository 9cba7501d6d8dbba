import type { Delegation, DelegationPerson } from '@achterhoek/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import { pinDateInEachTest } from '../../../test/clock';
import { quietConsole } from '../../../test/quietConsole';
import { itOffersARetryWhenTheListFails } from '../../../test/loadErrorCases';

const DELEGATIONS = 'GET /api/profile/delegations';
const gerda: DelegationPerson = {
  managedIdentity: 'user-1',
  firstName: 'Gerda',
  lastName: 'Wassink',
  image: null,
};

function delegation(id: number, delegate: DelegationPerson, activationTime: string): Delegation {
  return {
    id,
    delegate,
    delegator: gerda,
    state: 'ACTIVE',
    submissionTime: '2026-10-01T09:00:00+02:00',
    activationCodeSentTime: '2026-10-01T09:00:00+02:00',
    activationCodeTTL: 900,
    activationTime,
  };
}
const jan = delegation(
  5,
  { managedIdentity: 'user-2', firstName: 'Jan', lastName: 'Jansen', image: 'profiles/jan.jpg' },
  '2026-11-02T23:30:00Z',
);
const marieke = delegation(
  6,
  { managedIdentity: 'user-3', firstName: 'Marieke', lastName: 'ter Horst', image: null },
  '2026-10-15T10:00:00+02:00',
);
const list = (data: Delegation[]) => ({ totalCount: data.length, offset: 0, count: data.length, data });

describe('the people who may use the app in my name (/delegates)', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('lists each delegate with photo, name and since when, asking for my active delegations', async () => {
    const fetch = mockApi({ [DELEGATIONS]: list([jan, marieke]) });
    renderApp('/delegates', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemachtigden' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Gemachtigden' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Jan Jansen')).toBeInTheDocument();
    // Activated just after midnight in Amsterdam: the Dutch day counts.
    expect(first.getByText(/^Gemachtigd sinds dinsdag 3 november( 2026)?$/)).toBeInTheDocument();
    expect(first.getByRole('presentation')).toHaveAttribute('src', '/images/profiles/jan.jpg');
    const second = within(items[1]!);
    expect(second.getByText('Marieke ter Horst')).toBeInTheDocument();
    expect(second.getByText(/^Gemachtigd sinds donderdag 15 oktober( 2026)?$/)).toBeInTheDocument();
    // Without a photo, the initials.
    expect(second.getByText('MH')).toBeInTheDocument();
    expect(queryOf(fetch, 'GET', '/api/profile/delegations')).toEqual({
      delegator: 'me',
      inactiveToo: 'false',
    });
  });

  it('says so when nobody may', async () => {
    mockApi({ [DELEGATIONS]: list([]) });
    renderApp('/delegates', signedIn());
    expect(
      await screen.findByText('Momenteel kan niemand de app gebruiken in jouw naam.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Gemachtigden' })).not.toBeInTheDocument();
  });

  it('ends a delegation after asking, tells so and shows the list anew', async () => {
    let active = [jan, marieke];
    const fetch = mockApi({
      [DELEGATIONS]: () => list(active),
      'DELETE /api/profile/delegations/5': () => {
        active = [marieke];
        return noContent();
      },
    });
    renderApp('/delegates', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: machtiging van Jan Jansen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Machtiging verwijderen' }));
    expect(dialog.getByText(/^Wil je de machtiging van Jan Jansen beëindigen\?/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De machtiging is verwijderd.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Jan Jansen')).not.toBeInTheDocument());
    expect(screen.getByText('Marieke ter Horst')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/profile/delegations/5')).toHaveLength(1);
    // The button that opened the dialog is gone: the focus goes on to the page's title.
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Gemachtigden' })).toHaveFocus(),
    );
  });

  it('shows the empty text once the last one is removed', async () => {
    let active = [jan];
    mockApi({
      [DELEGATIONS]: () => list(active),
      'DELETE /api/profile/delegations/5': () => {
        active = [];
        return noContent();
      },
    });
    renderApp('/delegates', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: machtiging van Jan Jansen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Machtiging verwijderen' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Momenteel kan niemand de app gebruiken in jouw naam.'),
    ).toBeInTheDocument();
  });

  it('keeps the delegation when I cancel', async () => {
    const fetch = mockApi({ [DELEGATIONS]: list([jan]) });
    renderApp('/delegates', signedIn());
    const remove = await screen.findByRole('button', { name: 'Verwijderen: machtiging van Jan Jansen' });
    fireEvent.click(remove);
    const dialog = within(await screen.findByRole('dialog', { name: 'Machtiging verwijderen' }));
    // 'Annuleren' has the focus first, so a stray Enter keeps the delegation.
    expect(dialog.getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    fireEvent.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Jan Jansen')).toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(callsTo(fetch, 'DELETE', '/api/profile/delegations/5')).toHaveLength(0);
  });

  it('says when the delegation could not be ended', async () => {
    mockApi({
      [DELEGATIONS]: list([jan]),
      'DELETE /api/profile/delegations/5': apiError(500, 'Boom'),
    });
    quietConsole();
    renderApp('/delegates', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Verwijderen: machtiging van Jan Jansen' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Machtiging verwijderen' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    expect(await screen.findByText('Fout bij het verwijderen van de machtiging.')).toBeInTheDocument();
    expect(screen.getByText('Jan Jansen')).toBeInTheDocument();
  });

  itOffersARetryWhenTheListFails(
    '/delegates',
    signedIn,
    DELEGATIONS,
    'Fout bij het ophalen van je gemachtigden.',
  );

  it('is the page the Gemachtigden tile on Community leads to', async () => {
    mockApi({ [DELEGATIONS]: list([]) });
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Gemachtigden' })).toHaveAttribute('href', '/delegates');
  });
});
