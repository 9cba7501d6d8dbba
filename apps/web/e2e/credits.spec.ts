import { expect, test } from './fixtures';
import {
  creditsIn,
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectNoSeriousAxeViolations,
  openFromMainMenu,
  signIn,
} from './helpers';

test('the passenger buys 25 credits through the bank simulator', async ({ page }) => {
  // The page's own clock, so the pause before going on to Credits is skipped rather than waited out.
  await page.clock.install();
  await signIn(page, demoUsers.passenger);
  await openFromMainMenu(page, 'Profiel');
  await page.getByRole('link', { name: /^Credits/ }).click();

  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  const free = page.getByRole('region', { name: 'Vrij saldo' });
  await expect(free.getByText(/^[\d.]+ credits?$/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Premiesaldo/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transacties' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  const before = await creditsIn(free);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Uitleg over het premiesaldo' }).click();
  const premiumInfo = page.getByRole('dialog', { name: 'Premiesaldo' });
  await expectAccessibleDialog(premiumInfo);
  await expect(premiumInfo).toContainText('maximum van 15 credits per rit');
  await premiumInfo.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(premiumInfo).toBeHidden();

  await page.getByRole('link', { name: 'Credits toevoegen' }).click();
  await expect(page).toHaveURL(/\/addCredits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits inkopen' })).toBeVisible();
  await expect(page.getByText('Banksimulatie is actief.')).toBeVisible();
  await expect(page.getByText(/variant zonder mobiel bankieren/)).toBeVisible();
  const amount = page.getByRole('textbox', { name: /^Aantal credits/ });
  await expect(amount).toHaveValue('10');
  await expect(page.getByText(/^Te betalen: €\s1,90$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await amount.fill('5');
  await amount.blur();
  await expect(page.getByText('Minimaal 10', { exact: true })).toBeVisible();
  await amount.fill('25');
  await expect(page.getByText(/^Te betalen: €\s4,75$/)).toBeVisible();
  await expect(page.getByText('Minimaal 10', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();

  // The bank simulator's checkout page, served by the server.
  await expect(page.getByRole('heading', { name: 'Banksimulatie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Annuleren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Laten verlopen' })).toBeVisible();
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();

  await expect(page).toHaveURL(/\/wait-for-deposit-confirmation\?.*order_id=/);
  await expect(page.getByText('De storting is bevestigd!')).toBeVisible();
  // On to the credits page by itself after a pause of five seconds (CONTINUE_TO_CREDITS_AFTER_MS).
  await expect(page).toHaveURL(/\/wait-for-deposit-confirmation/);
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL(/\/credits$/);

  await expect(free.getByText(`${before + 25} credits`)).toBeVisible();
  const deposit = page
    .getByRole('region', { name: 'Transacties' })
    .getByRole('listitem')
    .filter({ hasText: 'Storting' })
    .first();
  await expect(deposit).toContainText('+25');
  // Plain Dutch: no bookkeeping words on any line.
  await expect(page.getByRole('region', { name: 'Transacties' })).not.toContainText(/courant|vrijgave/i);
});

describeFitsPhoneScreen(['/credits', '/addCredits']);
