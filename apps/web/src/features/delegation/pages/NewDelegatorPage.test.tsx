import type { CreateDelegatorRequest, Delegation } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actingDelegatorId } from '../../../lib/delegation';
import { pinDateInEachTest, TEST_NOW } from '../../../test/clock';
import { apiError, callsTo, mockApi, type FakeRoute } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { zelhemAddress, zelhemSuggestionRoute } from '../../../test/fakePlaces';
import { renderApp } from '../../../test/renderApp';

const CREATE = 'POST /api/profile/delegators';
const CONSENT_ALERT = 'Je moet akkoord gaan met de voorwaarden om verder te gaan.';

const created: Delegation = {
  id: 12,
  delegate: { managedIdentity: 'user-1', firstName: 'Jan', lastName: 'Bomers', image: null },
  delegator: { managedIdentity: 'user-9', firstName: 'Anna', lastName: 'de Vries', image: null },
  state: 'ACTIVE',
  submissionTime: '2025-03-18T10:00:00+01:00',
  activationTime: '2025-03-18T10:00:00+01:00',
  activationCodeTTL: 900,
};

function setUp(createAnswer: FakeRoute = () => Response.json(created, { status: 201 })) {
  const api = mockApi({
    ...zelhemSuggestionRoute,
    'GET /api/profile/delegations': { totalCount: 1, offset: 0, count: 1, data: [created] },
    [CREATE]: createAnswer,
  });
  // A caregiver: the realm role 'delegate'.
  const view = renderApp(
    '/delegators/new',
    signedIn('Jan Bomers', { realm_access: { roles: ['delegate'] } }),
  );
  return { api, ...view };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillPerson() {
  type(/Voornaam/, 'Anna');
  type(/Achternaam/, 'de Vries');
  type(/E-mailadres/, 'anna@example.nl');
  next();
  await stepHeading('Mobiel nummer en geboortedatum');
}

async function fillContact() {
  type(/Mobiel nummer/, '06 12345678');
  const birthDate = field(/Geboortedatum/);
  fireEvent.change(birthDate, { target: { value: '15-03-1950' } });
  fireEvent.blur(birthDate);
  await waitFor(() => expect(birthDate).toHaveValue('15-03-1950'));
  next();
  await stepHeading('Woonadres');
}

async function fillAddress() {
  const input = field(/Woonadres/);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'Zelhem' } });
  fireEvent.click(await screen.findByRole('option', { name: /Zelhem/ }));
  next();
  await stepHeading('Toestemming');
}

function confirmConsents() {
  fireEvent.click(screen.getByRole('checkbox', { name: /Anna akkoord gaat met de gebruiksvoorwaarden/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Anna de veiligheidsrichtlijnen kent/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Anna 16 jaar of ouder is/ }));
}

async function fillEverything() {
  await fillPerson();
  await fillContact();
  await fillAddress();
  confirmConsents();
}

const createAccount = () => fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

describe('a new account for somebody without one (/delegators/new)', () => {
  pinDateInEachTest(TEST_NOW);

  it('checks each of the four steps before the next and keeps the answers when going back', async () => {
    const { api } = setUp();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nieuw account aanmaken' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Stap 1 van 4' })).toBeInTheDocument();
    expect(await stepHeading('Naam en e-mailadres')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vorige' })).not.toBeInTheDocument();

    // Step 1: names and e-mail are required, the e-mail well formed.
    next();
    await waitFor(() => expect(screen.getAllByText('Veld is verplicht')).toHaveLength(3));
    type(/Voornaam/, 'Anna');
    type(/Achternaam/, 'de Vries');
    type(/E-mailadres/, 'anna@');
    next();
    expect(await screen.findByText('Ongeldig email adres')).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 4')).toBeInTheDocument();
    await fillPerson();

    // Step 2: a valid mobile number and a birth date.
    expect(screen.getByRole('progressbar', { name: 'Stap 2 van 4' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mobiel nummer en geboortedatum' })).toHaveFocus();
    next();
    await waitFor(() => expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2));
    type(/Mobiel nummer/, '12345');
    next();
    expect(await screen.findByText('Ongeldig nummer')).toBeInTheDocument();
    await fillContact();

    // 'Vorige' goes back with what was filled in.
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await stepHeading('Mobiel nummer en geboortedatum');
    expect(field(/Mobiel nummer/)).toHaveValue('06 12345678');
    expect(field(/Geboortedatum/)).toHaveValue('15-03-1950');
    next();
    await stepHeading('Woonadres');

    // Step 3: an address chosen from the suggestions.
    expect(screen.getByText('Stap 3 van 4')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    await fillAddress();

    // Step 4: the three consents, confirmed by the caregiver in the person's name.
    expect(screen.getByText('Stap 4 van 4')).toBeInTheDocument();
    const terms = screen.getByRole('button', { name: 'Gebruiksvoorwaarden lezen' });
    expect(terms).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(terms);
    expect(terms).toHaveAttribute('aria-expanded', 'true');
    createAccount();
    expect(await screen.findByText(CONSENT_ALERT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /Anna akkoord gaat met de gebruiksvoorwaarden/ }));
    createAccount();
    expect(await screen.findByText(CONSENT_ALERT)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/profile/delegators')).toHaveLength(0);
  });

  it('makes the account, says the delegation is active and goes on to Machtigingen', async () => {
    const { api, router } = setUp();
    await stepHeading('Naam en e-mailadres');
    await fillEverything();
    createAccount();

    expect(await screen.findByText('Je machtiging is actief.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/delegators'));
    const [creation] = callsTo(api, 'POST', '/api/profile/delegators');
    expect(creation?.body).toEqual<CreateDelegatorRequest>({
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.nl',
      phoneNumber: '+31612345678',
      dateOfBirth: '1950-03-15',
      address: zelhemAddress,
      userRole: 'passenger',
      consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    });
    // Made as the caregiver themselves, never for somebody they act for.
    expect(creation?.headers.has('X-Delegator')).toBe(false);
    // The caregiver acts for nobody yet: they choose on /delegators.
    expect(actingDelegatorId()).toBeNull();
  });

  it('shows the server’s message when the e-mail has an account already, under the e-mail too', async () => {
    const message = 'Er bestaat al een account met dit e-mailadres.';
    const { router } = setUp(apiError(409, message, { code: 'ACCOUNT_EXISTS' }));
    await stepHeading('Naam en e-mailadres');
    await fillEverything();
    createAccount();

    expect(await stepHeading('Naam en e-mailadres')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(field(/E-mailadres/)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(router.state.location.pathname).toBe('/delegators/new');
  });

  it('shows the Dutch message of a refused phone number at the number', async () => {
    const message = 'Gebruiker heeft een ongeldig telefoonnummer';
    setUp(apiError(400, message, { code: 'INVALID_PHONE_NUMBER', fields: ['body.phoneNumber'] }));
    await stepHeading('Naam en e-mailadres');
    await fillEverything();
    createAccount();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await stepHeading('Mobiel nummer en geboortedatum')).toBeInTheDocument();
    expect(screen.getByText('Ongeldig nummer')).toBeInTheDocument();
  });

  it('says the consents are missing (451) and has its own message for anything else', async () => {
    let answer = apiError(451, 'Consent not given');
    setUp(() => answer);
    await stepHeading('Naam en e-mailadres');
    await fillEverything();
    createAccount();
    expect(await screen.findByText('Ga akkoord met de gevraagde voorwaarden.')).toBeInTheDocument();
    expect(screen.queryByText('Consent not given')).not.toBeInTheDocument();

    answer = apiError(500, 'Internal error');
    createAccount();
    expect(await screen.findByText('Fout bij het aanvragen van de machtiging')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Toestemming' })).toBeInTheDocument();
  });
});
