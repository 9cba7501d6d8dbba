import { expect, test } from './fixtures';
import {
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  openFromMainMenu,
  pickStation,
  signIn,
  signInAndOpen,
} from './helpers';

const DUTCH_MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

/**
 * The day a ride card names ('…, woensdag 25 november om 12:00', the year written only when it is not this
 * year's), as the date field takes it (DD-MM-JJJJ).
 */
function dayOfCard(label: string): string {
  const [, date, monthName, writtenYear] = /, \w+ (\d+) (\w+)(?: (\d{4}))? om \d\d:\d\d$/.exec(label) ?? [];
  const month = DUTCH_MONTHS.indexOf(monthName ?? '') + 1;
  if (!date || month === 0) throw new Error(`No day in '${label}'`);
  if (writtenYear) return `${date.padStart(2, '0')}-${String(month).padStart(2, '0')}-${writtenYear}`;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' });
  let year = Number(today.slice(0, 4));
  const day = `${String(month).padStart(2, '0')}-${date.padStart(2, '0')}`;
  if (`${year}-${day}` < today) year += 1;
  return `${date.padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** The day after the browser's today, as the date field takes it (DD-MM-JJJJ). */
function tomorrow(): string {
  const day = new Date(Date.now() + 24 * 3600_000);
  const [year, month, date] = day.toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' }).split('-');
  return `${date}-${month}-${year}`;
}

test('the driver offers a workday ride, finds it under Ritten and on Home, and cancels one of them; a passenger finds it', async ({
  page,
  browser,
}) => {
  // For a driver the Planner tab leads to the ride offer.
  await signInAndOpen(page, demoUsers.driver, 'Planner', /\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waar rijd je heen?' })).toBeVisible();
  const offer = page.getByRole('button', { name: 'Rit aanbieden' });
  await expect(offer).toBeDisabled();

  await pickStation(page, 'Van', 'Winters', 'Station Winterswijk', /\/plan$/);
  await pickStation(page, 'Naar', 'Doetinch', 'Station Doetinchem', /\/plan$/);

  // At midday, clear of Henk's morning and evening rides; every workday from tomorrow on.
  await page.getByRole('textbox', { name: 'Datum' }).fill(tomorrow());
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill('12:00');
  // The custom pattern's dialog, looked at and left: checked as it stands open.
  await page.getByRole('combobox', { name: 'Herhaling' }).selectOption({ label: 'Aangepast' });
  const custom = page.getByRole('dialog', { name: 'Aangepaste herhaling' });
  await expectAccessibleDialog(custom);
  await custom.getByRole('button', { name: 'Annuleren' }).click();
  await expect(custom).toBeHidden();
  await page.getByRole('combobox', { name: 'Herhaling' }).selectOption({ label: 'Elke werkdag' });
  await expect(page.getByRole('combobox', { name: 'Auto' })).toHaveValue(/urn:nb:rs:car:/);
  await expectNoSeriousAxeViolations(page);

  await expect(offer).toBeEnabled();
  await offer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rit gepland' })).toBeVisible();

  await page.getByRole('link', { name: 'Naar mijn ritten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ritten' })).toBeVisible();
  const middayRides = page.getByRole('link', {
    name: /^Station Winterswijk naar Station Doetinchem, .* 12:00$/,
  });
  await expect(middayRides.first()).toBeVisible();
  const chosen = (await middayRides.first().getAttribute('aria-label'))!;
  await expectNoSeriousAxeViolations(page);

  await middayRides.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ritdetails' })).toBeVisible();
  await expect(page.getByText('Er zijn nog geen boekingen geweest.')).toBeVisible();
  await page.getByRole('button', { name: 'Rit annuleren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rit annuleren' });
  await expectAccessibleDialog(dialog);
  await dialog.getByRole('radio', { name: 'Alleen deze rit' }).check();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByText('Rit is succesvol geannuleerd')).toBeVisible();
  await expect(page).toHaveURL(/\/tripsOverviewPage$/);
  await expect(page.getByRole('link', { name: chosen, exact: true })).toHaveCount(0);
  await expect(middayRides.first()).toBeVisible();
  // The first of his midday rides that is still planned, the passenger searches for that one: read once
  // the list has been loaded again without the cancelled one (it may show the earlier list meanwhile).
  let planned = '';
  await expect
    .poll(async () => (planned = (await middayRides.first().getAttribute('aria-label')) ?? ''))
    .not.toBe(chosen);

  // Home lists the next two rides.
  await openFromMainMenu(page, 'Home');
  await expect(page.getByRole('heading', { level: 2, name: 'Jouw autoritten' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk alle activiteiten' })).toBeVisible();

  // Gerda, in a browser of her own, plans that route for that day at 12:00 and finds Henk's ride.
  const passenger = await (await browser.newContext()).newPage();
  await signIn(passenger, demoUsers.passenger);
  await passenger.goto('/search');
  await pickStation(passenger, 'Van', 'Winters', 'Station Winterswijk', /\/search$/);
  await pickStation(passenger, 'Naar', 'Doetinch', 'Station Doetinchem', /\/search$/);
  await passenger.getByRole('textbox', { name: 'Datum' }).fill(dayOfCard(planned));
  await passenger.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await passenger.getByLabel('Tijd').fill('12:00');
  await passenger.getByRole('button', { name: 'Plan je rit!' }).click();
  await expect(passenger.getByRole('heading', { level: 1, name: 'Reismogelijkheden' })).toBeVisible();
  const henksRide = passenger
    .getByRole('link', { name: /^Vertrek 12:\d\d, aankomst \d\d:\d\d, \d+ minuten, Meerijden/ })
    .filter({ hasText: 'Meerijden met Henk' });
  await expect(henksRide.first()).toBeVisible();
  await passenger.context().close();
});

test('the driver sets the ride preferences and changes a ride’s seats', async ({ page }) => {
  await signIn(page, demoUsers.driver);
  await page.goto('/plan');
  await page.getByRole('link', { name: 'Ritvoorkeuren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeVisible();
  await page.getByRole('radio', { name: '45 minuten' }).check();
  await page.getByRole('checkbox', { name: 'Huisdier' }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je ritvoorkeuren zijn opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(/\/plan$/);
  await page.getByRole('link', { name: 'Ritvoorkeuren' }).click();
  await expect(page.getByRole('radio', { name: '45 minuten' })).toBeChecked();

  await page.goto('/tripsOverviewPage');
  await page
    .getByRole('link', { name: /^Doetinchem naar Winterswijk, / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Rit wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rit wijzigen' });
  await expectAccessibleDialog(dialog);
  await dialog.getByRole('combobox', { name: 'Vrije plaatsen' }).selectOption('2');
  await dialog.getByRole('radio', { name: 'Alleen deze rit' }).check();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Uw rit is gewijzigd.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Vrije plaatsen/ })).toContainText('2');
});

test.describe('a driver on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the rides overview and a ride’s details fit the screen and pass axe', async ({ page }) => {
    await signIn(page, demoUsers.driver);
    await page.goto('/tripsOverviewPage');
    await page
      .getByRole('link', { name: /^Winterswijk naar Doetinchem, / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ritdetails' })).toBeVisible();
    await expectFitsScreen(page);
    await expectNoSeriousAxeViolations(page);
  });
});

describeFitsPhoneScreen(['/plan', '/planOptions', '/planSubmitted', '/tripsOverviewPage']);
