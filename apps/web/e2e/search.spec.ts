import { expect, test } from './fixtures';
import {
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  nextWorkday,
  pickPlace,
  pickStation,
  signIn,
  signInAndOpen,
} from './helpers';

test('the passenger plans Station Winterswijk to Station Doetinchem and finds Henk’s morning ride', async ({
  page,
}) => {
  await signInAndOpen(page, demoUsers.passenger, 'Planner', /\/search$/);
  const plan = page.getByRole('button', { name: 'Plan je rit!' });
  await expect(plan).toBeDisabled();

  // The preferences: the defaults of a new passenger, saved as they are (later journeys search with them).
  await page.getByRole('link', { name: 'Ritvoorkeuren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Met hoeveel personen reis je?' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(page.getByRole('checkbox', { name: 'Meerijden' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '500 meter' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Buggy' })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je ritvoorkeuren zijn opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  await pickStation(page, 'Van', 'Winters', 'Station Winterswijk', /\/search$/);
  await pickStation(page, 'Naar', 'Doetinch', 'Station Doetinchem', /\/search$/);
  // Leaving a little before Henk does, on a working day.
  await page.getByRole('textbox', { name: 'Datum' }).fill(nextWorkday().typed);
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill('07:25');
  await expect(page.getByRole('radio', { name: 'Vertrek' })).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await expect(plan).toBeEnabled();
  await plan.click();

  await expect(page).toHaveURL(/\/searchResults\/-1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reismogelijkheden' })).toBeVisible();
  await expect(page.getByText(/^Vertrek \w+dag \d+ \w+ om 07:25$/)).toBeVisible();
  const itineraries = page.getByRole('link', {
    name: /^Vertrek \d\d:\d\d, aankomst \d\d:\d\d, \d+ minuten, /,
  });
  await expect(itineraries.first()).toBeVisible();
  // Grouped per day of arrival, under a Dutch day heading.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^\w+dag \d+ \w+$/);

  // Henk's ride: a shared ride with his name on the card.
  const henksRide = itineraries.filter({ hasText: 'Meerijden met Henk' });
  await expect(henksRide.first()).toBeVisible();
  await expect(henksRide.first()).toHaveAccessibleName(/Meerijden/);
  await expect(henksRide.first()).toContainText(/\d+ credits?/);

  // The preferences folded away, then shown.
  await page.getByRole('button', { name: 'Ritvoorkeuren' }).click();
  await expect(page.getByText('Bagage: Handbagage, Boodschappen')).toBeVisible();

  // The order cycles.
  await page.getByRole('button', { name: 'Sorteren op Relevantie' }).click();
  await page.getByRole('button', { name: 'Sorteren op Snelste' }).click();
  await expect(page.getByRole('button', { name: 'Sorteren op Vertrektijd' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The regional taxi's facts.
  await page.getByRole('button', { name: 'Bel de regiotaxi' }).click();
  const taxi = page.getByRole('dialog', { name: 'De regiotaxi' });
  await expectAccessibleDialog(taxi);
  await expect(taxi).toContainText('0,10 euro per minuut');
  await expect(taxi.getByRole('link', { name: 'Bel 0800-1234567' })).toHaveAttribute(
    'href',
    'tel:08001234567',
  );
  await expectNoSeriousAxeViolations(page);
  await taxi.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(taxi).toBeHidden();

  // On a phone the results fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(henksRide.first()).toBeVisible();
  await expectFitsScreen(page);

  // Choosing the ride opens its details: the plan and the itinerary by their ids.
  await henksRide.first().click();
  await expect(page).toHaveURL(/\/itineraryDetailPage\/-1\?planId=\d+&itineraryId=\d+$/);
});

test('between the towns the passenger sees the train beside Henk’s ride, with its longer walk', async ({
  page,
}) => {
  await signIn(page, demoUsers.passenger);
  await page.goto('/search');
  // The towns themselves, not their stations: their centres lie more than the 500 metres' walk from them.
  await pickPlace(page, 'Van', 'Winters', 'Winterswijk', 'Plaats', /\/search$/);
  await pickPlace(page, 'Naar', 'Doetinch', 'Doetinchem', 'Plaats', /\/search$/);
  await page.getByRole('textbox', { name: 'Datum' }).fill(nextWorkday().typed);
  await page.getByRole('textbox', { name: 'Datum' }).press('Tab');
  await page.getByLabel('Tijd').fill('08:15');
  await page.getByRole('radio', { name: 'Aankomst' }).check();
  await page.getByRole('button', { name: 'Plan je rit!' }).click();

  await expect(page).toHaveURL(/\/searchResults\/-1$/);
  const itineraries = page.getByRole('link', { name: /^Vertrek \d\d:\d\d, aankomst \d\d:\d\d, / });
  await expect(itineraries.filter({ hasText: 'Meerijden met Henk' }).first()).toBeVisible();
  const train = page.getByRole('link', { name: /, Trein$/ });
  await expect(train.first()).toBeVisible();
  await expect(train.first()).toHaveAccessibleDescription(/^\d+ min lopen/);
  await expect(page.getByText(/geen reis met bus of trein gevonden/)).toBeVisible();
});

describeFitsPhoneScreen(['/searchOptions', '/searchResults/-1']);
