import type { Delegation } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELEGATOR_HEADER } from '../../../lib/delegation';
import {
  advanceClock,
  expectThrottled,
  pinDate,
  pinDateInEachTest,
  settleUntil,
  stopClock,
} from '../../../test/clock';
import { apiError, callsTo, mockApi, type FakeRoute } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import {
  DELEGATIONS_PATH,
  asDelegate,
  candidate,
  gerda,
  henk,
  jan,
  janProfile,
  pendingDelegation,
  testDelegation,
} from '../testData';

const SEARCH_PATH = '/api/profile/profiles';
const NOW = new Date('2026-11-23T10:00:00+01:00');
/** Jan's new request for Henk, as the server answers it. */
const requested = pendingDelegation();

const searchRoute = {
  [`GET ${SEARCH_PATH}`]: {
    totalCount: 3,
    offset: 0,
    count: 3,
    // The search also finds the user himself, who cannot act for himself.
    data: [candidate(henk), candidate(gerda, { userRole: 'both' }), candidate(jan)],
  },
};

function routes(extra: Record<string, FakeRoute> = {}) {
  return mockApi({ ...searchRoute, ...extra }, janProfile);
}

const searchField = () => screen.getByRole('searchbox', { name: /Zoek op naam/ });
const submitButton = () => screen.getByRole('button', { name: 'Machtiging aanvragen' });
const codeField = () => screen.getByRole('textbox', { name: /Activeringscode/ });
const searches = (api: ReturnType<typeof mockApi>) =>
  callsTo(api, 'GET', SEARCH_PATH).map((call) => Object.fromEntries(call.url.searchParams));

/** Mantine links a field's error to it as its description, and marks the field invalid. */
function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Types a name, waits for the people found and picks one. */
async function choose(name: string) {
  fireEvent.change(searchField(), { target: { value: name.slice(0, 4) } });
  fireEvent.click(await screen.findByRole('radio', { name }));
}

describe('asking for a delegation (/delegators/add)', () => {
  afterEach(() => vi.useRealTimers());

  it('searches passengers from 3 characters on, at most every 500 ms', async () => {
    pinDate(NOW);
    stopClock();
    const api = routes();
    renderApp('/delegators/add', asDelegate());
    expect(screen.getByRole('heading', { level: 1, name: 'Machtiging aanvragen' })).toBeInTheDocument();
    expect(searchField()).toHaveAccessibleDescription('Typ minimaal 3 letters van de naam.');

    fireEvent.change(searchField(), { target: { value: 'He' } });
    // Longer than the 500 ms pause, so a late search would have gone out too.
    await advanceClock(700);
    expect(searches(api)).toEqual([]);

    fireEvent.change(searchField(), { target: { value: 'Hen' } });
    fireEvent.change(searchField(), { target: { value: 'Henk' } });
    fireEvent.change(searchField(), { target: { value: 'Henk H' } });
    // The first search at once, then the last text when the 500 ms have passed; the one between is skipped.
    await expectThrottled(
      () => searches(api),
      500,
      { text: 'Hen', role: 'PASSENGER' },
      { text: 'Henk H', role: 'PASSENGER' },
    );
    await settleUntil(() =>
      expect(
        within(screen.getByRole('radiogroup', { name: 'Kies de persoon' }))
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['user-8', 'user-7']),
    );
    expect(screen.getByText('2 personen gevonden')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Henk Hendriks' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Jan Bomers' })).not.toBeInTheDocument();
    await advanceClock(600);
    expect(searches(api)).toHaveLength(2);
  });

  it('says when nobody is found', async () => {
    routes({ [`GET ${SEARCH_PATH}`]: { totalCount: 0, offset: 0, count: 0, data: [] } });
    renderApp('/delegators/add', asDelegate());
    fireEvent.change(searchField(), { target: { value: 'Xavier' } });
    expect(await screen.findByText('Niemand gevonden met deze naam.')).toBeInTheDocument();
  });

  it('needs a person and the consent before it asks', async () => {
    const api = routes();
    renderApp('/delegators/add', asDelegate());

    fireEvent.click(submitButton());
    await waitFor(() => expectFieldError(searchField(), 'Kies eerst een persoon uit de lijst.'));

    await choose('Henk Hendriks');
    const consent = screen.getByRole('checkbox', {
      name: 'Ik verklaar dat Henk Hendriks mij toestemming geeft de app namens haar of hem te gebruiken.',
    });
    expect(consent).not.toBeChecked();
    fireEvent.click(submitButton());
    expect(
      await screen.findByText('Je moet akkoord gaan met de voorwaarden om verder te gaan.'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST', DELEGATIONS_PATH)).toHaveLength(0);

    // Typing again drops the choice, and with it the consent.
    fireEvent.change(searchField(), { target: { value: 'Gerda' } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks for the delegation, then shows the code step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    // Even while acting for somebody else, the request is the user's own.
    localStorage.setItem('achterhoek.delegatorId', 'user-7');
    const api = routes({
      [`POST ${DELEGATIONS_PATH}`]: Response.json(requested, { status: 201 }),
      [`GET ${DELEGATIONS_PATH}/12`]: requested,
    });
    const { router } = renderApp('/delegators/add', asDelegate());

    await choose('Henk Hendriks');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ik verklaar dat Henk Hendriks/ }));
    fireEvent.click(submitButton());

    expect(await screen.findByText('Je machtiging is aangevraagd.')).toBeInTheDocument();
    const [posted] = callsTo(api, 'POST', DELEGATIONS_PATH);
    expect(posted!.body).toEqual({ delegateRef: 'me', delegatorRef: 'user-8' });
    expect(posted!.headers.has(DELEGATOR_HEADER)).toBe(false);
    // The search itself was made as the person the user acts for, like every other call.
    expect(callsTo(api, 'GET', SEARCH_PATH)[0]!.headers.get(DELEGATOR_HEADER)).toBe('user-7');

    await waitFor(() => expect(router.state.location.search).toBe('?delegationId=12'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Henk Hendriks heeft een sms gekregen met een code van 6 cijfers. Vraag Henk Hendriks om de code en vul die hieronder in.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^De code is geldig tot maandag 23 november( 2026)? om 10:10\.$/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'the person has no phone number',
      apiError(400, 'Gebruiker heeft geen telefoonnummer ingesteld'),
      'Gebruiker heeft geen telefoonnummer ingesteld',
    ],
    [
      'the phone number is invalid',
      apiError(400, 'Gebruiker heeft een ongeldig telefoonnummer'),
      'Gebruiker heeft een ongeldig telefoonnummer',
    ],
    [
      'the user already acts for the person',
      apiError(409, 'This delegation is active already'),
      'Je mag de app al namens Henk Hendriks gebruiken.',
    ],
    [
      'the person got too many SMS messages today',
      apiError(
        429,
        'Naar dit telefoonnummer zijn het afgelopen etmaal al te veel berichten gestuurd. Probeer het na 14:00 opnieuw.',
        { code: 'TOO_MANY_SMS' },
      ),
      'Naar dit telefoonnummer zijn het afgelopen etmaal al te veel berichten gestuurd. Probeer het na 14:00 opnieuw.',
    ],
    ['anything else fails', apiError(500, 'Boom'), 'Fout bij het aanvragen van de machtiging'],
  ])('says so when %s', async (_case, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    routes({ [`POST ${DELEGATIONS_PATH}`]: answer });
    const { router } = renderApp('/delegators/add', asDelegate());
    await choose('Henk Hendriks');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ik verklaar dat Henk Hendriks/ }));
    fireEvent.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('entering the activation code (/delegators/add?delegationId=…)', () => {
  pinDateInEachTest(NOW);
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  function codeRoutes(delegation: Delegation, extra: Record<string, FakeRoute> = {}) {
    return routes({ [`GET ${DELEGATIONS_PATH}/${delegation.id}`]: delegation, ...extra });
  }

  it("checks the code: 'Veld is verplicht', 'De code bestaat uit 6 cijfers'", async () => {
    const api = codeRoutes(requested);
    renderApp('/delegators/add?delegationId=12', asDelegate());
    await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    const activate = screen.getByRole('button', { name: 'Activeren' });

    fireEvent.click(activate);
    await waitFor(() => expectFieldError(codeField(), 'Veld is verplicht'));
    fireEvent.change(codeField(), { target: { value: '123' } });
    fireEvent.click(activate);
    await waitFor(() => expectFieldError(codeField(), 'De code bestaat uit 6 cijfers'));
    fireEvent.change(codeField(), { target: { value: '12345a' } });
    fireEvent.click(activate);
    await waitFor(() => expectFieldError(codeField(), 'De code bestaat uit 6 cijfers'));
    expect(callsTo(api, 'POST', `${DELEGATIONS_PATH}/12/activations`)).toHaveLength(0);
    expect(codeField()).toHaveAttribute('maxlength', '6');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
  });

  it('activates the delegation and goes back to Machtigingen', async () => {
    const api = codeRoutes(requested, {
      [`POST ${DELEGATIONS_PATH}/12/activations`]: testDelegation({ id: 12, delegator: henk }),
      [`GET ${DELEGATIONS_PATH}`]: { totalCount: 0, offset: 0, count: 0, data: [] },
    });
    const { router } = renderApp('/delegators/add?delegationId=12', asDelegate());
    await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    fireEvent.change(codeField(), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activeren' }));

    expect(await screen.findByText('Je machtiging is actief.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/delegators'));
    const [posted] = callsTo(api, 'POST', `${DELEGATIONS_PATH}/12/activations`);
    expect(posted!.body).toEqual({ activationCode: '482913' });
  });

  it('shows the server’s message at the field for a wrong code', async () => {
    codeRoutes(requested, {
      [`POST ${DELEGATIONS_PATH}/12/activations`]: apiError(400, 'De activeringscode is onjuist'),
    });
    const { router } = renderApp('/delegators/add?delegationId=12', asDelegate());
    await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activeren' }));

    await waitFor(() => expectFieldError(codeField(), 'De activeringscode is onjuist'));
    expect(codeField()).toHaveFocus();
    expect(router.state.location.search).toBe('?delegationId=12');
  });

  it('says an expired code is expired, as the server puts it', async () => {
    codeRoutes(requested, {
      [`POST ${DELEGATIONS_PATH}/12/activations`]: apiError(
        400,
        'De activeringscode is verlopen. Vraag een nieuwe code aan.',
        { code: 'CODE_EXPIRED' },
      ),
    });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activeren' }));
    expect(
      await screen.findAllByText('De activeringscode is verlopen. Vraag een nieuwe code aan.'),
    ).not.toHaveLength(0);
  });

  it("says 'Fout bij het activeren van de machtiging' for any other failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    codeRoutes(requested, { [`POST ${DELEGATIONS_PATH}/12/activations`]: apiError(500, 'Boom') });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    await screen.findByRole('heading', { level: 2, name: 'Activeringscode invoeren' });
    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Activeren' }));
    expect(await screen.findByText('Fout bij het activeren van de machtiging')).toBeInTheDocument();
  });

  it('asks for a new code when the old one has expired', async () => {
    const expired = pendingDelegation({
      state: 'EXPIRED',
      activationCodeSentTime: '2026-11-23T09:30:00+01:00',
    });
    const api = codeRoutes(expired, {
      [`PUT ${DELEGATIONS_PATH}/12`]: pendingDelegation({
        activationCodeSentTime: '2026-11-23T10:00:00+01:00',
      }),
    });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    expect(await screen.findByText('De code is verlopen. Vraag een nieuwe code aan.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe code aanvragen' }));

    expect(await screen.findByText('Er is een nieuwe code naar Henk Hendriks gestuurd.')).toBeInTheDocument();
    expect(callsTo(api, 'PUT', `${DELEGATIONS_PATH}/12`)).toHaveLength(1);
    expect(
      await screen.findByText(/^De code is geldig tot maandag 23 november( 2026)? om 10:15\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('De code is verlopen. Vraag een nieuwe code aan.')).not.toBeInTheDocument();
    await waitFor(() => expect(codeField()).toHaveFocus());
  });

  it('says when a new code cannot be sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    codeRoutes(requested, { [`PUT ${DELEGATIONS_PATH}/12`]: apiError(500, 'Boom') });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe code aanvragen' }));
    expect(await screen.findByText('Fout bij het opnieuw aanvragen van de machtiging')).toBeInTheDocument();
  });

  it('shows the server’s message when no more codes may be asked for this hour', async () => {
    const message = 'Er zijn het afgelopen uur al 3 codes gestuurd. Vraag na 11:00 een nieuwe code aan.';
    codeRoutes(requested, {
      [`PUT ${DELEGATIONS_PATH}/12`]: apiError(429, message, { code: 'TOO_MANY_CODES' }),
    });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuwe code aanvragen' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the server’s message when too many wrong codes locked the delegation', async () => {
    const message = 'Er is te vaak een verkeerde code ingevuld. Vraag na morgen 10:00 een nieuwe code aan.';
    codeRoutes(requested, {
      [`POST ${DELEGATIONS_PATH}/12/activations`]: apiError(429, message, { code: 'DELEGATION_LOCKED' }),
    });
    renderApp('/delegators/add?delegationId=12', asDelegate());
    fireEvent.change(await screen.findByRole('textbox', { name: /Activeringscode/ }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Activeren' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('says so for a delegation that is active already', async () => {
    codeRoutes(testDelegation({ id: 12, delegator: henk }));
    renderApp('/delegators/add?delegationId=12', asDelegate());
    expect(await screen.findByText('Deze machtiging is al actief.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar Machtigingen' })).toHaveAttribute('href', '/delegators');
    expect(screen.queryByRole('textbox', { name: /Activeringscode/ })).not.toBeInTheDocument();
  });
});
