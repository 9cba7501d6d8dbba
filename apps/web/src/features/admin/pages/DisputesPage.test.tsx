import { fireEvent, screen, within } from '@testing-library/react';
import type { Dispute } from '@achterhoek/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, queryOf } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testItinerary } from '../../../test/fakePlans';
import { testTrip, testTripLegs } from '../../../test/fakeTrips';
import { renderApp } from '../../../test/renderApp';
import { quietConsole } from '../../../test/quietConsole';
import { itOffersARetryWhenTheListFails } from '../../../test/loadErrorCases';

const DISPUTES = 'GET /api/planner/disputes';
const admin = () => signedIn('Beheerder', { realm_access: { roles: ['admin'] } });
const disputedLegs = testTripLegs({
  state: 'VALIDATING',
  bookingRef: 'urn:nb:rs:booking:5',
  paymentState: 'RESERVED',
  confirmed: false,
  confirmationReason: 'NO_SHOW',
  confirmedByProvider: true,
});
const dispute: Dispute = {
  trip: testTrip({ id: 7, state: 'VALIDATING' }, testItinerary(3, disputedLegs)),
  traveller: { managedIdentity: 'user-1', name: 'Gerda Wassink' },
  driver: { managedIdentity: 'user-2', name: 'Henk Lubbers' },
};
const page = (data: Dispute[]) => ({ totalCount: data.length, offset: 0, count: data.length, data });

describe('the disputes an admin settles', () => {
  it('lists each open dispute: when, where, who travelled, who drove and the fare', async () => {
    const fetch = mockApi({ [DISPUTES]: page([dispute]) });
    renderApp('/disputes', admin());
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschillen' })).toBeInTheDocument();
    const card = within(
      await screen.findByRole('region', { name: 'Station Winterswijk → Station Doetinchem' }),
    );
    const value = (label: string) => card.getByRole('rowheader', { name: label }).nextSibling;
    expect(value('Datum')).toHaveTextContent('24-11-2026 07:20');
    expect(value('Passagier')).toHaveTextContent('Gerda Wassink');
    expect(value('Chauffeur')).toHaveTextContent('Henk Lubbers');
    expect(value('Kosten')).toHaveTextContent('36 credits');
    expect(queryOf(fetch, 'GET', '/api/planner/disputes')).toEqual({
      maxResults: '20',
      offset: '0',
    });
  });

  it.each([
    [
      'Voor de chauffeur',
      'favors-provider',
      'Je beslist voor de chauffeur: Henk Lubbers krijgt 36 credits betaald.',
    ],
    [
      'Voor de passagier',
      'favors-traveller',
      'Je beslist voor de passagier: Gerda Wassink krijgt 36 credits terug.',
    ],
  ])('settles ‘%s’ after a confirmation', async (button, decision, question) => {
    let open = [dispute];
    const fetch = mockApi({
      [DISPUTES]: () => page(open),
      [`PUT /api/planner/trips/7/settle/${decision}`]: () => {
        open = [];
        return noContent();
      },
    });
    renderApp('/disputes', admin());
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Geschil beslissen' }));
    expect(dialog.getByText(new RegExp(`^${question}`))).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Beslissen' }));
    expect(await screen.findByText('Het geschil is beslist.')).toBeInTheDocument();
    expect(await screen.findByText('Er zijn geen open geschillen.')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', `/api/planner/trips/7/settle/${decision}`)).toHaveLength(1);
  });

  it('settles nothing when the admin thinks better of it', async () => {
    const fetch = mockApi({ [DISPUTES]: page([dispute]) });
    renderApp('/disputes', admin());
    fireEvent.click(await screen.findByRole('button', { name: 'Voor de passagier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Geschil beslissen' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Annuleren' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says when the dispute was settled meanwhile (422)', async () => {
    mockApi({
      [DISPUTES]: page([dispute]),
      'PUT /api/planner/trips/7/settle/favors-provider': apiError(422, 'Deze rit heeft geen open geschil.'),
    });
    quietConsole();
    renderApp('/disputes', admin());
    fireEvent.click(await screen.findByRole('button', { name: 'Voor de chauffeur' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Beslissen' }));
    expect(await screen.findByText('Deze rit heeft geen open geschil.')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({ [DISPUTES]: page([]) });
    renderApp('/disputes', admin());
    expect(await screen.findByText('Er zijn geen open geschillen.')).toBeInTheDocument();
  });

  itOffersARetryWhenTheListFails('/disputes', admin, DISPUTES, 'Fout bij het ophalen van de geschillen.');

  it('tells anyone else there is no access, without asking the server', async () => {
    const fetch = mockApi({ [DISPUTES]: page([dispute]) });
    renderApp('/disputes', signedIn());
    expect(
      await screen.findByText('Geen toegang. Alleen beheerders kunnen geschillen beslissen.'),
    ).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/planner/disputes')).toHaveLength(0);
  });

  it('says the same when the server refuses (403)', async () => {
    mockApi({ [DISPUTES]: apiError(403, 'Forbidden') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/disputes', admin());
    expect(
      await screen.findByText('Geen toegang. Alleen beheerders kunnen geschillen beslissen.'),
    ).toBeInTheDocument();
  });
});
