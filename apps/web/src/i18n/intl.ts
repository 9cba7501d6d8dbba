import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { APP_LOCALE } from './locale';
import type { MessageId } from './nl';
import { nlFirstPages } from './nl-first-pages';

// The catalogue the intl instance reads at every format: the first pages' texts at start, the other
// pages' texts added when they are loaded (the build turns each text into its syntax tree).
const messages: Record<string, string | MessageFormatElement[]> = { ...nlFirstPages };

let instance: IntlShape | undefined;

/**
 * The one intl instance of the whole app: React components receive it through RawIntlProvider, and code
 * outside components (the notification queue) formats with the very same catalogue. Made on first use
 * rather than when this module loads: creating it asks the browser's Intl for the locale's data, about a
 * fifth of the work of starting the app's first chunk, which then no longer holds up that first task.
 */
export function appIntl(): IntlShape {
  instance ??= createIntl(
    {
      locale: APP_LOCALE,
      defaultLocale: APP_LOCALE,
      timeZone: 'Europe/Amsterdam',
      // Typed as the whole catalogue: a page's texts are there before the page is (loadPageMessages).
      messages: messages as Record<MessageId, string>,
    },
    createIntlCache(),
  );
  return instance;
}

let homeMessages: Promise<void> | undefined;
let searchMessages: Promise<void> | undefined;
let pageMessages: Promise<void> | undefined;

/**
 * Adds the texts of the signed-in frames and of Home (nl-home.ts). The start-up frame and the shell are
 * loaded together with them, and so is Home, which then paints without waiting for every other page's.
 */
export function loadHomeMessages(): Promise<void> {
  homeMessages ??= import('./nl-home').then(({ nlHome }) => {
    Object.assign(messages, nlHome);
  });
  return homeMessages;
}

/**
 * Adds the texts of the trip search (nl-search.ts) and those of the signed-in frames (Home's), so Search
 * paints without waiting for every other page's.
 */
export function loadSearchMessages(): Promise<void> {
  searchMessages ??= Promise.all([
    loadHomeMessages(),
    import('./nl-search').then(({ nlSearch }) => {
      Object.assign(messages, nlSearch);
    }),
  ]).then(() => undefined);
  return searchMessages;
}

/**
 * Adds the texts of every page but the first ones: Home's, Search's and the rest. Each page, and each
 * frame of the signed-in pages, is loaded together with them (see lazyPage and the route table), so a
 * text is there before it is shown.
 */
export function loadPageMessages(): Promise<void> {
  pageMessages ??= Promise.all([
    loadSearchMessages(),
    import('./nl-pages').then(({ nlPages }) => {
      Object.assign(messages, nlPages);
    }),
  ]).then(() => undefined);
  return pageMessages;
}
