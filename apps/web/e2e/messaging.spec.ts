import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './helpers';

const API = '/api/communicator';

interface StoredUser {
  access_token: string;
  profile: { sub: string };
}

/** The signed-in user as oidc-client-ts keeps it in localStorage (key `oidc.user:…`). */
async function storedUser(page: Page): Promise<StoredUser> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? localStorage.getItem(key) : null;
  });
  if (!raw) throw new Error('No signed-in user in localStorage');
  return JSON.parse(raw) as StoredUser;
}

async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const { access_token } = await storedUser(page);
  const response = await page.request.fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${access_token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

function unreadDot(page: Page) {
  return page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('img', { name: 'Ongelezen berichten' });
}

test('a driver and a passenger exchange messages; the unread dot follows live', async ({ browser }) => {
  const gerdaContext = await browser.newContext();
  const henkContext = await browser.newContext();
  const gerda = await gerdaContext.newPage();
  const henk = await henkContext.newPage();
  try {
    await signIn(gerda, demoUsers.passenger);
    await signIn(henk, demoUsers.driver);
    await expect(unreadDot(henk)).toBeHidden();

    const context = `urn:nb:rs:ride:e2e-${Math.random().toString(36).slice(2, 10)}`;
    const topic = `Rit e2e ${context.slice(-8)}`;
    const gerdaId = (await storedUser(gerda)).profile.sub;

    // The pair of conversations about one ride, then Henk's message to Gerda.
    await api(henk, 'POST', '/conversations', { topic, initialContext: context, ownerRole: 'DRIVER' });
    await api(gerda, 'POST', '/conversations', { topic, initialContext: context, ownerRole: 'PASSENGER' });
    await api(henk, 'POST', '/messages', {
      body: 'Ik haal je om 9 uur op.',
      context,
      senderContext: context,
      deliveryMode: 'ALL',
      envelopes: [{ context, recipient: { managedIdentity: gerdaId } }],
    });

    // Gerda sees the message live, opens it from the inbox and replies.
    await expect(unreadDot(gerda)).toBeVisible({ timeout: 15000 });
    await gerda.goto('/inbox');
    await expect(gerda.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    await gerda.getByRole('button', { name: new RegExp(topic) }).click();
    await expect(gerda).toHaveURL(/\/conversation\/\d+$/);
    await expect(gerda.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect(gerda.getByText('Ik haal je om 9 uur op.', { exact: true })).toBeVisible();
    await expect(gerda.getByText('Ongelezen berichten', { exact: true })).toBeVisible();

    const box = gerda.getByRole('textbox', { name: `Bericht voor ${demoUsers.driver.name}` });
    const send = gerda.getByRole('button', { name: 'Versturen' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.fill('Prima, tot dan!');
    await send.click();
    await expect(box).toHaveValue('');
    await expect(gerda.getByText('Prima, tot dan!', { exact: true })).toBeVisible();

    // Henk, still on Home, gets the dot without reloading, reads the reply, and the dot clears.
    await expect(henk).toHaveURL(/\/home$/);
    await expect(unreadDot(henk)).toBeVisible({ timeout: 15000 });
    await henk
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: /Community/ })
      .click();
    await henk.getByRole('link', { name: /Berichten/ }).click();
    await henk.getByRole('button', { name: new RegExp(topic) }).click();
    await expect(henk.getByText('Prima, tot dan!', { exact: true })).toBeVisible();
    await expect(
      henk.getByRole('textbox', { name: `Bericht voor ${demoUsers.passenger.name}` }),
    ).toBeVisible();
    await henk.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Home/ }).click();
    await expect(unreadDot(henk)).toBeHidden({ timeout: 15000 });
  } finally {
    await gerdaContext.close();
    await henkContext.close();
  }
});
