import { expect, test, type Browser } from './fixtures';
import {
  callApi,
  demoUsers,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  openCommunityTile,
  signIn,
} from './helpers';

// Live delays (issue 33). The demo starts with Gerda booked on a T1 train from Station Doetinchem to
// Winterswijk that the demo's live feed makes 12 minutes late, and on Henk's ride from the station to
// Meddo ten minutes after the train is due. The journeys' server reads the feed every two seconds.

const admin = { email: 'beheer@example.nl', name: 'Bart Kempers' } as const;

/** Signs a person in, in a browser context of their own. */
async function asUser(browser: Browser, user: { email: string; name: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  return { page, close: () => context.close() };
}

test('the train is 15 minutes late: Gerda and Henk both see it, and Gerda takes the new advice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoUsers.passenger);
  // The train of her booked trip, as the trip's leg names it: what the admin types into the simulator.
  const trips = (await (await callApi(page, 'GET', '/api/planner/trips?state=SCHEDULED')).json()) as {
    data: {
      id: number;
      itinerary: { legs: { traverseMode: string; tripId?: string; serviceDate?: string }[] };
    }[];
  };
  const train = trips.data.flatMap((trip) => trip.itinerary.legs).find((leg) => leg.traverseMode === 'RAIL')!;
  const [year, month, day] = train.serviceDate!.split('-');

  // Bart, the admin, makes the train 15 minutes late in the demo's live feed.
  const bart = await asUser(browser, admin);
  await bart.page.setViewportSize({ width: 360, height: 740 });
  await openCommunityTile(bart.page, 'Livesimulator');
  await expect(bart.page.getByRole('heading', { level: 1, name: 'Livesimulator' })).toBeVisible();
  await bart.page.getByRole('textbox', { name: 'Rit (trip-id)' }).fill(train.tripId!);
  await bart.page.getByRole('textbox', { name: 'Dienstdag' }).fill(`${day}-${month}-${year}`);
  await bart.page.getByRole('textbox', { name: 'Dienstdag' }).press('Tab');
  await bart.page.getByRole('spinbutton', { name: 'Minuten vertraging' }).fill('15');
  await bart.page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(bart.page.getByRole('status').filter({ hasText: 'Opgeslagen.' })).toBeVisible();
  await expect(
    bart.page.getByText(`${train.tripId} op ${day}-${month}-${year}: vertraagd +15`),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(bart.page);
  await expectFitsScreen(bart.page);
  await bart.close();

  // Gerda, on a phone, is told in her messages (the feed is read every two seconds) …
  await page.setViewportSize({ width: 360, height: 740 });
  await openCommunityTile(page, /Berichten/);
  const conversation = page.getByRole('button', { name: /Reis van Station Doetinchem naar Meddo, Kerk/ });
  await expect(async () => {
    await page.reload();
    await expect(conversation.filter({ hasText: 'vertraagd +15' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await conversation.click();
  const told = page.getByRole('button', {
    name: /vertraagd \+15\)\. Je bent pas rond \d\d:\d\d bij Winterswijk/,
  });
  await expect(told).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // … and the message opens the trip: the late train, the warning, the line's alert and the new advice.
  await told.click();
  await expect(page).toHaveURL(/\/tripDetailPage\/\d+$/);
  await expect(page.getByText('vertraagd +15').first()).toBeVisible();
  await expect(page.getByText(/Je haalt je rit waarschijnlijk niet/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meldingen' })).toBeVisible();
  await expect(page.getByText('Vertraging tussen Arnhem en Winterswijk')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nieuw reisadvies' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);

  // She takes it: an earlier train to the same ride.
  await page.getByRole('button', { name: 'Nieuw reisadvies accepteren' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je reis is aangepast.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nieuw reisadvies' })).toHaveCount(0);
  await expect(page.getByText(/Je haalt je rit waarschijnlijk niet/)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Chauffeur/ })).toContainText('Henk Lubbers');

  // Henk heard of the delay, and that she comes after all.
  const henk = await asUser(browser, demoUsers.driver);
  await henk.page.setViewportSize({ width: 360, height: 740 });
  await openCommunityTile(henk.page, /Berichten/);
  await henk.page
    .getByRole('button', { name: /Rit van Station Winterswijk naar Meddo, Kerk/ })
    .first()
    .click();
  await expect(henk.page.getByText(/De trein van Gerda Wassink is 15 minuten vertraagd/)).toBeVisible();
  await expect(henk.page.getByText(/Gerda Wassink reist anders en haalt je rit/)).toBeVisible();
  await expectNoSeriousAxeViolations(henk.page);
  await expectFitsScreen(henk.page);
  await henk.close();
});
