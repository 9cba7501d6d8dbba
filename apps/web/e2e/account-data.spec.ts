import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoUsers,
  expectAccessibleDialog,
  expectFitsScreen,
  GREETING,
  openFromMainMenu,
  openLoginPage,
  signIn,
  submitLogin,
} from './helpers';

// A person's own data (issue 32, decision 0058): on the Account page they download everything the app
// holds about them, and they may remove their account. Gerda (the demo passenger) downloads hers and is
// told what to do first (she still has credits); a newcomer who signed up for this journey alone removes
// theirs, so no other journey loses a demo user it needs.

const NEWCOMER = { givenName: 'Wessel', familyName: 'Te Winkel', password: 'lievelde-2026-bus' };

async function openAccount(page: Page): Promise<void> {
  await openFromMainMenu(page, 'Profiel');
  await page.getByRole('link', { name: /^Account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
}

/** Signs up on the login page and goes through the registration wizard as quickly as a person can. */
async function signUpWithProfile(page: Page, email: string): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await page.getByRole('button', { name: 'Registreren' }).click();
  await page.getByLabel('Voornaam').fill(NEWCOMER.givenName);
  await page.getByLabel('Achternaam').fill(NEWCOMER.familyName);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(NEWCOMER.password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeVisible();
  for (const consent of [/veiligheidsrichtlijnen/, /16 jaar of ouder/]) {
    await page.getByRole('checkbox', { name: consent }).check();
  }
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('checkbox', { name: 'Ik ga akkoord met de gebruiksvoorwaarden' }).check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('textbox', { name: /Woonadres/ }).fill('Zelhem');
  await page
    .getByRole('option', { name: /^Zelhem/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Verder' }).click();
  await page.getByRole('radio', { name: /^Passagier/ }).check();
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText('Profiel aangemaakt!')).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    GREETING(`${NEWCOMER.givenName} ${NEWCOMER.familyName}`),
  );
}

test('the passenger downloads her data, and is told to spend her credits before removing her account', async ({
  page,
}) => {
  await signIn(page, demoUsers.passenger);
  await openAccount(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    format: string;
    parts: Record<string, Record<string, unknown>>;
  };
  expect(data.format).toBe('achterhoek-mobiel/account-data/1');
  expect(data.parts.profile).toMatchObject({
    profile: { firstName: 'Gerda', email: demoUsers.passenger.email },
  });
  expect(data.parts.identity).toMatchObject({ account: { email: demoUsers.passenger.email } });
  expect(Object.keys(data.parts)).toEqual(
    expect.arrayContaining(['planner', 'rideshare', 'communicator', 'delegation', 'banker']),
  );
  await expect(page.getByText('Je gegevens zijn gedownload.')).toBeVisible();

  await page.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account verwijderen?' });
  await expectAccessibleDialog(dialog);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Je account kan nog niet worden verwijderd.');
  await expect(dialog.getByRole('alert')).toContainText('credits');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  // Still signed in, nothing changed.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Voornaam/ })).toHaveValue('Gerda');
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a newcomer removes their account: signed out, and the login no longer works', async ({ page }) => {
    const email = `wessel.${Date.now()}@example.nl`;
    await signUpWithProfile(page, email);
    await openAccount(page);
    await expectFitsScreen(page);

    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Account verwijderen?' });
    await expect(dialog.getByText(/Bewaard zonder je naam/)).toBeVisible();
    await expectFitsScreen(page);
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByText('Je account is verwijderd. Bedankt voor het gebruiken van de app.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();

    await openLoginPage(page);
    await submitLogin(page, email, NEWCOMER.password);
    await expect(page.getByText('Onbekend e-mailadres of onjuist wachtwoord.')).toBeVisible();
  });
});
