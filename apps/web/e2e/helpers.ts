import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, default as AxeCore } from 'axe-core';
import { expect, test, type BrowserContext, type Locator, type Page } from './fixtures';
import { crc32, deflateSync } from 'node:zlib';

export const DEMO_PASSWORD = 'demo1234';

export const demoUsers = {
  passenger: { email: 'gerda@example.nl', name: 'Gerda Wassink' },
  driver: { email: 'henk@example.nl', name: 'Henk Lubbers' },
  both: { email: 'marieke@example.nl', name: 'Marieke ter Horst' },
} as const;

export const GREETING = (name: string) => new RegExp(`^(Goedemorgen|Goedemiddag|Goedenavond) ${name}$`);

/** Opens the server's login page the way a user does: the 'Aanmelden' button on the landing page. */
export async function openLoginPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/auth\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
}

/** Fills in and submits the server's login form. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

/** Signs in through the real login page and waits until Home greets the user. */
export async function login(page: Page, user: DemoUser = demoUsers.passenger) {
  await openLoginPage(page);
  await submitLogin(page, user.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING(user.name));
}

type DemoUser = { email: string; name: string };
type SavedSession = { state: Awaited<ReturnType<BrowserContext['storageState']>>; savedAt: number };

/** Sessions that signIn saved in this worker, by e-mail address. */
const savedSessions = new Map<string, SavedSession>();

/**
 * How long signIn reuses a saved session. Access tokens live 10 minutes and the app renews them one minute
 * before they expire; two browser contexts renewing from one saved session would race, so a saved session
 * is reused only while its token is still far from expiry.
 */
const SESSION_REUSE_MS = 5 * 60_000;

/**
 * Signs in as a journey's starting point. The first time per user this goes through the real login page
 * (as login does); after that it gives the browser context the cookies and local storage that sign-in left,
 * which is what a returning user has, and opens Home. The login page itself is tested by auth.spec.ts; the
 * other journeys only need to start signed in, and a real sign-in costs about three seconds each.
 */
export async function signIn(page: Page, user: DemoUser = demoUsers.passenger): Promise<void> {
  const saved = savedSessions.get(user.email);
  if (!saved || Date.now() - saved.savedAt > SESSION_REUSE_MS) {
    await login(page, user);
    savedSessions.set(user.email, { state: await page.context().storageState(), savedAt: Date.now() });
    return;
  }
  await page.context().addCookies(saved.state.cookies);
  // Local storage can only be written on a page of the app's origin; the health endpoint is the lightest.
  await page.goto('/api/health');
  const origin = new URL(page.url()).origin;
  const items = saved.state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => {
    for (const { name, value } of entries) window.localStorage.setItem(name, value);
  }, items);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING(user.name));
}

export interface StoredUser {
  access_token: string;
  profile: { sub: string };
}

/** The signed-in user as oidc-client-ts keeps it in localStorage (key `oidc.user:…`). */
export async function storedUser(page: Page): Promise<StoredUser> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? localStorage.getItem(key) : null;
  });
  if (!raw) throw new Error('No signed-in user in localStorage');
  return JSON.parse(raw) as StoredUser;
}

/**
 * Calls the API as the user signed in on `page` (a journey's set-up, where the screens are not what is
 * tested); fails the journey on an answer that is not 2xx.
 */
export async function callApi(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const { access_token } = await storedUser(page);
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${access_token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** The main menu ('Hoofdmenu') that every signed-in page shows: Home, Planner, Ritten, Community, Profiel. */
export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Hoofdmenu' });
}

/** Opens a tab of the main menu by its link's name. */
export async function openFromMainMenu(page: Page, tab: string | RegExp): Promise<void> {
  await mainMenu(page).getByRole('link', { name: tab }).click();
}

/**
 * Signs in as `user` and opens a tab of the main menu, checking the address it leads to (the Planner tab
 * leads a passenger to the search and a driver to the ride offer).
 */
export async function signInAndOpen(page: Page, user: DemoUser, tab: string, lands: RegExp): Promise<void> {
  await signIn(page, user);
  await openFromMainMenu(page, tab);
  await expect(page).toHaveURL(lands);
}

/** Opens a tile of the Community tab ('Machtigingen', 'Geschillen', …) from the main menu. */
export async function openCommunityTile(page: Page, tile: string | RegExp): Promise<void> {
  await openFromMainMenu(page, /Community/);
  await page.getByRole('link', { name: tile }).click();
}

/** axe-core's browser script, put into a page before its first scan (see runAxe). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it stands. The script is put into the page once per page load and stays
 * for the scans after it (the app moves between its pages without loading again). Not @axe-core/playwright's
 * AxeBuilder: it put the 540 KB script into the page again for every scan and opened a new browser page to
 * finish each one, about 1.4 s a scan against 0.2–0.4 s here — a third of the CPU of the whole journey run
 * (measured on the search and trips journeys, 2026-11-29). The app has no frames, which the builder's
 * extra work is for.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof AxeCore }).axe.run(document, {
      // Only the violations are read; the passed checks would be sent back for nothing.
      resultTypes: ['violations'],
    }),
  );
}

/**
 * Fails on serious or critical accessibility problems that axe finds on the page as it settles. A dialog
 * that is still fading in has its text at part opacity, which axe would measure as too little contrast:
 * running transitions and animations are waited out first.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Every dialog a journey opens is scanned by axe while it stands open: its close button's name and its
 * contrast are checked where a person meets them, not only on the page below.
 */
export async function expectAccessibleDialog(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(dialog.page());
}

/**
 * Cancels the trip whose page is open with 'Rit annuleren', giving a reason in the dialog (checked by axe,
 * and for fitting the screen), and waits for the app to say it is cancelled.
 */
export async function cancelTripWithReason(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: 'Rit annuleren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rit annuleren' });
  await expectAccessibleDialog(dialog);
  await dialog.getByLabel('Reden voor annulering').fill(reason);
  await expectFitsScreen(page);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByText('Rit is succesvol geannuleerd')).toBeVisible();
}

/** A small PNG of one colour, made here so the journeys need no picture files. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Signed in on a 360 px wide phone, each page shows its heading and does not scroll sideways once it has
 * loaded. One test with a step per page: signing in and opening a browser context once, not per page.
 */
export function describeFitsPhoneScreen(paths: readonly string[]): void {
  // A page's fit answers the same on either database: CI's PostgreSQL pass leaves it to the first pass.
  if (process.env.E2E_DATABASE_ONLY) return;
  test.describe('on a 360 px wide phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test(`${paths.join(', ')} fit the screen`, async ({ page }) => {
      await signIn(page);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Not 'networkidle': messaging's live event stream stays open for as long as the page does.
          await page.waitForLoadState('load');
          await expect(page.getByRole('status')).toHaveCount(0);
          await expectFitsScreen(page);
        });
      }
    });
  });
}

const SEARCH_BOX = 'Zoek een adres, plaats, halte of station';

/**
 * Picks a place of a kind ('Station', 'Plaats') on the location page, opened from the Van or Naar field
 * of the trip search or the ride offer, and checks it returns to the page it came from (`back`).
 */
export async function pickPlace(
  page: Page,
  field: 'Van' | 'Naar',
  typed: string,
  place: string,
  kind: 'Station' | 'Plaats',
  back: RegExp,
): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${field} `) }).click();
  await page.getByRole('searchbox', { name: SEARCH_BOX }).fill(typed);
  await page
    .getByRole('list', { name: 'Zoekresultaten' })
    .getByRole('button', { name: new RegExp(`^${place} ${kind}\\b`) })
    .first()
    .click();
  await expect(page).toHaveURL(back);
}

/** Picks a station, and checks the page it returns to (`back`) shows it in that field. */
export async function pickStation(
  page: Page,
  field: 'Van' | 'Naar',
  typed: string,
  station: string,
  back: RegExp,
): Promise<void> {
  await pickPlace(page, field, typed, station, 'Station', back);
  await expect(page.getByRole('link', { name: `${field} ${station}` })).toBeVisible();
}

/**
 * The first day after the browser's today whose weekday (Mon…Sun) suits: as the date field takes it
 * (DD-MM-JJJJ), and as the app writes it in sentences and on cards ('dinsdag 24 november', with the year
 * only when it is not this year's).
 */
function nextDayWhere(suits: (weekday: string) => boolean): { typed: string; written: string } {
  for (let days = 1; ; days++) {
    const day = new Date(Date.now() + days * 24 * 3600_000);
    const weekday = day.toLocaleDateString('en-GB', { timeZone: 'Europe/Amsterdam', weekday: 'short' });
    if (!suits(weekday)) continue;
    const [year, month, date] = day.toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' }).split('-');
    const thisYear = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' }).slice(0, 4);
    const dayAndMonth = day.toLocaleDateString('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    const written = year === thisYear ? dayAndMonth : `${dayAndMonth} ${year}`;
    return { typed: `${date}-${month}-${year}`, written };
  }
}

/**
 * The first working day after the browser's today: the demo driver Henk drives from Winterswijk to
 * Doetinchem at 07:30 on every working day from tomorrow on.
 */
export function nextWorkday(): { typed: string; written: string } {
  return nextDayWhere((weekday) => weekday !== 'Sat' && weekday !== 'Sun');
}

/** The coming Sunday (never today), as the date field takes it and as topics write dates (DD-MM-YYYY). */
export function comingSunday(): string {
  return comingSundayDay().typed;
}

/** The coming Sunday (never today), typed (DD-MM-YYYY) and as the app writes it in sentences and cards. */
export function comingSundayDay(): { typed: string; written: string } {
  return nextDayWhere((weekday) => weekday === 'Sun');
}

/** The number of credits a balance card shows ('1.025 credits' → 1025). */
export async function creditsIn(balance: Locator): Promise<number> {
  const text = (await balance.getByText(/^[\d.]+ credits?$/).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The page does not scroll sideways, and every control on it fits its text and is large enough to tap. */
export async function expectFitsScreen(page: Page): Promise<void> {
  const { overflow, problems } = await page.evaluate(findUnfitControls);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(problems, `${page.url()}: controls cut off or too small`).toEqual([]);
}

/**
 * Every control on the page shows its whole text and is large enough to tap. Looked at are all visible
 * buttons, links, tabs, chips, selects, fields and close buttons, and the badges:
 * - no text cut: neither the element nor anything inside it (its label) that hides its overflow holds
 *   more than it shows (scrollWidth > clientWidth + 1, the same for height); a text field's typed value
 *   may scroll, so only its size counts; a one-line preview marked data-preview, inside a control whose
 *   aria-label carries the whole text, may end in '…';
 * - at least 44 × 44 px (the app's rule, WCAG 2.5.5) for everything one taps. Exempt, by WCAG 2.5.8's
 *   inline exception: a link inside a sentence (inside a <p>). A badge is no control: it is only checked
 *   for cut text. Check boxes, radios and switches are tapped by their whole labelled row and not measured.
 * One page.evaluate per page: cheap enough for every page a phone-width journey visits.
 */
export async function expectFitsAndReachable(page: Page): Promise<void> {
  const { problems } = await page.evaluate(findUnfitControls);
  expect(problems, `${page.url()}: controls cut off or too small`).toEqual([]);
}

/** Runs in the page (so it must use nothing from this file): see expectFitsAndReachable. */
async function findUnfitControls(): Promise<{ overflow: number; problems: string[] }> {
  // A dialog or menu still opening or closing is drawn smaller than it is: wait until every transition
  // and animation that ends has ended (a loader's spinning never does).
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
  const MIN_TARGET = 44;
  const TOLERANCE = 1;
  const TARGETS = [
    'button',
    'a[href]',
    '[role="button"]',
    '[role="tab"]',
    '[role="combobox"]',
    'select',
    'textarea',
    'input:not([type="hidden"], [type="checkbox"], [type="radio"])',
    '.mantine-Chip-label',
  ].join(', ');
  const TEXT_ONLY = '.mantine-Badge-root';
  const TYPED = 'input, textarea, [role="combobox"]';
  const problems: string[] = [];
  const describe = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null) ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} '${name.trim().replace(/\s+/g, ' ').slice(0, 60)}'`;
  };
  const shown = (el: Element) => {
    if (el.closest('[aria-hidden="true"], [inert]')) return false;
    const box = el.getBoundingClientRect();
    // Visually hidden helpers (skip links, Mantine's hidden inputs) are 1 px: not something one taps.
    if (box.width < 2 || box.height < 2) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // Text is cut where a box that hides its overflow (a label with an ellipsis, a button that hides what
  // sticks out) holds more than it shows; text spilling out of a box that shows it is not cut.
  const cut = (el: Element) =>
    [el, ...el.querySelectorAll('*')].find((part) => {
      if (!(part instanceof HTMLElement)) return false;
      // A one-line preview of a longer text that the control's name carries whole (an inbox row's newest
      // message), marked so by the page, may end in '…'.
      if (part.closest('[data-preview]') && el.hasAttribute('aria-label')) return false;
      const style = getComputedStyle(part);
      return (
        (style.overflowX !== 'visible' && part.scrollWidth > part.clientWidth + TOLERANCE) ||
        (style.overflowY !== 'visible' && part.scrollHeight > part.clientHeight + TOLERANCE)
      );
    });
  for (const el of document.querySelectorAll(`${TARGETS}, ${TEXT_ONLY}`)) {
    if (!shown(el)) continue;
    if (!el.matches(TYPED)) {
      const part = cut(el);
      if (part) {
        problems.push(
          `${describe(el)} is cut off (${part === el ? 'its box' : 'its label'} ${(part as HTMLElement).scrollWidth}×${(part as HTMLElement).scrollHeight} in ${(part as HTMLElement).clientWidth}×${(part as HTMLElement).clientHeight})`,
        );
      }
    }
    if (el.matches(TEXT_ONLY) && !el.matches(TARGETS)) continue;
    // WCAG 2.5.8's inline exception: a link in a sentence is as large as the sentence's line.
    if (el.matches('a[href]') && el.closest('p')) continue;
    const box = el.getBoundingClientRect();
    if (box.width < MIN_TARGET - TOLERANCE / 2 || box.height < MIN_TARGET - TOLERANCE / 2) {
      problems.push(`${describe(el)} is ${Math.round(box.width)}×${Math.round(box.height)} px, under 44×44`);
    }
  }
  return {
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    problems,
  };
}
