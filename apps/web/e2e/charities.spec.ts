import { expect, test } from './fixtures';
import { creditsIn, demoUsers, expectFitsScreen, openFromMainMenu, signIn, solidPng } from './helpers';

// Charities ('Goede Doelen', spec 001 §2.10–2.13): the treasurer adds one with a picture, Gerda gives to
// it anonymously, and Marieke sees the gift without Gerda's name.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const treasurer = { email: 'ingrid@example.nl', name: 'Ingrid Hulshof' };
// A name of its own per run: the journeys share one database.
const charityName = `Buurtbus ${Date.now().toString(36)}`;

test('the treasurer adds a charity with a picture', async ({ page }) => {
  await signIn(page, treasurer);
  await page.goto('/charityOverviewPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Goede Doelen' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('link', { name: 'Doel Toevoegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doel Toevoegen' })).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Verplicht veld').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Naam/ }).fill(charityName);
  await page.getByRole('textbox', { name: /^Doel in credits/ }).fill('100');
  await page.getByRole('textbox', { name: /^Omschrijving/ }).fill('Een bus voor het dorp.');
  await page.getByRole('textbox', { name: /^Plaats/ }).fill('Groenlo');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'bus.png',
    mimeType: 'image/png',
    buffer: solidPng(400, 300, [30, 120, 200]),
  });
  await expect(page.getByRole('img', { name: `Afbeelding van ${charityName}` })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/charityDetailPage\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  await expect(page.getByRole('img', { name: `Afbeelding van ${charityName}` })).toBeVisible();
  await expectFitsScreen(page);

  await page.goto('/charityOverviewPage');
  await expect(page.getByRole('link', { name: charityName })).toBeVisible();
});

test('Gerda gives 15 credits anonymously', async ({ page }) => {
  await signIn(page, demoUsers.passenger);
  await openFromMainMenu(page, 'Profiel');
  await page.getByRole('link', { name: /^Credits/ }).click();
  const free = page.getByRole('region', { name: 'Vrij saldo' });
  await expect(free.getByText(/^[\d.]+ credits?$/)).toBeVisible();
  const before = await creditsIn(free);
  expect(before).toBeGreaterThanOrEqual(15);

  await page.getByRole('link', { name: 'Doel steunen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goede Doelen' })).toBeVisible();
  await page.getByRole('link', { name: charityName }).click();
  await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  await expect(page.getByTestId('dial-donors')).toContainText('0');
  await page.getByRole('link', { name: 'Steun dit doel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Steun dit doel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Doneren' })).toBeDisabled();
  await expectFitsScreen(page);
  await page.getByRole('textbox', { name: /^Aantal credits/ }).fill('15');
  await page.getByRole('switch', { name: /Anoniem doneren/ }).check();
  await page.getByRole('button', { name: 'Doneren' }).click();

  await expect(page).toHaveURL(/\/donated\/\d+;/);
  await expect(page.getByText(`Bedankt voor je gift aan ${charityName}!`)).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('link', { name: 'Terug naar het goede doel' }).click();
  await expect(page.getByTestId('dial-donors')).toContainText('1');
  await expect(page.getByTestId('dial-credits')).toContainText('15');
  await expect(page.getByTestId('dial-achieved')).toContainText('15%');

  await page.goto('/credits');
  await expect(free.getByText(`${before - 15} credits`)).toBeVisible();
});

test('Marieke sees the gift as ‘Anoniem’', async ({ page }) => {
  await signIn(page, demoUsers.both);
  await page.goto('/charityOverviewPage');
  await page.getByRole('link', { name: charityName }).click();
  await expect(page.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
  const gift = page.getByTestId('donation');
  await expect(gift).toHaveCount(1);
  await expect(gift).toContainText('Anoniem');
  await expect(gift).toContainText('15 credits');
  await expect(page.getByText('Gerda')).toHaveCount(0);
  await expectFitsScreen(page);
});
