import { expect, test, type Page } from './fixtures';
import {
  callApi,
  demoUsers,
  mainMenu,
  openCommunityTile,
  openFromMainMenu,
  signIn,
  storedUser,
} from './helpers';

const API = '/api/communicator';

/** Marieke's and Jan's calls to the communicator, as the journey's set-up. */
function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  return callApi(page, method, `${API}${path}`, data);
}

function unreadDot(page: Page) {
  return mainMenu(page).getByRole('img', { name: 'Ongelezen berichten' });
}

// Two demo users without the demo's own trips (whose messages Gerda and Henk start with unread), so the
// unread dot is this journey's alone: Marieke drives as well as travels; Jan travels.
const passenger = { email: 'jan@example.nl', name: 'Jan Bomers' } as const;

test('a driver and a passenger exchange messages; the unread dot follows live', async ({ browser }) => {
  const janContext = await browser.newContext();
  const mariekeContext = await browser.newContext();
  const jan = await janContext.newPage();
  const marieke = await mariekeContext.newPage();
  try {
    await signIn(jan, passenger);
    await signIn(marieke, demoUsers.both);
    await expect(unreadDot(marieke)).toBeHidden();

    // A plain chat context: a ride's conversations are only for the people of a ride that exists.
    const context = `urn:nb:cm:chat:e2e-${Math.random().toString(36).slice(2, 10)}`;
    const topic = `Rit e2e ${context.slice(-8)}`;
    const janId = (await storedUser(jan)).profile.sub;

    // The pair of conversations about one chat, then Marieke's message to Jan.
    await api(marieke, 'POST', '/conversations', { topic, initialContext: context, ownerRole: 'DRIVER' });
    await api(jan, 'POST', '/conversations', { topic, initialContext: context, ownerRole: 'PASSENGER' });
    await api(marieke, 'POST', '/messages', {
      body: 'Ik haal je om 9 uur op.',
      context,
      senderContext: context,
      deliveryMode: 'ALL',
      envelopes: [{ context, recipient: { managedIdentity: janId } }],
    });

    // Jan sees the message live, opens it from the inbox and replies.
    await expect(unreadDot(jan)).toBeVisible({ timeout: 15000 });
    await jan.goto('/inbox');
    await expect(jan.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
    await jan.getByRole('button', { name: new RegExp(topic) }).click();
    await expect(jan).toHaveURL(/\/conversation\/\d+$/);
    await expect(jan.getByRole('heading', { level: 1, name: topic })).toBeVisible();
    await expect(jan.getByText('Ik haal je om 9 uur op.', { exact: true })).toBeVisible();
    await expect(jan.getByText('Ongelezen berichten', { exact: true })).toBeVisible();

    const box = jan.getByRole('textbox', { name: `Bericht voor ${demoUsers.both.name}` });
    const send = jan.getByRole('button', { name: 'Versturen' });
    await box.fill('   ');
    await expect(send).toBeDisabled();
    await box.fill('Prima, tot dan!');
    await send.click();
    await expect(box).toHaveValue('');
    await expect(jan.getByText('Prima, tot dan!', { exact: true })).toBeVisible();

    // Marieke, still on Home, gets the dot without reloading, reads the reply, and the dot clears.
    await expect(marieke).toHaveURL(/\/home$/);
    await expect(unreadDot(marieke)).toBeVisible({ timeout: 15000 });
    await openCommunityTile(marieke, /Berichten/);
    await marieke.getByRole('button', { name: new RegExp(topic) }).click();
    await expect(marieke.getByText('Prima, tot dan!', { exact: true })).toBeVisible();
    await expect(marieke.getByRole('textbox', { name: `Bericht voor ${passenger.name}` })).toBeVisible();
    await openFromMainMenu(marieke, /Home/);
    await expect(unreadDot(marieke)).toBeHidden({ timeout: 15000 });
  } finally {
    await janContext.close();
    await mariekeContext.close();
  }
});
