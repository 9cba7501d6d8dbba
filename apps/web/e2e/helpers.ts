import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const demoUsers = {
  passenger: { email: 'gerda@example.nl', name: 'Gerda Wassink' },
  driver: { email: 'henk@example.nl', name: 'Henk Lubbers' },
} as const;

export const GREETING = (name: string) => new RegExp(`^(Goedemorgen|Goedemiddag|Goedenavond) ${name}$`);

/** Opens the server's login page the way a user does: the 'Aanmelden' button on the landing page. */
export async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
}

/** Fills in and submits the server's login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

/** Signs in through the real login page and waits until Home greets the user. */
export async function login(page: Page, user: { email: string; name: string } = demoUsers.passenger) {
  await openLoginPage(page);
  await submitLogin(page, user.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING(user.name));
}
