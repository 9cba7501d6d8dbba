import { expect, test, type Page } from './fixtures';
import { creditsIn, demoUsers, expectAccessibleDialog, expectFitsScreen, signIn } from './helpers';

// The driver exchanges credits for euros (spec 001 §2.7–2.8): his IBAN on the account page (the banker
// account keeps it), 'Credits opnemen' from Credits → Opnames, the request 'In aanvraag', and a second one
// cancelled. At phone width, every page fitting the screen.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const free = (page: Page) => page.getByRole('region', { name: 'Vrij saldo' });

/** Buys credits through the bank simulator, as credits.spec.ts does, and comes back to Credits. */
async function buyCredits(page: Page, amount: number) {
  await page.getByRole('link', { name: 'Credits toevoegen' }).click();
  await page.getByRole('textbox', { name: /^Aantal credits/ }).fill(String(amount));
  await page.getByRole('button', { name: 'Betalen met iDEAL' }).click();
  await page.getByRole('button', { name: 'Betalen', exact: true }).click();
  await expect(page.getByText('De storting is bevestigd!')).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(page).toHaveURL(/\/credits$/);
}

test('the driver withdraws 20 credits to his bank account and cancels a second request', async ({ page }) => {
  await page.clock.install();
  await signIn(page, demoUsers.driver);

  await test.step('his IBAN on the account page, kept by the banker', async () => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'IBAN' }).fill('NL91ABNA0417164300');
    await page.getByRole('textbox', { name: 'Naam rekeninghouder' }).fill('H. Lubbers');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveValue('NL91ABNA0417164300');
    await expectFitsScreen(page);
  });

  let before = 0;
  await test.step('Credits → Opnames', async () => {
    await page.goto('/credits');
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(free(page).getByText(/^[\d.]+ credits?$/)).toBeVisible();
    // Enough to withdraw twice, whatever the demo gave him.
    if ((await creditsIn(free(page))) < 40) await buyCredits(page, 50);
    before = await creditsIn(free(page));
    await expectFitsScreen(page);

    await page.getByRole('link', { name: 'Opnames' }).click();
    await expect(page).toHaveURL(/\/withdrawalOverviewPage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Opnames' })).toBeVisible();
    await expect(page.getByText('Je hebt nog geen opnames.')).toBeVisible();
    await expectFitsScreen(page);
  });

  await test.step('Credits opnemen: 20 credits', async () => {
    await page.getByRole('link', { name: 'Credits opnemen' }).click();
    await expect(page).toHaveURL(/\/newWithdrawal$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits opnemen' })).toBeVisible();
    await expect(page.getByText('Banksimulatie is actief.')).toBeVisible();
    await expect(page.getByText('NL91 ABNA 0417 1643 00 t.n.v. H. Lubbers')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Omschrijving/ })).toHaveValue(
      'Inwisselen van GAON credits',
    );
    const submit = page.getByRole('button', { name: 'Opnemen' });
    await expect(submit).toBeDisabled();
    const amount = page.getByRole('textbox', { name: /^Aantal credits/ });
    await amount.fill('5');
    await amount.blur();
    await expect(page.getByText('Minimaal 10', { exact: true })).toBeVisible();
    await amount.fill('20');
    await expect(page.getByText(/^Je ontvangt: €\s[\d,]+$/)).toBeVisible();
    await expectFitsScreen(page);
    await submit.click();

    await expect(page).toHaveURL(/\/withdrawalOverviewPage$/);
    const asked = page.getByRole('listitem').filter({ hasText: 'Opname van 20 credits' });
    await expect(asked).toContainText('In aanvraag');
    await expect(asked).toContainText('NL91 ABNA 0417 1643 00');
    await expectFitsScreen(page);
  });

  await test.step('a second request, cancelled', async () => {
    await page.getByRole('link', { name: 'Credits opnemen' }).click();
    await page.getByRole('textbox', { name: /^Aantal credits/ }).fill('10');
    await page.getByRole('textbox', { name: /^Omschrijving/ }).fill('Tweede opname');
    await page.getByRole('button', { name: 'Opnemen' }).click();
    await expect(page).toHaveURL(/\/withdrawalOverviewPage$/);

    const second = page.getByRole('listitem').filter({ hasText: 'Tweede opname' });
    await expect(second).toContainText('In aanvraag');
    await second.getByRole('button', { name: 'Opname van 10 credits annuleren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opname annuleren' });
    await expectAccessibleDialog(dialog);
    await expectFitsScreen(page);
    await dialog.getByRole('button', { name: 'Opname annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(second).toContainText('Afgewezen');
    await expect(second.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Opname van 20 credits' })).toContainText(
      'In aanvraag',
    );
  });

  await test.step('the 20 credits are reserved; the cancelled 10 came back', async () => {
    await page.goto('/credits');
    await expect(free(page).getByText(`${before - 20} credits`)).toBeVisible();
  });
});
