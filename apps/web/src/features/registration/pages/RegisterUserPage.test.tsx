import type { CreateProfileRequest } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, pinDate, settleUntil, stopClock } from '../../../test/clock';
import {
  apiError,
  callsTo,
  mockApi,
  profileRoutes,
  testProfile,
  type FakeRoute,
} from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { zelhemAddress, zelhemSuggestionRoute } from '../../../test/fakePlaces';
import { renderApp } from '../../../test/renderApp';

const ALERT = 'Vul alle verplichte velden in en ga akkoord gaan met de voorwaarden om door te kunnen gaan.';

function setUp(createAnswer: FakeRoute = () => Response.json(testProfile(), { status: 201 })) {
  const api = mockApi({
    'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found'),
    ...zelhemSuggestionRoute,
    'POST /api/profile/profiles': createAnswer,
  });
  const view = renderApp(
    '/register-user',
    signedIn('Anna Jansen', { given_name: 'Anna', family_name: 'Jansen', email: 'anna@example.nl' }),
  );
  return { api, ...view };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Verder' }));

async function passWelcome() {
  fireEvent.click(screen.getByRole('checkbox', { name: /veiligheidsrichtlijnen/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /16 jaar of ouder/ }));
  next();
  await screen.findByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' });
}

async function passTerms() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de gebruiksvoorwaarden' }));
  next();
  await screen.findByRole('heading', { level: 1, name: 'Waar woon je?' });
}

async function passAddress() {
  const input = screen.getByRole('textbox', { name: /Woonadres/ });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: 'Zelhem' } });
  fireEvent.click(await screen.findByRole('option', { name: /Zelhem/ }));
  next();
  await screen.findByRole('heading', { level: 1, name: 'Hoe ga je de app gebruiken?' });
}

async function chooseRoleAndCreate() {
  fireEvent.click(screen.getByRole('radio', { name: 'Beide' }));
  fireEvent.click(screen.getByRole('button', { name: 'Aanmaken' }));
}

describe('registration wizard', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls no session log before the profile exists: cancelling signs out without a 404', async () => {
    const { api, auth } = setUp();
    await screen.findByRole('heading', { level: 1, name: 'Welkom!' });
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalled());
    expect(callsTo(api, 'POST', '/api/profile/profiles/me/session-log')).toHaveLength(0);
  });

  it('welcomes with the names and e-mail from the login, and needs both consents', async () => {
    setUp();
    expect(screen.getByText('Stap 1 van 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Voornaam/ })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: /Achternaam/ })).toHaveValue('Jansen');
    expect(screen.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue('anna@example.nl');

    next();
    expect(await screen.findByText(ALERT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /E-mailadres/ }), { target: { value: 'anna@' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Voornaam/ }), { target: { value: '' } });
    next();
    expect(await screen.findByText('Ongeldig email adres')).toBeInTheDocument();
    expect(screen.getByText('Verplicht veld')).toBeInTheDocument();
  });

  it('keeps Verder disabled on the terms until they are accepted', async () => {
    setUp();
    await passWelcome();
    expect(screen.queryByText(ALERT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verder' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik ga akkoord met de gebruiksvoorwaarden' }));
    expect(screen.getByRole('button', { name: 'Verder' })).toBeEnabled();
  });

  it('needs an address chosen from the suggestions', async () => {
    setUp();
    await passWelcome();
    await passTerms();
    expect(screen.getByText('Typ minimaal 3 letters en kies je adres uit de lijst.')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    await passAddress();
  });

  it('needs a role before Aanmaken, creates the profile and goes to the landing page after 4 seconds', async () => {
    pinDate();
    const { api, router } = setUp();
    await passWelcome();
    await passTerms();
    await passAddress();

    expect(screen.getByRole('radio', { name: 'Passagier - Meerijden of via het OV' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Chauffeur - Zelf ritten aanbieden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
    // From here on time only moves when the test moves it, so the 4 seconds can be counted exactly.
    stopClock();
    await chooseRoleAndCreate();

    await settleUntil(() => expect(screen.getByText('Profiel aangemaakt!')).toBeInTheDocument());
    const [creation] = callsTo(api, 'POST', '/api/profile/profiles');
    expect(creation?.body).toEqual<CreateProfileRequest>({
      id: 'user-1',
      firstName: 'Anna',
      lastName: 'Jansen',
      email: 'anna@example.nl',
      userRole: 'both',
      address: zelhemAddress,
      consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    });

    // The confirmation stays for 4 seconds, then the page goes on to the landing page by itself.
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await advanceClock(3999);
    expect(visited).toEqual([]);
    await advanceClock(1);
    await settleUntil(() => expect(visited[0]).toBe('/'));
  }, 20_000);

  it.each([
    [409, 'Profiel bestaat al!'],
    [422, 'Ontbrekende data (email, voornaam of achternaam).'],
    [451, 'Ga akkoord met de gevraagde voorwaarden.'],
    [400, 'Address is invalid'],
  ])(
    'tells what a %s answer means',
    async (status, text) => {
      setUp(apiError(status, 'Address is invalid'));
      await passWelcome();
      await passTerms();
      await passAddress();
      await chooseRoleAndCreate();
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
    20_000,
  );

  it('goes back from the first step to /, which stays and offers to register or to sign out', async () => {
    // Spec 000 §2: back from step 0 goes to /. Regression: the first step had no Terug (and before that,
    // / started the wizard again at once, so Terug seemed to do nothing).
    const { router } = setUp();
    await screen.findByRole('heading', { level: 1, name: 'Welkom!' });
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    expect(await screen.findByText(/Je bent nog niet geregistreerd/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Afmelden' })).toHaveAttribute('href', '/logout');
    fireEvent.click(screen.getByRole('link', { name: 'Registreren' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom!' })).toBeInTheDocument();
  });

  it('cancels to /logout, and goes back a step from the second on', async () => {
    const { router } = setUp();
    await screen.findByRole('heading', { level: 1, name: 'Welkom!' });
    await passWelcome();
    fireEvent.click(screen.getByRole('button', { name: 'Terug' }));
    await screen.findByRole('heading', { level: 1, name: 'Welkom!' });
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('sends someone who has a profile already to Home instead of registering again', async () => {
    // Regression: /register-user showed the wizard to a user with a profile.
    mockApi(profileRoutes());
    const { router } = renderApp('/register-user', signedIn('Gerda Wassink'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
