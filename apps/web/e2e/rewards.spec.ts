import { expect, test, type Page } from './fixtures';
import {
  demoUsers,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  openFromMainMenu,
  signIn,
} from './helpers';

// Issue 29: the rewards a person earns ('Beloningen', spec 001 §2.9), the calls to action on Home
// ('Updates', spec 000 §2) and the survey that comes back to /survey-completed (spec 001 §2.14). At phone
// width: every page must fit 360 px.
test.use({ viewport: { width: 360, height: 780 } });

function rewardCard(page: Page, description: string) {
  return page.getByTestId('reward').filter({ hasText: description });
}

test('the passenger sees her profile rewards under Beloningen', async ({ page }) => {
  await signIn(page, demoUsers.passenger);

  await test.step('Credits → Beloningen: the reward for making her profile, paid out', async () => {
    await openFromMainMenu(page, 'Profiel');
    await page.getByRole('link', { name: /^Credits/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await page.getByRole('link', { name: 'Beloningen' }).click();
    await expect(page).toHaveURL(/\/rewardOverviewPage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Beloningen' })).toBeVisible();
    const starter = rewardCard(page, 'Profiel aangemaakt');
    await expect(starter).toHaveCount(1);
    await expect(starter).toContainText('Uitbetaald');
    await expect(starter).toContainText('10 credits');
    await expectFitsScreen(page);
    await expectNoSeriousAxeViolations(page);
  });

  await test.step('her date of birth filled in (again) on the account page earns the profile-plus reward', async () => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const dateOfBirth = page.getByRole('textbox', { name: /^Geboortedatum/ });
    await dateOfBirth.fill('');
    await dateOfBirth.fill('14-03-1948');
    await dateOfBirth.press('Tab');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
    await expectFitsScreen(page);

    await page.goto('/rewardOverviewPage');
    await expect(rewardCard(page, 'Profiel compleet met geboortedatum')).toHaveCount(1);
    await expect(rewardCard(page, 'Profiel aangemaakt')).toHaveCount(1);
    await expectFitsScreen(page);
  });
});

test('the driver finds the bonus of his paid demo trip under Beloningen', async ({ page }) => {
  await signIn(page, demoUsers.driver);
  await page.goto('/rewardOverviewPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Beloningen' })).toBeVisible();
  const bonus = rewardCard(page, 'Bonus voor een gedeelde rit');
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('Uitbetaald');
  await expectFitsScreen(page);
});

test('a survey call to action on Home leads to the survey, and finishing it earns its reward', async ({
  page,
}) => {
  await signIn(page, demoUsers.both);

  await test.step("Home 'Updates' shows the survey card", async () => {
    const updates = page.getByRole('region', { name: 'Updates' });
    await expect(updates).toBeVisible();
    const card = updates.getByRole('article', { name: 'Doe mee aan onze enquête' });
    await expect(card).toContainText('40 premiecredits');
    await expectFitsScreen(page);
    await expectNoSeriousAxeViolations(page);
    await card.getByRole('button', { name: 'Start de enquête' }).click();
  });

  await test.step('the demo survey page, then back to the app', async () => {
    await expect(page).toHaveURL(/\/api\/profile\/demo-survey/);
    await expectFitsScreen(page);
    await page.getByRole('link', { name: 'Enquête afronden' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(/Je beloning komt eraan/)).toBeVisible();
    // Submitted: the survey's card is gone.
    await expect(page.getByRole('article', { name: 'Doe mee aan onze enquête' })).toHaveCount(0);
    await expectFitsScreen(page);
  });

  await test.step('the survey reward under Beloningen', async () => {
    await page.goto('/rewardOverviewPage');
    const reward = rewardCard(page, 'Meegedaan aan de enquête');
    await expect(reward).toHaveCount(1);
    await expect(reward).toContainText('40 credits');
    await expectFitsScreen(page);
  });
});
