import { expect, test, type Browser, type Page } from './fixtures';
import {
  creditsIn,
  demoUsers,
  expectAccessibleDialog,
  expectNoSeriousAxeViolations,
  openCommunityTile,
  signIn,
} from './helpers';

// After the trip (issue 16). The demo starts with two trips Henk drove Gerda on before it began (the day
// before yesterday at 14:00 and yesterday at 10:00, Winterswijk to Doetinchem), both waiting for the
// confirmations. The first journey settles the older one from Home's 'Actielijst' (both say yes: Henk is
// paid the fare and his premium bonus); the second opens the newer one by its time from the trips overview
// (Gerda says no, Henk yes: a dispute that Bart, the admin, settles), so it asks the same whether the
// first ran before it on this server or not (a retry starts on a fresh one).

const admin = { email: 'beheer@example.nl', name: 'Bart Kempers' } as const;

async function balances(page: Page): Promise<{ free: number; premium: number }> {
  await page.goto('/credits');
  const free = page.getByRole('region', { name: 'Vrij saldo' });
  const premium = page.getByRole('region', { name: /^Premiesaldo/ });
  await expect(free.getByText(/^[\d.]+ credits?$/)).toBeVisible();
  await expect(premium.getByText(/^[\d.]+ credits?$/)).toBeVisible();
  return { free: await creditsIn(free), premium: await creditsIn(premium) };
}

/** Signs a second person in, in a browser context of their own. */
async function asUser(browser: Browser, user: { email: string; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

/** From Home's 'Actielijst', the question whether the trip took place. */
async function openActionList(page: Page) {
  await page.goto('/home');
  const actions = page.getByRole('heading', { level: 2, name: 'Actielijst' });
  await expect(actions).toBeVisible();
  await page.getByRole('link', { name: 'Bevestig rit' }).click();
}

/**
 * From the trips overview's 'Geweest', the demo trip (or, for the driver, ride) of yesterday at 10:00
 * (picked up a minute later on the ride's route), and on it the question whether the trip took place.
 */
async function openYesterdaysTrip(page: Page) {
  await page.goto('/tripsOverviewPage');
  await page.getByRole('radio', { name: 'Geweest' }).check();
  await page.getByRole('link', { name: /^Winterswijk naar Doetinchem, .* 10:0\d$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ritdetails' })).toBeVisible();
  await page.getByRole('link', { name: 'Bevestig rit' }).click();
}

test('both say the ride took place: Henk is paid the fare and his premium bonus, and both review', async ({
  page,
  browser,
}) => {
  // Gerda: yes, and a compliment for Henk.
  await signIn(page, demoUsers.passenger);
  await openActionList(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Heb je meegereden?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt!' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeDisabled();
  // The compliments are chips: a person taps their label.
  await page.getByText('Op tijd', { exact: true }).click();
  await page.getByText('Gezellig', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Op tijd' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await save.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rit beoordeeld!' })).toBeVisible();

  // Henk: his balances before, then yes for Gerda; the fare and the bonus arrive.
  const henk = await asUser(browser, demoUsers.driver);
  try {
    const before = await balances(henk.page);
    await openActionList(henk.page);
    await expect(henk.page.getByRole('heading', { level: 1, name: 'Rit bevestigen' })).toBeVisible();
    await expect(henk.page.getByText(`Heeft ${demoUsers.passenger.name} meegereden?`).first()).toBeVisible();
    await expectNoSeriousAxeViolations(henk.page);
    await henk.page.getByRole('button', { name: 'Ja' }).first().click();
    await expect(henk.page.getByRole('heading', { level: 1, name: 'Rit bevestigd' })).toBeVisible();

    const after = await balances(henk.page);
    const bonus = before.premium - after.premium;
    const fare = after.free - before.free - bonus;
    expect(fare).toBeGreaterThan(0);
    expect(bonus).toBe(Math.min(Math.round(fare / 2), 15));
    await expect(henk.page.getByText(/\(premie\)/).first()).toBeVisible();
  } finally {
    await henk.close();
  }

  // Gerda's trip shows it paid.
  await page.goto('/tripsOverviewPage');
  await page.getByRole('radio', { name: 'Geweest' }).check();
  // The older demo trip, the one of 14:00 (picked up a minute later on the ride's route).
  await page.getByRole('link', { name: /^Winterswijk naar Doetinchem, .* 14:0\d$/ }).click();
  await expect(page.getByText('Betaald').first()).toBeVisible();
});

test('Gerda says she did not ride along, Henk that she did: the dispute shows, and Bart settles it', async ({
  page,
  browser,
}) => {
  await signIn(page, demoUsers.passenger);
  await openYesterdaysTrip(page);
  await page.getByRole('button', { name: 'Nee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Niet meegereden' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeDisabled();
  await page.getByRole('radio', { name: 'De chauffeur is niet gekomen' }).check();
  await expectNoSeriousAxeViolations(page);
  await save.click();
  await expect(page.getByText('Je antwoord is opgeslagen. Bedankt voor het doorgeven.')).toBeVisible();
  const tripUrl = await (async () => {
    await page.getByRole('link', { name: 'Bekijk je rit' }).click();
    await expect(page.getByText('De chauffeur moet nog bevestigen.')).toBeVisible();
    return page.url();
  })();

  const henk = await asUser(browser, demoUsers.driver);
  try {
    await openYesterdaysTrip(henk.page);
    await henk.page.getByRole('button', { name: 'Ja' }).first().click();
    await expect(henk.page.getByRole('heading', { level: 1, name: 'Rit bevestigd' })).toBeVisible();
  } finally {
    await henk.close();
  }

  await page.goto(tripUrl);
  await expect(page.getByText(/^Geschil: jij zegt dat je niet hebt meegereden/)).toBeVisible();

  const bart = await asUser(browser, admin);
  try {
    await openCommunityTile(bart.page, /Geschillen/);
    await expect(bart.page.getByRole('heading', { level: 1, name: 'Geschillen' })).toBeVisible();
    await expect(bart.page.getByText(demoUsers.passenger.name).first()).toBeVisible();
    await expectNoSeriousAxeViolations(bart.page);
    await bart.page.getByRole('button', { name: 'Voor de passagier' }).first().click();
    const dialog = bart.page.getByRole('dialog', { name: 'Geschil beslissen' });
    await expectAccessibleDialog(dialog);
    await dialog.getByRole('button', { name: 'Beslissen' }).click();
    await expect(bart.page.getByText('Het geschil is beslist.')).toBeVisible();
    await expect(bart.page.getByText('Er zijn geen open geschillen.')).toBeVisible();
  } finally {
    await bart.close();
  }

  await page.goto(tripUrl);
  await expect(page.getByText(/^De betaling is geannuleerd/)).toBeVisible();
});
