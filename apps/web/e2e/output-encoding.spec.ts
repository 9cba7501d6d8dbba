import { expect, test, type Page } from './fixtures';
import { callApi, signIn, storedUser } from './helpers';

// Issue 32: text people type is shown as text. A person whose name is markup signs up; their name, a
// message, a review and a charity's texts that are markup too are shown literally on every page, and
// nothing of them becomes an element or runs.

/** Markup that would set window.__xss if it ever became an element; a template, SQL, an emoji too. */
const NAME = `<img src=x onerror="window.__xss=1">"><script>window.__xss=2</script>{{7*7}} &amp; '; DROP 😀`;
const FAMILY_NAME = 'ter Haar';
const FULL_NAME = `${NAME} ${FAMILY_NAME}`;
/** A message and a review: the name again, with separators and a backslash. */
const TEXT = `Hoi! ${NAME} ; , \\ <b>vet</b>`;
const run = Date.now().toString(36);

const jan = { email: 'jan@example.nl', name: 'Jan Bomers' } as const;
const treasurer = { email: 'ingrid@example.nl', name: 'Ingrid Hulshof' } as const;

/** Nothing the texts hold became an element, and none of their scripts ran. */
async function expectNothingInjected(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'vet' })).toHaveCount(0);
  expect(
    await page.locator('script').evaluateAll((scripts) => scripts.map((s) => s.textContent)),
  ).not.toContain('window.__xss=2');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('names, messages, reviews and charity texts that are markup are shown as text', async ({ browser }) => {
  const hostileContext = await browser.newContext();
  const janContext = await browser.newContext();
  const treasurerContext = await browser.newContext();
  try {
    const hostile = await hostileContext.newPage();
    const janPage = await janContext.newPage();
    const treasurerPage = await treasurerContext.newPage();

    // The person signs up on the provider's page with the name as typed; the app's registration shows it.
    await hostile.goto('/');
    await hostile.getByRole('button', { name: 'Registreren' }).click();
    await expect(hostile).toHaveURL(/\/auth\/interaction\//);
    await hostile.getByLabel('Voornaam').fill(NAME);
    await hostile.getByLabel('Achternaam').fill(FAMILY_NAME);
    await hostile.getByLabel('E-mailadres').fill(`opmaak.${run}@example.nl`);
    await hostile.getByLabel('Wachtwoord').fill('zelhem-2025-fiets');
    await hostile.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(hostile).toHaveURL(/\/register-user$/);
    await expect(hostile.getByRole('textbox', { name: /Voornaam/ })).toHaveValue(NAME);
    await expectNothingInjected(hostile);

    // Set-up through the API: the profile (the wizard has its own journey), a message and a review for Jan,
    // and a charity the treasurer adds.
    await callApi(hostile, 'POST', '/api/profile/profiles', {
      // A place to live as the wizard's search gives one for a village: its name and where it lies.
      address: { locality: 'Zelhem', location: { type: 'Point', coordinates: [6.3486, 52.0067] } },
      userRole: 'passenger',
      consent: { acceptedTerms: true, olderThanSixteen: true, safetyGuidelines: true },
    });
    const hostileId = (await storedUser(hostile)).profile.sub;
    await hostile.goto('/home');
    await expect(hostile.getByRole('heading', { level: 1 })).toContainText(FULL_NAME);
    await expectNothingInjected(hostile);

    await signIn(janPage, jan);
    const janId = (await storedUser(janPage)).profile.sub;
    const context = `urn:nb:cm:chat:opmaak-${run}`;
    const topic = `${NAME} ${run}`;
    await callApi(hostile, 'POST', '/api/communicator/conversations', {
      topic,
      initialContext: context,
      ownerRole: 'DRIVER',
    });
    await callApi(janPage, 'POST', '/api/communicator/conversations', {
      topic,
      initialContext: context,
      ownerRole: 'PASSENGER',
    });
    await callApi(hostile, 'POST', '/api/communicator/messages', {
      body: TEXT,
      context,
      senderContext: context,
      deliveryMode: 'ALL',
      envelopes: [{ context, recipient: { managedIdentity: janId } }],
    });
    await callApi(hostile, 'POST', '/api/profile/reviews', {
      receiver: janId,
      context: 'urn:nb:rs:ride:32',
      review: TEXT,
    });

    await signIn(treasurerPage, treasurer);
    const charityName = `${NAME.slice(0, 80)} ${run}`;
    const made = await callApi(treasurerPage, 'POST', '/api/banker/charities', {
      name: charityName,
      description: TEXT,
      location: { label: `Groenlo <i>${run}</i>`, point: { type: 'Point', coordinates: [6.61, 52.04] } },
      goalAmount: 100,
      campaignStartTime: new Date(Date.now() - 86_400_000).toISOString(),
      campaignEndTime: null,
    });
    const charityId = ((await made.json()) as { id: number }).id;

    // Jan reads the message: its topic, its text and the sender's name are text.
    await janPage.goto('/inbox');
    await janPage.getByRole('button', { name: new RegExp(run) }).click();
    await expect(janPage).toHaveURL(/\/conversation\/\d+$/);
    await expect(janPage.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect(janPage.getByText(TEXT, { exact: true })).toBeVisible();
    await expect(janPage.getByRole('textbox', { name: `Bericht voor ${FULL_NAME}` })).toBeVisible();
    await expectNothingInjected(janPage);

    // The sender's public profile, and the review on Jan's.
    await janPage.goto(`/userProfilePage/${hostileId}`);
    await expect(janPage.getByRole('heading', { level: 1, name: FULL_NAME })).toBeVisible();
    await expectNothingInjected(janPage);
    await janPage.goto(`/userProfilePage/${janId}`);
    await expect(janPage.getByText(TEXT, { exact: true })).toBeVisible();
    await expect(janPage.getByText(FULL_NAME)).toBeVisible();
    await expectNothingInjected(janPage);

    // The charity's page and the list of charities.
    await janPage.goto(`/charityDetailPage/${charityId}`);
    await expect(janPage.getByRole('heading', { level: 1, name: charityName })).toBeVisible();
    await expect(janPage.getByText(TEXT, { exact: true })).toBeVisible();
    await expect(janPage.getByText(`Groenlo <i>${run}</i>`)).toBeVisible();
    await expectNothingInjected(janPage);
    await janPage.goto('/charityOverviewPage');
    await expect(janPage.getByRole('link', { name: charityName })).toBeVisible();
    await expectNothingInjected(janPage);
  } finally {
    await hostileContext.close();
    await janContext.close();
    await treasurerContext.close();
  }
});
