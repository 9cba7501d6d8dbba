import { expect, test } from './fixtures';
import {
  cancelTripWithReason,
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  nextWorkday,
  openCommunityTile,
  openFromMainMenu,
  pickStation,
  signIn,
} from './helpers';

const jan = { email: 'jan@example.nl', name: 'Jan Bomers' } as const;
const bart = { email: 'beheer@example.nl', name: 'Bart Kempers' } as const;

test('Jan acts for Gerda with the code from her SMS, books her a trip; she sees it and ends the delegation', async ({
  page,
  browser,
}) => {
  // Three people, two browser contexts and a booking: on CI's two shared cores it took 78 of the default
  // 90 seconds, so it gets the room the booking journey has.
  test.setTimeout(150_000);
  const gerda = demoUsers.passenger;
  await signIn(page, jan);
  await page.setViewportSize({ width: 360, height: 740 });

  // Jan asks to act for Gerda.
  await openCommunityTile(page, /^Machtigingen/);
  await expect(page.getByRole('heading', { level: 1, name: 'Machtigingen' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('link', { name: 'Machtiging aanvragen' }).click();
  await page.getByLabel('Zoek op naam').fill('Gerd');
  await page.getByRole('radio', { name: gerda.name }).check();
  await page.getByRole('button', { name: 'Machtiging aanvragen' }).click();
  await expect(page.getByText('Je moet akkoord gaan met de voorwaarden om verder te gaan.')).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^Ik verklaar dat ${gerda.name}`) }).check();
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Machtiging aanvragen' }).click();
  await expect(page.getByText('Je machtiging is aangevraagd.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activeringscode invoeren' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);

  // The code went by SMS to Gerda's phone; the outbox keeps it, an admin reads it.
  const bartContext = await browser.newContext();
  let code = '';
  try {
    const admin = await bartContext.newPage();
    await signIn(admin, bart);
    await admin.goto('/sms-outbox');
    await expect(admin.getByRole('heading', { level: 1, name: 'SMS-berichten' })).toBeVisible();
    const sms = admin
      .getByText(new RegExp(`^${jan.name} wil Achterhoek Mobiel namens jou gebruiken`))
      .first();
    code = /(\d{6})/.exec((await sms.textContent()) ?? '')![1]!;
  } finally {
    await bartContext.close();
  }

  // The code: required, six digits, then active.
  const codeField = page.getByRole('textbox', { name: 'Activeringscode' });
  await codeField.fill('123');
  await page.getByRole('button', { name: 'Activeren' }).click();
  await expect(page.getByText('De code bestaat uit 6 cijfers')).toBeVisible();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Activeren' }).click();
  await expect(page.getByText('Je machtiging is actief.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Machtigingen' })).toBeVisible();
  await expectFitsScreen(page);

  // Acting for Gerda: the badge, and Gerda's trip booked with her credits.
  await page.getByRole('button', { name: `Gebruik de app namens ${gerda.name}` }).click();
  await expect(page.getByRole('button', { name: /Je gebruikt de app namens iemand anders/ })).toBeVisible();
  // The strip under the top bar says for whom, on every page while he acts for her.
  await expect(page.getByRole('region', { name: 'Je regelt dit voor Gerda Wassink' })).toBeVisible();
  await expectFitsScreen(page);
  const workday = nextWorkday();
  await openFromMainMenu(page, 'Planner');
  await pickStation(page, 'Van', 'Doetinch', 'Station Doetinchem', /\/search$/);
  await pickStation(page, 'Naar', 'Winters', 'Station Winterswijk', /\/search$/);
  await page.getByRole('textbox', { name: 'Datum' }).fill(workday.typed);
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill('16:55');
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Plan je rit!' }).click();
  const henksRide = page
    .getByRole('link', { name: /^Vertrek \d\d:\d\d, aankomst \d\d:\d\d, \d+ minuten, / })
    .filter({ hasText: 'Meerijden met Henk' })
    .first();
  await expect(henksRide).toBeVisible();
  await expectFitsScreen(page);
  await henksRide.click();
  const book = page.getByRole('button', { name: 'Deze rit bevestigen' });
  await expect(book).toBeVisible();
  await expectFitsScreen(page);
  await book.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jouw rit is bevestigd' })).toBeVisible();
  await expectFitsScreen(page);
  await page.goto('/credits');
  await expect(page.getByText(/^Reservering rit van .* \(door Jan Bomers\)$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Je regelt dit voor Gerda Wassink' })).toBeVisible();
  await expectFitsScreen(page);

  // Gerda sees the trip, and Jan under Gemachtigden; she ends the delegation.
  const gerdaContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const her = await gerdaContext.newPage();
    await signIn(her, gerda);
    await her.goto('/tripsOverviewPage');
    await expect(
      her
        .getByRole('link', {
          name: new RegExp(
            `^Station Doetinchem naar Station Winterswijk, ${workday.written} om \\d\\d:\\d\\d$`,
          ),
        })
        .first(),
    ).toBeVisible();
    await expectFitsScreen(her);
    await openCommunityTile(her, /^Gemachtigden/);
    await expect(her.getByRole('heading', { level: 1, name: 'Gemachtigden' })).toBeVisible();
    await expect(her.getByText(jan.name)).toBeVisible();
    await expectNoSeriousAxeViolations(her);
    await expectFitsScreen(her);
    await her.getByRole('button', { name: `Verwijderen: machtiging van ${jan.name}` }).click();
    const dialog = her.getByRole('dialog', { name: 'Machtiging verwijderen' });
    await expectAccessibleDialog(dialog);
    await expect(dialog.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
    await expectFitsScreen(her);
    await dialog.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(her.getByText('De machtiging is verwijderd.')).toBeVisible();
    await expect(her.getByText('Momenteel kan niemand de app gebruiken in jouw naam.')).toBeVisible();
    await expectFitsScreen(her);

    // Her trip goes back (cancelled), so her credits are as they were for the other journeys.
    await her.goto('/tripsOverviewPage');
    await her
      .getByRole('link', {
        name: new RegExp(
          `^Station Doetinchem naar Station Winterswijk, ${workday.written} om \\d\\d:\\d\\d$`,
        ),
      })
      .first()
      .click();
    await expect(her.getByRole('button', { name: 'Rit annuleren' })).toBeVisible();
    await expectFitsScreen(her);
    await cancelTripWithReason(her, 'Jan regelt het anders');
    await expectFitsScreen(her);
  } finally {
    await gerdaContext.close();
  }

  // Jan can no longer act for her: the app says so and he is himself again.
  await page.goto('/tripsOverviewPage');
  await expect(
    page.getByText(
      'Je kunt de app niet meer namens deze persoon gebruiken. Je gebruikt de app weer voor jezelf.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Je gebruikt de app namens iemand anders/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Je regelt dit voor/ })).toHaveCount(0);
  await expectFitsScreen(page);
  await page.goto('/delegators');
  await expect(page.getByRole('button', { name: `Gebruik de app namens ${gerda.name}` })).toHaveCount(0);
  await expectFitsScreen(page);
});

test('Jan makes an account for Truus, who has none, and acts for her at once', async ({ page }) => {
  await signIn(page, jan);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/delegators');
  await page.getByRole('link', { name: 'Account maken voor iemand zonder account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw account aanmaken' })).toBeVisible();
  await expect(page.getByText('Stap 1 van 4').first()).toBeVisible();

  // Step 1: the name and e-mail address, each required.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Veld is verplicht').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Voornaam' }).fill('Truus');
  await page.getByRole('textbox', { name: 'Achternaam' }).fill('Oosterink');
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill(`truus.${Date.now()}@example.nl`);
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 2: her mobile number and date of birth.
  await expect(page.getByText('Stap 2 van 4').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Mobiel nummer/ }).fill('06 12345698');
  await page.getByRole('textbox', { name: /^Geboortedatum/ }).fill('03-02-1940');
  await page.getByRole('textbox', { name: /^Geboortedatum/ }).press('Tab');
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 3: her home address.
  await expect(page.getByText('Stap 3 van 4').first()).toBeVisible();
  await page.getByRole('textbox', { name: /Woonadres/ }).fill('Zelhem');
  await page
    .getByRole('option', { name: /^Zelhem/ })
    .first()
    .click();
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Volgende' }).click();

  // Step 4: what Truus agreed to, confirmed by Jan.
  await expect(page.getByText('Stap 4 van 4').first()).toBeVisible();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Je moet akkoord gaan met de voorwaarden om verder te gaan.')).toBeVisible();
  for (const checkbox of await page.getByRole('checkbox', { name: /^Ik bevestig dat Truus / }).all()) {
    await checkbox.check();
  }
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  // One snackbar at a time: the app's message that the delegation is active may replace the page's own.
  await expect(page.getByText(/Je machtiging is actief/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Machtigingen' })).toBeVisible();
  await expectFitsScreen(page);
  await expect(page.getByRole('button', { name: 'Gebruik de app namens Truus Oosterink' })).toBeVisible();
});

describeFitsPhoneScreen(['/delegators', '/delegators/add', '/delegators/new', '/delegates']);
