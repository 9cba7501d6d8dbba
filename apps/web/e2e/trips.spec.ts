import { expect, test } from './fixtures';
import {
  cancelTripWithReason,
  demoUsers,
  describeFitsPhoneScreen,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  nextWorkday,
  openFromMainMenu,
  pickStation,
  signIn,
  signInAndOpen,
} from './helpers';

test('the passenger books Henk’s ride, finds it, sees the fare reserved and cancels it; Henk is told', async ({
  page,
  browser,
}) => {
  // Two sessions, a reload without a connection and a cancellation: longer than one journey's usual minute.
  test.setTimeout(120_000);
  const workday = nextWorkday();
  await signInAndOpen(page, demoUsers.passenger, 'Planner', /\/search$/);

  // The search: Station Winterswijk to Station Doetinchem, a little before Henk leaves.
  await pickStation(page, 'Van', 'Winters', 'Station Winterswijk', /\/search$/);
  await pickStation(page, 'Naar', 'Doetinch', 'Station Doetinchem', /\/search$/);
  await page.getByRole('textbox', { name: 'Datum' }).fill(workday.typed);
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill('07:25');
  // Enabled once the date and time are a moment to come: a failure shows here, not at the journey's end.
  await expect(page.getByRole('button', { name: 'Plan je rit!' })).toBeEnabled();
  await page.getByRole('button', { name: 'Plan je rit!' }).click();
  await expect(page).toHaveURL(/\/searchResults\/-1$/);
  const henksRide = page
    .getByRole('link', { name: /^Vertrek \d\d:\d\d, aankomst \d\d:\d\d, \d+ minuten, / })
    .filter({ hasText: 'Meerijden met Henk' });
  await henksRide.first().click();

  // The itinerary: its legs, Henk's among them, and the fare. From here on on a phone's screen.
  await expect(page).toHaveURL(/\/itineraryDetailPage\/-1\?planId=\d+&itineraryId=\d+$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1, name: 'Ritdetails' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Overzicht van de reis: .*Meerijden \d+ min/ })).toBeVisible();
  const legs = page.getByRole('list', { name: 'Reisdelen' });
  const ride = legs.getByRole('listitem').filter({ hasText: 'Meerijden' }).first();
  await expect(ride.getByRole('link', { name: demoUsers.driver.name })).toHaveAttribute(
    'href',
    /^\/userProfilePage\//,
  );
  const fare = (await ride.getByRole('row', { name: /^Kosten/ }).textContent())!.match(/(\d+) credits?/)![1]!;
  // Where and when Henk picks her up, named on the ride's leg; the same minute everywhere below.
  const pickupLine = ride.getByText(/^Ophalen om \d\d:\d\d bij Station Winterswijk/);
  await expect(pickupLine).toBeVisible();
  const pickupTime = (await pickupLine.textContent())!.match(/\d\d:\d\d/)![0];
  await expect(ride.getByText(/^Afzetten om \d\d:\d\d bij Station Doetinchem/)).toBeVisible();
  await page.getByRole('button', { name: 'bekijk op de kaart' }).click();
  await expect(page.getByRole('img', { name: /^Kaart van de reis van / })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);

  // Booked.
  await page.getByRole('button', { name: 'Deze rit bevestigen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Jouw rit is bevestigd' });
  await expect(heading).toBeVisible();
  // The page says it is booked, so no snackbar says so too; the app's message about the booking comes
  // as the one snackbar on screen, at the bottom, clear of the heading and the avatar.
  const snackbars = page.locator('.mantine-Notifications-notification');
  await expect(snackbars.filter({ hasText: /Je rit met .* is geboekt/ })).toBeVisible();
  await expect(snackbars).toHaveCount(1);
  await expect(page.getByText('Uw rit is bevestigd!')).toHaveCount(0);
  const headingBox = (await heading.boundingBox())!;
  const snackbarBox = (await snackbars.first().boundingBox())!;
  expect(snackbarBox.y).toBeGreaterThan(headingBox.y + headingBox.height);
  await expect(page.getByRole('button', { name: 'Plan je terugreis' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);

  // Under Ritten, and on Home.
  await openFromMainMenu(page, 'Ritten');
  await expect(page.getByRole('heading', { level: 1, name: 'Ritten' })).toBeVisible();
  const trip = page.getByRole('link', {
    name: new RegExp(`^Station Winterswijk naar Station Doetinchem, ${workday.written} om \\d\\d:\\d\\d$`),
  });
  await expect(trip.first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Without a connection: the app, opened again while the server cannot be reached, shows the trips it
  // last saw and says why; so it does when the browser goes offline as well (only once the app's code has
  // loaded: journeys have no service worker to keep it); once the connection is back the list loads afresh.
  const offlineNotice = page.getByRole('status').filter({ hasText: 'Geen internetverbinding' });
  const lastUpdated = page.getByText(/^Laatst bijgewerkt \d\d-\d\d-\d{4} \d\d:\d\d$/);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(offlineNotice).toBeVisible();
  await expect(trip.first()).toBeVisible();
  await expect(lastUpdated).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await expect(offlineNotice).toBeVisible();
  await expect(trip.first()).toBeVisible();
  await expect(lastUpdated).toBeVisible();
  await expect(page.getByText(/Een onbekende fout/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.unroute('**/api/**');
  await page.context().setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
  await expect(page.getByText(/^Laatst bijgewerkt/)).toHaveCount(0);
  await expect(trip.first()).toBeVisible();

  await expectFitsScreen(page);
  await openFromMainMenu(page, 'Home');
  await expect(page.getByRole('heading', { level: 2, name: 'Jouw ritten' })).toBeVisible();
  await expect(trip.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bekijk alle activiteiten' })).toBeVisible();
  await expectFitsScreen(page);

  // The fare is reserved from the credits.
  await page.goto('/credits');
  await expect(page.getByText(/^Reservering rit van /).first()).toBeVisible();
  await expect(
    page
      .getByTestId('statement-line')
      .filter({ hasText: /^.*Reservering rit van / })
      .first(),
  ).toContainText(`\u2212${fare}`);
  await expectFitsScreen(page);

  // The trip's details: the reserved payment, then cancelled with a reason.
  await page.goto('/tripsOverviewPage');
  await trip.first().click();
  await expect(page).toHaveURL(/\/tripDetailPage\/\d+$/);
  await expect(page.getByRole('row', { name: /^Status/ })).toContainText('Gepland');
  await expect(page.getByRole('row', { name: /^Betaling/ })).toContainText('Gereserveerd');
  await expect(
    page.getByText(`Ophalen om ${pickupTime} bij Station Winterswijk`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deze rit bevestigen' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);
  await cancelTripWithReason(page, 'Ik ben ziek');
  await expect(page.getByRole('heading', { level: 1, name: 'Rit geannuleerd' })).toBeVisible();
  await expect(page).toHaveURL(/\/tripCancelledPage$/);
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);

  // Henk, the driver, sees the booking on his ride and the messages about it.
  const henkContext = await browser.newContext();
  try {
    const henk = await henkContext.newPage();
    await signIn(henk, demoUsers.driver);
    await henk.goto('/tripsOverviewPage');
    await henk
      .getByRole('link', { name: `Winterswijk naar Doetinchem, ${workday.written} om 07:30` })
      .first()
      .click();
    await expect(henk.getByRole('heading', { level: 1, name: 'Ritdetails' })).toBeVisible();
    // Henk reads where and when he picks Gerda up and lets her out, at the minute she was offered.
    await expect(
      henk.getByText(
        new RegExp(
          `^${demoUsers.passenger.name}: ophalen om ${pickupTime} bij Station Winterswijk.*, afzetten om \\d\\d:\\d\\d bij Station Doetinchem`,
        ),
      ),
    ).toBeVisible();

    await henk.goto('/inbox');
    await expect(henk.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    await henk
      .getByRole('button', {
        name: new RegExp(`Rit van Winterswijk, Markt naar Doetinchem, Simonsplein op ${workday.typed}`),
      })
      .first()
      .click();
    await expect(henk).toHaveURL(/\/conversation\/\d+$/);
    await expect(
      henk.getByText(new RegExp(`^${demoUsers.passenger.name} rijdt mee op .*ophalen om ${pickupTime} bij `)),
    ).toBeVisible();
    await expect(
      henk.getByText(
        new RegExp(
          `^${demoUsers.passenger.name} rijdt op .* toch niet mee; de boeking is geannuleerd\\. Reden: Ik ben ziek$`,
        ),
      ),
    ).toBeVisible();
  } finally {
    await henkContext.close();
  }
});

describeFitsPhoneScreen(['/tripPlanSubmitted', '/tripCancelledPage']);
