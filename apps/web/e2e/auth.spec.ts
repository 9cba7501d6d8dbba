import { expect, test } from './fixtures';
import { DEMO_PASSWORD, GREETING, demoUsers, login, openLoginPage, submitLogin } from './helpers';

const SESSION_MESSAGE = 'Je sessie is niet meer geldig, meld je opnieuw aan';

// The journeys' server has no PUBLIC_URL and they open the app at 127.0.0.1: this is also the newcomer who
// opens http://127.0.0.1:8080 after `npm start` (it said "redirect_uri did not match …" before).
test('the demo passenger signs in on the login page and is greeted by full name', async ({ page }) => {
  await openLoginPage(page);
  await submitLogin(page, demoUsers.passenger.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING('Gerda Wassink'));
});

test('the app opened at another local address (localhost) signs in there too', async ({ page, baseURL }) => {
  // The journeys open the app at 127.0.0.1 without PUBLIC_URL; a phone on the home network uses the
  // computer's address. Each address signs in at its own login, and the user stays on it.
  const elsewhere = new URL(baseURL!);
  elsewhere.hostname = 'localhost';
  await page.goto(elsewhere.toString());
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`^${elsewhere.origin}/auth/interaction/`));
  await submitLogin(page, demoUsers.driver.email, DEMO_PASSWORD);

  await expect(page).toHaveURL(`${elsewhere.origin}/home`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING('Henk Lubbers'));
});

test('the session survives a reload', async ({ page }) => {
  await login(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING('Gerda Wassink'));
});

test('signing out ends on the goodbye page, and Home then needs a new sign-in', async ({ page }) => {
  await login(page);

  await page.getByRole('button', { name: 'Profielmenu' }).click();
  await page.getByRole('menuitem', { name: 'Afmelden' }).click();

  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tot ziens' })).toBeVisible();
  // The button only shows once the identity provider has sent the browser back.
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toBeVisible();

  // Signed out on purpose: no message that a session ended.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByText(SESSION_MESSAGE)).toHaveCount(0);
});

test('a link opened by a first-time visitor leads to the landing page quietly, and opens after signing in', async ({
  page,
}) => {
  await page.goto('/profile');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registreren' })).toBeVisible();
  await expect(page.getByText(SESSION_MESSAGE)).toHaveCount(0);

  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await submitLogin(page, demoUsers.passenger.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
});

test('someone whose session ended on this device is told so on the landing page', async ({ page }) => {
  await login(page);
  // The session ends without signing out: the identity tokens are gone from this device.
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('oidc.')) window.localStorage.removeItem(key);
    }
  });

  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SESSION_MESSAGE)).toBeVisible();
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await openLoginPage(page);
  await submitLogin(page, demoUsers.passenger.email, 'verkeerd-wachtwoord');

  await expect(page.getByText('Onbekend e-mailadres of onjuist wachtwoord.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/interaction\//);
});

test('Registreren on the landing page opens the sign-up page of the identity provider', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Registreren' }).click();

  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreren' })).toBeVisible();
});
