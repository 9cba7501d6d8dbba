import { expect, test, type Page } from './fixtures';
import {
  comingSunday,
  comingSundayDay,
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  openFromMainMenu,
  pickPlace,
  signIn,
} from './helpers';

/** Picks a town (not a station) from the Van or Naar field of the trip search, or of the ride offer. */
const pickTown = (page: Page, field: 'Van' | 'Naar', town: string, back = /\/search$/) =>
  pickPlace(page, field, town, town, 'Plaats', back);

/** Opens the conversation of a notice from the inbox (which must fit the screen) and waits until it shows. */
async function openConversationFromInbox(page: Page, name: RegExp): Promise<void> {
  await page.goto('/inbox');
  const conversation = page.getByRole('button', { name });
  await expect(conversation).toBeVisible();
  await expectFitsScreen(page);
  await conversation.click();
  await expect(page).toHaveURL(/\/conversation\/\d+/);
  // The address changes before the conversation's page has loaded: until it shows, the inbox's rows (whose
  // previews say the same words as the message) are still on the screen.
  await expect(conversation).toBeHidden();
}

/** Gerda searches Lichtenvoorde → Winterswijk arriving on Sunday evening: no bus, train or ride fits. */
async function searchFindingNothing(page: Page, sunday: string, arrival: string): Promise<void> {
  await openFromMainMenu(page, 'Planner');
  await pickTown(page, 'Van', 'Lichtenvoorde');
  await pickTown(page, 'Naar', 'Winterswijk');
  await page.getByRole('radio', { name: 'Aankomst' }).check();
  await page.getByRole('textbox', { name: 'Datum' }).fill(sunday);
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill(arrival);
  await page.getByRole('button', { name: 'Plan je rit!' }).click();
  await expect(page.getByText('Helaas, er zijn geen ritten gevonden.')).toBeVisible();
}

test('Gerda finds nothing on Sunday evening, asks the community; Henk offers; she accepts; both see the trip', async ({
  page,
  browser,
}) => {
  const { typed: sunday, written: sundayWritten } = comingSundayDay();
  const route = 'Lichtenvoorde naar Winterswijk';
  await signIn(page, demoUsers.passenger);

  // Sunday evening, arriving in Winterswijk at 21:00: no bus, no train that fits, no ride.
  await searchFindingNothing(page, sunday, '21:00');

  // She asks the community.
  await page.getByRole('button', { name: 'Plaats oproep in de community' }).click();
  await expect(page.getByText('Je oproep naar de community is geplaatst')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oproep geplaatst' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const henkContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const henk = await henkContext.newPage();
    await signIn(henk, demoUsers.driver);

    // Henk lives in Lichtenvoorde: the message about the shout-out leads him to it.
    // The inbox previews every shout-out notice with the same words: the conversation itself is waited for.
    await openConversationFromInbox(henk, new RegExp(`Oproep van ${route} op ${sunday}`));
    await expect(henk.getByText(/^Nieuwe oproep in de community/)).toBeVisible();
    await expectFitsScreen(henk);
    await henk.getByText(/^Nieuwe oproep in de community/).click();
    await expect(henk).toHaveURL(/\/shout-out-driver\/\d+$/);
    await expect(henk.getByRole('heading', { level: 1, name: 'Oproep invulling' })).toBeVisible();
    await expect(henk.getByText(`${demoUsers.passenger.name} zoekt een rit`)).toBeVisible();
    await expectNoSeriousAxeViolations(henk);
    await expectFitsScreen(henk);

    // His offer: the draft via her pickup and drop-off, with his own car.
    await henk.getByRole('link', { name: 'Aanbod doen' }).click();
    await expect(henk).toHaveURL(/\/shout-out-driver-propose\/\d+$/);
    await expect(henk.getByRole('heading', { level: 1, name: 'Oproep voorstel' })).toBeVisible();
    const confirm = henk.getByRole('button', { name: 'Aanbod bevestigen' });
    await expect(confirm).toBeEnabled();
    await expectNoSeriousAxeViolations(henk);
    await expectFitsScreen(henk);
    await confirm.click();
    await expect(
      henk.getByText('Je aanbod is verstuurd en de passagier is op de hoogte gebracht.'),
    ).toBeVisible();
    await expect(henk).toHaveURL(/\/shout-outs$/);
    await expect(henk.getByRole('heading', { level: 1, name: 'Oproepen' })).toBeVisible();
    await expectFitsScreen(henk);

    // Gerda sees the offer under her shout-outs and accepts it, on her phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/shout-outs');
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn Oproepen' })).toBeVisible();
    await expectFitsScreen(page);
    await page
      .getByRole('link', { name: new RegExp(`^${route}, Aankomst ${sundayWritten} om 21:00, 1 aanbod`) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Oproep details' })).toBeVisible();
    const offers = page.getByRole('radiogroup', { name: 'Kies een aangeboden rit' });
    await expect(offers.getByRole('radio', { name: new RegExp(demoUsers.driver.name) })).toBeChecked();
    await expectNoSeriousAxeViolations(page);
    await expectFitsScreen(page);
    // She looks at cancelling and keeps the shout-out: the dialog is checked as it stands open.
    await page.getByRole('button', { name: 'Oproep annuleren' }).click();
    const cancel = page.getByRole('dialog', { name: 'Oproep annuleren' });
    await expectAccessibleDialog(cancel);
    await cancel.getByRole('button', { name: 'Oproep behouden' }).click();
    await expect(cancel).toBeHidden();
    await page.getByRole('button', { name: 'Aanbod accepteren' }).click();
    await expect(page.getByText('Uw rit is bevestigd!')).toBeVisible();
    await expect(page).toHaveURL(/\/shout-outs$/);

    // The shout-out is filled; the trip is under Ritten for her, the ride for him.
    await expect(
      page.getByRole('link', {
        name: new RegExp(`^${route}, Aankomst ${sundayWritten} om 21:00, Deze oproep is ingevuld`),
      }),
    ).toBeVisible();
    await expectFitsScreen(page);
    await openFromMainMenu(page, 'Ritten');
    await expect(
      page.getByRole('link', { name: new RegExp(`^Lichtenvoorde naar Winterswijk, `) }).first(),
    ).toBeVisible();
    await expectFitsScreen(page);

    await openFromMainMenu(henk, 'Ritten');
    await expect(
      henk.getByRole('link', { name: new RegExp(`^Lichtenvoorde naar Winterswijk, `) }).first(),
    ).toBeVisible();
    await expectFitsScreen(henk);
  } finally {
    await henkContext.close();
  }
});

test('Gerda keeps a search that found nothing as a ride alert; Henk offers a ride that fits; she is told and can book it', async ({
  page,
  browser,
}) => {
  const sunday = comingSunday();
  const route = 'Lichtenvoorde naar Winterswijk';
  await signIn(page, demoUsers.passenger);
  // On her phone: the empty results' long button labels ('Plaats oproep in de community') fit.
  await page.setViewportSize({ width: 360, height: 740 });

  // Arriving in Winterswijk at 19:00 on Sunday: nothing; she keeps the search as a ride alert.
  await searchFindingNothing(page, sunday, '19:00');
  await expect(page.getByRole('button', { name: 'Plaats oproep in de community' })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByRole('button', { name: 'Bewaar als ritmelding' }).click();
  await expect(
    page.getByText('Je ritmelding is bewaard. We laten het weten als er een rit wordt aangeboden.'),
  ).toBeVisible();

  // Henk offers a ride from Lichtenvoorde to Winterswijk that evening.
  const henkContext = await browser.newContext();
  try {
    const henk = await henkContext.newPage();
    await signIn(henk, demoUsers.driver);
    await openFromMainMenu(henk, 'Planner');
    await pickTown(henk, 'Van', 'Lichtenvoorde', /\/plan$/);
    await pickTown(henk, 'Naar', 'Winterswijk', /\/plan$/);
    await henk.getByRole('radio', { name: 'Aankomst' }).check();
    await henk.getByRole('textbox', { name: 'Datum' }).fill(sunday);
    await henk.getByRole('textbox', { name: 'Datum' }).press('Tab');
    await henk.getByLabel('Tijd').fill('18:50');
    await henk.getByRole('button', { name: 'Rit aanbieden' }).click();
    await expect(henk.getByRole('heading', { level: 1, name: 'Rit gepland' })).toBeVisible();
  } finally {
    await henkContext.close();
  }

  // Gerda's message about it opens the itinerary, ready to book.
  await openConversationFromInbox(page, new RegExp(`Ritmelding van ${route} op ${sunday}`));
  await expect(page.getByText(/^Er is een rit aangeboden die past bij je ritmelding/)).toBeVisible();
  await expectFitsScreen(page);
  await page.getByText(/^Er is een rit aangeboden die past bij je ritmelding/).click();
  await expect(page).toHaveURL(/\/itineraryDetailPage\/-1\?planId=\d+&itineraryId=\d+$/);
  await expect(
    page.getByRole('list', { name: 'Reisdelen' }).getByRole('link', { name: demoUsers.driver.name }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deze rit bevestigen' })).toBeVisible();
  await expectFitsScreen(page);

  // The alert is listed under Oproepen and removed there.
  await page.goto('/shout-outs');
  const alerts = page.getByRole('region', { name: 'Mijn ritmeldingen' });
  await expect(page.getByRole('heading', { name: 'Mijn ritmeldingen' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectFitsScreen(page);
  await page.getByRole('button', { name: new RegExp(`^Verwijderen: ritmelding ${route}`) }).click();
  await expect(page.getByText('Je ritmelding is verwijderd.')).toBeVisible();
  await expect(alerts).toHaveCount(0);
  await expectFitsScreen(page);
});

describeFitsPhoneScreen(['/shout-outs']);
