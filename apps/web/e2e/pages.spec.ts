import { expect, test } from './fixtures';
import {
  describeFitsPhoneScreen,
  expectFitsScreen,
  expectNoSeriousAxeViolations,
  mainMenu,
  signIn,
} from './helpers';

test('the landing page shows the version and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Achterhoek Mobiel' })).toBeVisible();
  await expect(page.getByText(/^Versie .+, gebouwd op \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test.describe('before the app has started', () => {
  // The server sends the landing page already rendered, so a phone shows it while the scripts load.
  test.use({ javaScriptEnabled: false });

  test('the landing page is there without the app: its texts, and its buttons waiting', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Achterhoek Mobiel' })).toBeVisible();
    await expect(page.getByText(/^Plan je reis van deur tot deur/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Registreren' })).toBeDisabled();
  });
});

test('the landing page works once the app has started, never blinks and nothing on it moves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Every layout shift on the page, as the browser reports them (what Lighthouse sums up as CLS).
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    // Every moment the page's title was gone after it had been shown (a loader in the page's place).
    const gone: string[] = [];
    let seen = false;
    new MutationObserver(() => {
      const title = document.querySelector('h1');
      if (title) seen = true;
      else if (seen) gone.push(document.body.innerText.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { landingWatch: { shifts, gone } });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeEnabled();
  await expect(page.getByText(/^Versie /)).toBeVisible();

  const watched = await page.evaluate(() => (window as unknown as { landingWatch: object }).landingWatch);
  expect(watched).toEqual({ shifts: [], gone: [] });
});

test('search engines get a robots.txt, not the app', async ({ request }) => {
  // Regression: /robots.txt was answered with the app's index.html (Lighthouse's SEO audit).
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Disallow: /api/');
});

test('an unknown path shows the not-found page with that path', async ({ page }) => {
  await signIn(page);
  await page.goto('/bestaat-niet');

  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page.getByText('/bestaat-niet', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Naar Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('about and terms pages are reachable when signed in', async ({ page }) => {
  await signIn(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Over deze app' })).toBeVisible();
  await expect(page.getByText(/^Versie /)).toBeVisible();

  await page.getByRole('link', { name: 'Lees de gebruiksvoorwaarden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the bottom navigation shows all five tabs without sideways scrolling, and Home passes axe', async ({
    page,
  }) => {
    await signIn(page);

    const nav = mainMenu(page);
    for (const label of ['Home', 'Planner', 'Ritten', 'Community', 'Profiel']) {
      const link = nav.getByRole('link', { name: label });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
      // The label itself must fit inside its tab, not be cut off.
      const fits = await link.evaluate((el) => {
        const text = el.querySelector('span');
        return text ? text.scrollWidth <= el.clientWidth : false;
      });
      expect(fits, `${label} fits its tab`).toBe(true);
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await expectFitsScreen(page);

    await expectNoSeriousAxeViolations(page);
  });

  test('the landing page has no sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
    await expectFitsScreen(page);
  });
});

describeFitsPhoneScreen(['/about']);
