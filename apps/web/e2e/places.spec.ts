import { expect, test, type Page } from './fixtures';
import {
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectNoSeriousAxeViolations,
  signInAndOpen,
} from './helpers';

const SEARCH_BOX = 'Zoek een adres, plaats, halte of station';

const fromField = (page: Page) => page.getByRole('link', { name: /^Van / });
const toField = (page: Page) => page.getByRole('link', { name: /^Naar / });

test('the passenger keeps Station Winterswijk as a favourite and makes it her destination', async ({
  page,
}) => {
  await signInAndOpen(page, demoUsers.passenger, 'Planner', /\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waar wil je heen?' })).toBeVisible();
  await expect(fromField(page)).toHaveAccessibleName('Van Kies waar je vertrekt');
  await expect(toField(page)).toHaveAccessibleName('Naar Kies waar je heen gaat');
  await expectNoSeriousAxeViolations(page);

  await fromField(page).click();
  await expect(page).toHaveURL(/\/searchLocation\/from;true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Waar vertrek je?' })).toBeVisible();
  await page.getByRole('searchbox', { name: SEARCH_BOX }).fill('Winters');

  const results = page.getByRole('list', { name: 'Zoekresultaten' });
  // 'Station Winterswijk' itself (category Station), not 'Station Winterswijk West'.
  const station = results.getByRole('button', { name: /^Station Winterswijk Station\b/ });
  await expect(station).toBeVisible();
  await expect(station.locator('strong')).toHaveText('Winters');
  await expectNoSeriousAxeViolations(page);

  await results.getByRole('button', { name: 'Bewaar Station Winterswijk als favoriet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Bewaar als favoriet' });
  await expectAccessibleDialog(dialog);
  const name = dialog.getByRole('textbox', { name: /Naam van de favoriet/ });
  const save = dialog.getByRole('button', { name: 'Opslaan' });
  await expect(save).toBeDisabled();
  await name.fill('St');
  await expect(dialog.getByText('Minimaal 3 karakters')).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill('Station');
  await save.click();
  await expect(page.getByText('Favoriet is opgeslagen')).toBeVisible();
  await expect(dialog).toBeHidden();

  const favourites = page.getByRole('list', { name: 'Mijn favorieten' });
  const favourite = favourites.getByRole('button', { name: 'Station Station Winterswijk', exact: true });
  await expect(favourite).toBeVisible();

  // Picked as where she leaves from, then swapped: Naar becomes Station Winterswijk, Van empty again.
  await station.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(fromField(page)).toHaveAccessibleName('Van Station Winterswijk');
  await page.getByRole('button', { name: 'Van en naar omwisselen' }).click();
  await expect(toField(page)).toHaveAccessibleName('Naar Station Winterswijk');
  await expect(fromField(page)).toHaveAccessibleName('Van Kies waar je vertrekt');
  await expectNoSeriousAxeViolations(page);

  // Kept for the browser session.
  await page.reload();
  await expect(toField(page)).toHaveAccessibleName('Naar Station Winterswijk');
});

describeFitsPhoneScreen(['/search', '/searchLocation/to;true']);
