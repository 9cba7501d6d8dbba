import { expect, test } from './fixtures';
import {
  demoUsers,
  describeFitsPhoneScreen,
  expectNoSeriousAxeViolations,
  GREETING,
  mainMenu,
  openFromMainMenu,
  signIn,
  solidPng,
} from './helpers';

const REQUIRED_ALERT =
  'Vul alle verplichte velden in en ga akkoord gaan met de voorwaarden om door te kunnen gaan.';

test('a new user signs up, goes through the registration wizard and is greeted by name', async ({ page }) => {
  // The page's own clock, so the pause after 'Profiel aangemaakt!' is skipped rather than waited out.
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await page.getByLabel('Voornaam').fill('Anna');
  await page.getByLabel('Achternaam').fill('Jansen');
  await page.getByLabel('E-mailadres').fill(`anna.jansen.${Date.now()}@example.nl`);
  await page.getByLabel('Wachtwoord').fill('zelhem-2025-fiets');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  // Without a profile the landing page starts registration.
  await expect(page).toHaveURL(/\/register-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 5')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Voornaam/ })).toHaveValue('Anna');
  await expect(page.getByRole('textbox', { name: /Achternaam/ })).toHaveValue('Jansen');
  await expectNoSeriousAxeViolations(page);

  // Back from the first step goes to / (spec 000 §2), which stays and offers to register after all.
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/Je bent nog niet geregistreerd/)).toBeVisible();
  await page.getByRole('link', { name: 'Registreren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeVisible();

  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText(REQUIRED_ALERT)).toBeVisible();
  await page.getByRole('checkbox', { name: /veiligheidsrichtlijnen/ }).check();
  await page.getByRole('checkbox', { name: /16 jaar of ouder/ }).check();
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verder' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Ik ga akkoord met de gebruiksvoorwaarden' }).check();
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Waar woon je?' })).toBeVisible();
  await page.getByRole('textbox', { name: /Woonadres/ }).fill('Zelhem');
  await page
    .getByRole('option', { name: /^Zelhem/ })
    .first()
    .click();
  await expect(page.getByText(/^Gekozen adres: Zelhem/)).toBeVisible();
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hoe ga je de app gebruiken?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aanmaken' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Beide' }).check();
  await page.getByRole('button', { name: 'Aanmaken' }).click();

  await expect(page.getByText('Profiel aangemaakt!')).toBeVisible();
  // The wizard goes on by itself after four seconds (REDIRECT_AFTER_CREATE_MS).
  await expect(page).toHaveURL(/\/register-user$/);
  await page.clock.fastForward(4_000);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING('Anna Jansen'));
  await expect(mainMenu(page).getByRole('link', { name: 'Planner' })).toHaveAttribute(
    'href',
    '/modeSelection',
  );
});

test('the passenger corrects her account: invalid IBAN and phone are refused, valid ones kept', async ({
  page,
}) => {
  await signIn(page, demoUsers.passenger);
  await openFromMainMenu(page, 'Profiel');
  await page.getByRole('link', { name: /^Account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  const phone = page.getByRole('textbox', { name: 'Telefoonnummer' });
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  const holder = page.getByRole('textbox', { name: 'Naam rekeninghouder' });
  await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('readonly', '');

  await phone.fill('12345');
  await iban.fill('NL00BANK0123456789');
  await holder.fill('G. Wassink');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Ongeldig IBAN rekeningnummer')).toBeVisible();
  await expect(page.getByText('Ongeldig nummer')).toBeVisible();

  await phone.fill('0612345678');
  await iban.fill('NL91ABNA0417164300');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
  await expect(page.getByText('Ongeldig nummer')).toBeHidden();

  await page.reload();
  await expect(phone).toHaveValue('06 12345678');
  await expect(iban).toHaveValue('NL91ABNA0417164300');
  await expect(holder).toHaveValue('G. Wassink');
  await expectNoSeriousAxeViolations(page);
});

test('a profile photo is uploaded, scaled in the browser, and shown', async ({ page }) => {
  await signIn(page, demoUsers.passenger);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Gerda Wassink' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'gerda.png',
    mimeType: 'image/png',
    buffer: solidPng(64, 48, [200, 60, 40]),
  });
  await expect(page.getByText('Je profielfoto is opgeslagen.')).toBeVisible();

  const photo = page.getByRole('img', { name: 'Profielfoto van Gerda Wassink' });
  await expect(photo).toHaveAttribute('src', /^\/images\//);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await expect(photo).toHaveAttribute('src', /^\/images\//);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(64);
  await expectNoSeriousAxeViolations(page);
});

test('switching to driver in Instellingen makes the Planner tab lead to /plan', async ({ page }) => {
  await signIn(page, demoUsers.both);
  const planner = mainMenu(page).getByRole('link', { name: 'Planner' });
  await expect(planner).toHaveAttribute('href', '/modeSelection');

  await openFromMainMenu(page, 'Profiel');
  await page.getByRole('link', { name: /^Instellingen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Passagier + Chauffeur' })).toBeChecked();

  await page.getByRole('radio', { name: 'Chauffeur', exact: true }).check();
  await expect(page.getByText('Je instellingen zijn opgeslagen.')).toBeVisible();
  await expect(planner).toHaveAttribute('href', '/plan');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Chauffeur', exact: true })).toBeChecked();
  await expect(planner).toHaveAttribute('href', '/plan');
  await planner.click();
  await expect(page).toHaveURL(/\/plan$/);
});

test('the public review page shows the person with compliments and reviews received', async ({ page }) => {
  await signIn(page, demoUsers.passenger);
  await page.goto('/profile');
  await page.getByRole('link', { name: /^Mijn beoordelingen/ }).click();
  await expect(page).toHaveURL(/\/userProfilePage\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerda Wassink' })).toBeVisible();
  // The user report the planner answers: her completed trips per travel mode (other journeys may have
  // completed some by now), or that she has made none yet.
  await expect(page.getByRole('region', { name: 'Gereisd met de app' })).toContainText(
    /Nog geen ritten gemaakt\.|: \d+ ritt?e?n?/,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Complimenten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Beoordelingen' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

describeFitsPhoneScreen(['/profile', '/account', '/profileNotificationOptions', '/howTo', '/modeSelection']);
