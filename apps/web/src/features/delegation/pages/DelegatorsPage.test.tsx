import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELEGATOR_HEADER } from '../../../lib/delegation';
import { apiError, callsTo, mockApi, noContent, type FakeRequest } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';
import {
  DELEGATIONS_PATH,
  asDelegate,
  delegationList,
  janProfile,
  pendingDelegation,
  testDelegation,
} from '../testData';
import { pinDateInEachTest } from '../../../test/clock';

const active = testDelegation();
const requested = pendingDelegation();
const expired = pendingDelegation({
  id: 13,
  delegator: { managedIdentity: 'user-9', firstName: 'Truus', lastName: 'Lammers', image: null },
  state: 'EXPIRED',
});
const revoked = testDelegation({ id: 9, state: 'REVOKED', revocationTime: '2026-11-10T10:00:00+01:00' });

/** The server's lists: the active ones, or with `inactiveToo` also pending and ended ones. */
function delegationsRoute(activeOnes = [active], allOnes = [active, requested, expired, revoked]) {
  return ({ url }: FakeRequest) =>
    delegationList(url.searchParams.get('inactiveToo') === 'true' ? allOnes : activeOnes);
}

const delegatorsList = async () =>
  within(await screen.findByRole('list', { name: 'Personen voor wie je de app mag gebruiken' }));

describe('Machtigingen (/delegators)', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));

  it('lists the people the user acts for, with photo, name and since when, and the pending requests', async () => {
    const api = mockApi({ [`GET ${DELEGATIONS_PATH}`]: delegationsRoute() }, janProfile);
    renderApp('/delegators', asDelegate());

    expect(await screen.findByRole('heading', { level: 1, name: 'Machtigingen' })).toBeInTheDocument();
    const items = (await delegatorsList()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const card = within(items[0]!);
    expect(card.getByText('Gerda Wassink')).toBeInTheDocument();
    expect(card.getByText(/^Gemachtigd sinds maandag 2 november( 2026)?$/)).toBeInTheDocument();
    expect(card.getByRole('presentation')).toHaveAttribute('src', '/images/profiles/gerda.jpg');
    expect(card.getByRole('button', { name: 'Gebruik de app namens Gerda Wassink' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Machtiging beëindigen: Gerda Wassink' })).toBeInTheDocument();

    // The requests still waiting for their code, each leading to the code step; ended ones are not shown.
    expect(screen.getByRole('heading', { level: 2, name: 'Aangevraagd' })).toBeInTheDocument();
    const pending = within(await screen.findByRole('list', { name: 'Aangevraagde machtigingen' }));
    const [henk, truus] = pending.getAllByRole('listitem');
    expect(pending.getAllByRole('listitem')).toHaveLength(2);
    expect(within(henk!).getByText('Henk Hendriks')).toBeInTheDocument();
    expect(
      within(henk!).getByText(/^Wacht op de activeringscode, aangevraagd op maandag 23 november( 2026)?$/),
    ).toBeInTheDocument();
    expect(within(henk!).getByRole('link', { name: 'Code invoeren voor Henk Hendriks' })).toHaveAttribute(
      'href',
      '/delegators/add?delegationId=12',
    );
    expect(within(truus!).getByText('De activeringscode is verlopen')).toBeInTheDocument();
    expect(within(truus!).getByRole('link', { name: 'Code invoeren voor Truus Lammers' })).toHaveAttribute(
      'href',
      '/delegators/add?delegationId=13',
    );

    expect(screen.getByRole('link', { name: 'Machtiging aanvragen' })).toHaveAttribute(
      'href',
      '/delegators/add',
    );
    const asked = callsTo(api, 'GET', DELEGATIONS_PATH).map((call) =>
      Object.fromEntries(call.url.searchParams),
    );
    expect(asked).toEqual(
      expect.arrayContaining([
        { delegate: 'me', inactiveToo: 'false' },
        { delegate: 'me', inactiveToo: 'true' },
      ]),
    );
  });

  it('says so when the user acts for nobody yet', async () => {
    mockApi({ [`GET ${DELEGATIONS_PATH}`]: delegationsRoute([], []) }, janProfile);
    renderApp('/delegators', asDelegate());
    expect(
      await screen.findByText(
        'Je mag de app nog voor niemand anders gebruiken. Vraag een machtiging aan om iemand te helpen met reizen.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('list', { name: 'Personen voor wie je de app mag gebruiken' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Aangevraagd' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Machtiging aanvragen' })).toBeInTheDocument();
  });

  it('lets a user without the delegate role only end a delegation', async () => {
    mockApi({ [`GET ${DELEGATIONS_PATH}`]: delegationsRoute() }, janProfile);
    renderApp('/delegators', signedIn('Jan Bomers'));
    const card = within((await delegatorsList()).getByRole('listitem'));
    expect(
      screen.getByText(
        'Alleen mantelzorgers met de rol gemachtigde kunnen de app namens iemand anders gebruiken. Je account heeft die rol niet.',
      ),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Gebruik de app namens/ })).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Machtiging beëindigen: Gerda Wassink' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Machtiging aanvragen' })).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    mockApi(
      {
        [`GET ${DELEGATIONS_PATH}`]: (request) =>
          fail ? apiError(500, 'Boom') : delegationsRoute()(request),
      },
      janProfile,
    );
    renderApp('/delegators', asDelegate());
    expect(await screen.findByRole('alert')).toHaveTextContent('Fout bij het ophalen van je machtigingen.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect((await delegatorsList()).getByText('Gerda Wassink')).toBeInTheDocument();
  });

  it('switches to acting for the delegator, goes Home, and switches back', async () => {
    const api = mockApi({ [`GET ${DELEGATIONS_PATH}`]: delegationsRoute() }, janProfile);
    const { router } = renderApp('/delegators', asDelegate());
    fireEvent.click(
      (await delegatorsList()).getByRole('button', { name: 'Gebruik de app namens Gerda Wassink' }),
    );

    expect(localStorage.getItem('achterhoek.delegatorId')).toBe('user-7');
    expect(screen.getByText('Je gebruikt de app nu namens Gerda Wassink.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(
      screen.getByRole('button', { name: 'Profielmenu, Je gebruikt de app namens iemand anders' }),
    ).toBeInTheDocument();

    // Back on Machtigingen: Gerda is the one chosen; the delegation calls still go as Jan himself.
    await router.navigate('/delegators');
    const card = within((await delegatorsList()).getByRole('listitem'));
    expect(card.getByText('Je gebruikt de app nu namens Gerda Wassink.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', DELEGATIONS_PATH).every((call) => !call.headers.has(DELEGATOR_HEADER))).toBe(
      true,
    );
    fireEvent.click(card.getByRole('button', { name: 'Stop met handelen namens Gerda Wassink' }));

    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
    expect(screen.getByText('Je gebruikt de app weer voor jezelf.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(screen.getByRole('button', { name: 'Profielmenu' })).toBeInTheDocument();
  });

  it("asks before ending a delegation: 'Annuleren' keeps it", async () => {
    const api = mockApi(
      { [`GET ${DELEGATIONS_PATH}`]: delegationsRoute(), [`DELETE ${DELEGATIONS_PATH}/11`]: noContent },
      janProfile,
    );
    renderApp('/delegators', asDelegate());
    const end = (await delegatorsList()).getByRole('button', {
      name: 'Machtiging beëindigen: Gerda Wassink',
    });
    fireEvent.click(end);

    const dialog = await screen.findByRole('dialog', { name: 'Machtiging beëindigen' });
    expect(dialog).toHaveTextContent(
      'Wil je de machtiging voor Gerda Wassink beëindigen? Je kunt de app dan niet meer namens Gerda Wassink gebruiken.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(api, 'DELETE', `${DELEGATIONS_PATH}/11`)).toHaveLength(0);
    await waitFor(() => expect(end).toHaveFocus());
  });

  it("'Beëindigen' ends the delegation and refreshes the list", async () => {
    let ended = false;
    const api = mockApi(
      {
        [`GET ${DELEGATIONS_PATH}`]: (request) =>
          ended ? delegationsRoute([], [])(request) : delegationsRoute()(request),
        [`DELETE ${DELEGATIONS_PATH}/11`]: () => {
          ended = true;
          return noContent();
        },
      },
      janProfile,
    );
    renderApp('/delegators', asDelegate());
    fireEvent.click(
      (await delegatorsList()).getByRole('button', { name: 'Machtiging beëindigen: Gerda Wassink' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Machtiging beëindigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));

    expect(await screen.findByText('De machtiging is beëindigd.')).toBeInTheDocument();
    expect(callsTo(api, 'DELETE', `${DELEGATIONS_PATH}/11`)).toHaveLength(1);
    expect(
      await screen.findByText(
        'Je mag de app nog voor niemand anders gebruiken. Vraag een machtiging aan om iemand te helpen met reizen.',
      ),
    ).toBeInTheDocument();
    // The person's card is gone, so the focus goes to the page's title.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Machtigingen' })).toHaveFocus(),
    );
  });

  it('stops acting for the person whose delegation the user ends', async () => {
    localStorage.setItem('achterhoek.delegatorId', 'user-7');
    const api = mockApi(
      { [`GET ${DELEGATIONS_PATH}`]: delegationsRoute(), [`DELETE ${DELEGATIONS_PATH}/11`]: noContent },
      janProfile,
    );
    const { router } = renderApp('/delegators', asDelegate());
    fireEvent.click(
      (await delegatorsList()).getByRole('button', { name: 'Machtiging beëindigen: Gerda Wassink' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Machtiging beëindigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beëindigen' }));

    expect(await screen.findByText('De machtiging is beëindigd.')).toBeInTheDocument();
    // Ending is the user's own call, never made for the delegator.
    expect(callsTo(api, 'DELETE', `${DELEGATIONS_PATH}/11`)[0]!.headers.has(DELEGATOR_HEADER)).toBe(false);
    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('says when ending fails, and keeps the delegation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi(
      {
        [`GET ${DELEGATIONS_PATH}`]: delegationsRoute(),
        [`DELETE ${DELEGATIONS_PATH}/11`]: apiError(500, 'Boom'),
      },
      janProfile,
    );
    renderApp('/delegators', asDelegate());
    fireEvent.click(
      (await delegatorsList()).getByRole('button', { name: 'Machtiging beëindigen: Gerda Wassink' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Machtiging beëindigen' })).getByRole('button', {
        name: 'Beëindigen',
      }),
    );
    expect(await screen.findByText('Fout bij het beëindigen van de machtiging.')).toBeInTheDocument();
    expect((await delegatorsList()).getByText('Gerda Wassink')).toBeInTheDocument();
  });
});
