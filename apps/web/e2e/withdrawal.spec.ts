import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { creditsIn, demoUsers, expectAccessibleDialog, expectFitsScreen, signIn } from './helpers';

// The driver exchanges credits for euros (spec 001 §2.7–2.8): his IBAN on the account page (the banker
// account keeps it), 'Credits opnemen' from Credits → Opnames, the request 'In aanvraag', and a second one
// cancelled. At phone width, every page fitting the screen.
// Then the treasurer asks the payout of a demo charity's gifts to its IBAN, pays Henk and the charity out
// in one batch, with the demo's waiting request of Marieke rejected, and both see the outcome. The tests
// run in order on one server: each goes on from the one before.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const treasurer = { email: 'ingrid@example.nl', name: 'Ingrid Hulshof' };
/** The demo charity Marieke gave 15 credits to (anonymously); its payouts go to its own IBAN. */
const communityBus = 'Vereniging Buurtbus Zonnestraal (fictief)';
/** Henk's free balance right after asking; paying out must not change it (the credits were reserved). */
let henkAfterAsking = 0;

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
    henkAfterAsking = before - 20;
  });
});

test('the treasurer asks the payout of a charity’s gifts to its bank account', async ({ page }) => {
  await signIn(page, treasurer);
  await page.goto('/charityOverviewPage');
  await page.getByRole('link', { name: communityBus }).click();
  await expect(page.getByRole('heading', { level: 1, name: communityBus })).toBeVisible();
  const payout = page.getByRole('region', { name: 'Uitbetalen aan het goede doel' });
  await expect(payout.getByTestId('charity-payout-balance')).toHaveText(
    'Nog niet uitbetaald: 15 credits op de rekening van dit doel.',
  );
  await expect(
    payout.getByText('Naar rekening NL36 INGB 0007 6543 21 t.n.v. Vereniging Buurtbus'),
  ).toBeVisible();
  await expect(payout.getByRole('textbox', { name: /^Aantal credits/ })).toHaveValue('15');
  await expectFitsScreen(page);
  await payout.getByRole('button', { name: 'Uitbetaling aanvragen' }).click();
  await expect(
    page.getByText('De uitbetaling is aangevraagd. Ze staat klaar bij Uitbetalingen.'),
  ).toBeVisible();
  // Reserved at once: nothing is left to ask, and the dials still count what was given.
  await expect(payout.getByText('Er zijn nu geen credits om uit te betalen.')).toBeVisible();
  await expect(page.getByTestId('dial-credits')).toContainText('15');
});

test('the treasurer pays Henk and the charity out in a batch and rejects Marieke’s request', async ({
  page,
}) => {
  await signIn(page, treasurer);

  await test.step('Community → Uitbetalingen, with the three waiting requests', async () => {
    await page.goto('/community');
    await expect(page.getByLabel('3 aanvragen')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Financiën' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Systeeminstellingen' })).toBeVisible();
    await expectFitsScreen(page);
    await page.getByRole('link', { name: /^Uitbetalingen/ }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uitbetalingen' })).toBeVisible();
    await expect(page.getByText('NL44 RABO 0123 4567 89')).toBeVisible();
    await expect(page.getByText('Henk Lubbers')).toBeVisible();
    await expect(page.getByText('Marieke ter Horst')).toBeVisible();
    await expect(page.getByText(communityBus, { exact: true })).toBeVisible();
    await expectFitsScreen(page);
  });

  await test.step('Nieuwe Uitbetaling: the batch, its file downloaded and mailed', async () => {
    await page.getByRole('button', { name: 'Nieuwe Uitbetaling' }).click();
    await expect(page).toHaveURL(/\/edit-payments\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Uitbetalingsbestand' })).toBeVisible();
    await expect(page.getByText('In behandeling').first()).toBeVisible();
    await expectFitsScreen(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download betalingsbestand' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^P\d{5}-\d+\.xml$/);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    expect(xml).toContain('NL91ABNA0417164300');
    expect(xml).toContain('NL36INGB0007654321');

    await page.getByRole('button', { name: 'Stuur Betalingsbestand' }).click();
    await expect(page.getByText('Het bestand is verstuurd naar ingrid@example.nl')).toBeVisible();
  });

  await test.step('Beoordeel opdrachten: Henk and the charity paid, Marieke rejected; the batch is done', async () => {
    const save = page.getByRole('button', { name: 'Opslaan' });
    await expect(save).toBeDisabled();
    await page.getByRole('switch', { name: 'Beoordeel opdrachten' }).check();
    await expect(page.getByText('Geef per opdracht aan of deze is geaccepteerd door de bank.')).toBeVisible();
    await page
      .getByRole('radiogroup', { name: 'Henk Lubbers' })
      .getByRole('radio', { name: 'Geaccepteerd' })
      .check();
    await page
      .getByRole('radiogroup', { name: communityBus })
      .getByRole('radio', { name: 'Geaccepteerd' })
      .check();
    await page
      .getByRole('radiogroup', { name: 'Marieke ter Horst' })
      .getByRole('radio', { name: 'Afgewezen' })
      .check();
    await expectFitsScreen(page);
    await save.click();
    await expect(page.getByText('De opdrachten zijn opgeslagen.')).toBeVisible();
    await expect(page.getByText('Afgerond').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stuur Betalingsbestand' })).toHaveCount(0);

    await page.goto('/payments');
    await expect(page.getByText('Er zijn momenteel geen aanvragen tot uitbetaling.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nieuwe Uitbetaling' })).toBeDisabled();
  });
});

test('Henk sees his payout done and the credits gone from his balance', async ({ page }) => {
  await signIn(page, demoUsers.driver);
  await page.goto('/withdrawalOverviewPage');
  const paid = page.getByRole('listitem').filter({ hasText: 'Opname van 20 credits' });
  await expect(paid).toContainText('Afgerond');
  await page.goto('/credits');
  // The reserved credits left for good: the free balance is what it was right after asking.
  await expect(free(page).getByText(`${henkAfterAsking} credits`)).toBeVisible();
  await expect(page.getByText(/Uitbetaald naar NL91 ABNA/).first()).toBeVisible();
  await expectFitsScreen(page);
});

test('Marieke sees her request rejected and the credits back', async ({ page }) => {
  await signIn(page, demoUsers.both);
  await page.goto('/withdrawalOverviewPage');
  const rejected = page.getByRole('listitem').filter({ hasText: 'Opname van 50 credits' });
  await expect(rejected).toContainText('Afgewezen');
  await expect(rejected).toContainText('Afgekeurd door beheerder');
  await expect(rejected.getByRole('button')).toHaveCount(0);
  await page.goto('/credits');
  const back = page.getByTestId('statement-line').filter({ hasText: 'Opname afgewezen' }).first();
  await expect(back).toContainText('+50');
  await expectFitsScreen(page);
});

test('the treasurer raises the premium budget and keeps the central bank account', async ({ page }) => {
  await signIn(page, treasurer);
  await page.goto('/community');
  await page.getByRole('link', { name: 'Financiën' }).click();
  await expect(page).toHaveURL(/\/system-credits/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financiën' })).toBeVisible();
  const budget = page.getByRole('region', { name: 'Premieuitgifte' });
  await expect(budget.getByText(/^[\d.]+ credits$/).first()).toBeVisible();
  const before = await creditsIn(budget);
  await expectFitsScreen(page);

  await page.getByRole('link', { name: 'Verhogen' }).click();
  await expect(page).toHaveURL(/\/premiumDepositPage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Premiesaldo Verhogen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Omschrijving/ })).toHaveValue(
    'Ophogen saldo premieuitgifte',
  );
  await page.getByRole('textbox', { name: /^Aantal credits/ }).fill('200');
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Verhogen' }).click();
  await expect(page).toHaveURL(/\/system-credits/);
  await expect(page.getByText('Het premiesaldo is verhoogd.')).toBeVisible();
  await expect(budget.getByText(`${(before + 200).toLocaleString('nl-NL')} credits`).first()).toBeVisible();
  await expect(page.getByText('Ophogen saldo premieuitgifte').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Kas' }).click();
  await expect(page.getByRole('region', { name: 'Kas' })).toBeVisible();
  await expectFitsScreen(page);

  await page.goto('/system-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Systeeminstellingen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('NL44 RABO 0123 4567 89');
  await page.getByRole('textbox', { name: /^Naam rekeninghouder/ }).fill('Stichting Achterhoek Mobiel');
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByText('De systeeminstellingen zijn opgeslagen.')).toBeVisible();
});
