import { expect, test } from './fixtures';
import {
  demoUsers,
  describeFitsPhoneScreen,
  expectAccessibleDialog,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  signIn,
} from './helpers';

// Henk's own demo car (AH-123-K) carries his seeded rides: this journey leaves it alone. ZEB-41-D is one of
// the demo register's free plates (apps/server/src/modules/rideshare/vehicles/demo-registry.ts): a FIAT 500.
const HENKS_CAR = 'AH-123-K';
const NEW_PLATE = 'ZEB-41-D';

test("the driver adds a car by its licence plate and removes it again from 'Mijn auto's'", async ({
  page,
}) => {
  await signIn(page, demoUsers.driver);
  await page.goto('/Cars');
  await expect(page.getByRole('heading', { level: 1, name: "Mijn auto's" })).toBeVisible();
  const list = page.getByRole('list', { name: "Mijn auto's" });
  await expect(list.getByRole('heading', { level: 2, name: 'VOLKSWAGEN GOLF' })).toBeVisible();
  await expect(list.getByText(HENKS_CAR)).toBeVisible();
  await expect(list.getByText(NEW_PLATE)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Auto toevoegen' }).click();
  await expect(page).toHaveURL(/\/AddCar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auto toevoegen' })).toBeVisible();
  const plate = page.getByRole('textbox', { name: /^Kenteken/ });
  const add = page.getByRole('button', { name: 'Toevoegen' });
  await expect(add).toBeDisabled();

  // Typed in lower case, shown in upper case; nothing is looked up before the eighth character.
  await plate.pressSequentially(NEW_PLATE.slice(0, 7).toLowerCase());
  await expect(plate).toHaveValue(NEW_PLATE.slice(0, 7));
  await expect(add).toBeDisabled();
  await plate.pressSequentially(NEW_PLATE.slice(7).toLowerCase());
  await expect(plate).toHaveValue(NEW_PLATE);
  const card = page.getByRole('region', { name: 'FIAT 500' });
  await expect(card).toBeVisible();
  await expect(card.getByText(NEW_PLATE)).toBeVisible();
  await expect(add).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  await add.click();
  await expect(page).toHaveURL(/\/Cars$/);
  await expect(page.getByText(`De auto met kenteken ${NEW_PLATE} is toegevoegd.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: "Mijn auto's" })).toBeVisible();
  await expect(list.getByRole('heading', { level: 2, name: 'FIAT 500' })).toBeVisible();
  await expect(list.getByText(NEW_PLATE)).toBeVisible();
  await expect(list.getByText(HENKS_CAR)).toBeVisible();

  await list.getByRole('button', { name: `Verwijder auto ${NEW_PLATE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Auto Verwijderen' });
  await expectAccessibleDialog(dialog);
  await expect(dialog).toContainText(`FIAT 500 met kenteken ${NEW_PLATE}`);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`De auto met kenteken ${NEW_PLATE} is verwijderd.`)).toBeVisible();
  await expect(list.getByText(NEW_PLATE)).toHaveCount(0);
  await expect(list.getByText(HENKS_CAR)).toBeVisible();
});

test('the driver is told that a car is already in the list, and that an unknown plate has no car', async ({
  page,
}) => {
  // On a phone, with the cards on screen (describeFitsPhoneScreen below sees only the empty pages).
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.driver);
  await page.goto('/Cars');
  await expect(page.getByRole('list', { name: "Mijn auto's" }).getByText(HENKS_CAR)).toBeVisible();
  await expectFitsScreen(page);
  await page.goto('/AddCar');
  await expect(page.getByRole('heading', { level: 1, name: 'Auto toevoegen' })).toBeVisible();
  const plate = page.getByRole('textbox', { name: /^Kenteken/ });
  const add = page.getByRole('button', { name: 'Toevoegen' });

  // No demo plate has these letters and digits.
  await plate.fill('XX-99-XX');
  await expect(page.getByText('Geen auto gevonden met kenteken XX-99-XX.')).toBeVisible();
  await expect(add).toBeDisabled();

  await plate.fill(HENKS_CAR);
  await expect(page.getByRole('region', { name: 'VOLKSWAGEN GOLF' })).toBeVisible();
  await expectFitsScreen(page);
  await add.click();
  await expect(page.getByRole('alert')).toContainText(
    `De auto met kenteken ${HENKS_CAR} zit al in je lijst.`,
  );
  await expect(page).toHaveURL(/\/AddCar$/);
});

describeFitsPhoneScreen(['/Cars', '/AddCar']);
