import { expect, test } from './fixtures';
import {
  expectNoSeriousAxeViolations,
  openCommunityTile,
  openLoginPage,
  signIn,
  submitLogin,
} from './helpers';

const bart = { email: 'beheer@example.nl', name: 'Bart Kempers' } as const;

// 'Wachtwoord vergeten?' (issue 27, item 16). A new account, so no demo user's password changes for the
// other journeys: it is made on the sign-up page, then its owner forgets the password, Bart (admin) reads
// the mail under 'E-mailberichten', and the link sets a new password to sign in with.
test('a forgotten password is reset with the link from the mail, then the person signs in', async ({
  page,
  browser,
}) => {
  const email = `vergeten-${Date.now()}@example.nl`;
  await openLoginPage(page);
  await page.getByRole('link', { name: 'Nog geen account? Registreren' }).click();
  await page.getByLabel('Voornaam').fill('Wim');
  await page.getByLabel('Achternaam').fill('Vergeetachtig');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('eerste-wachtwoord');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  // Signed in once the app shows its registration wizard: only then has it stored the session, so
  // forgetting it below cannot be undone by a sign-in still finishing (which kept 'Aanmelden' away).
  await expect(page).toHaveURL(/\/register-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom!' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  // Forgotten: the login page leads to a page that asks the address, and answers the same for any address.
  await openLoginPage(page);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Als dit e-mailadres bij ons bekend is, krijg je een e-mail met een link om een nieuw wachtwoord te kiezen.',
  );

  // No mail server in the journeys: the outbox keeps the mail, and an admin reads it.
  let link = '';
  const bartContext = await browser.newContext();
  try {
    const admin = await bartContext.newPage();
    await signIn(admin, bart);
    await openCommunityTile(admin, 'E-mailberichten');
    await expect(admin.getByRole('heading', { level: 1, name: 'E-mailberichten' })).toBeVisible();
    const mail = admin
      .getByRole('listitem')
      .filter({ hasText: `Aan ${email}` })
      .first();
    await expect(mail).toContainText('Nieuw wachtwoord kiezen voor Achterhoek Mobiel');
    link = /(https?:\/\/\S+\/auth\/wachtwoord\/nieuw\?token=[\w-]+)/.exec(
      (await mail.textContent()) ?? '',
    )![1]!;
  } finally {
    await bartContext.close();
  }

  // The link: a new password (the sign-up rules), saved; then signing in with it.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('kort');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Minimaal 8 tekens', { exact: true }).last()).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('nieuw-wachtwoord-1');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je wachtwoord is opgeslagen' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar de app om aan te melden' }).click();
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await submitLogin(page, email, 'nieuw-wachtwoord-1');
  await expect(page).not.toHaveURL(/\/auth\//);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet meer' })).toBeVisible();
});
