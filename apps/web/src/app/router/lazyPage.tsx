import {
  Suspense,
  isValidElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { LoadingState } from '../../components/LoadingState';
import { loadHomeMessages, loadPageMessages, loadSearchMessages } from '../../i18n/intl';

// Every page's loader, so that all of them can be loaded ahead of a first visit (see preloadPages), and
// each page component's own, so that the page a route shows can be loaded before it renders (preloadPageOf).
const loaders: Array<() => Promise<ComponentType>> = [];
const loaderOf = new WeakMap<ComponentType, () => Promise<ComponentType>>();

/**
 * The texts a page waits for besides the first pages' (in the app's first chunk): none for a first page
 * (landing, logout, session expired), Home's for Home and Search's for Search, the two pages people open
 * most, which ask for the rest only once they have painted, and every page's for the others.
 */
export type PageTexts = 'first pages' | 'home' | 'search' | 'all';

const loadTexts: Record<PageTexts, () => Promise<void> | undefined> = {
  'first pages': () => undefined,
  home: loadHomeMessages,
  search: loadSearchMessages,
  all: loadPageMessages,
};

/** Pages that paint with their own part of the texts and then load every other page's (see lazyPage). */
const loadsTheRestAfterPaint: ReadonlySet<PageTexts> = new Set(['home', 'search']);

/**
 * A page that is loaded on its first visit, so that every page is a chunk of its own and start-up loads
 * only the page it opens. Until the chunk is there a loader stands in the page's place; the page's title
 * still takes the focus when it mounts (see components/page-focus.ts). A chunk that fails to load fails
 * like a page that crashes: the route's error page.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  { texts = 'all' }: { texts?: PageTexts } = {},
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  // A page's texts arrive with it (see PageTexts). A load that failed is tried again on the next visit.
  const loadPage = () => {
    loading ??= Promise.all([load(), loadTexts[texts]()]).then(
      ([module]) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loaders.push(loadPage);
  const Page = lazy(async () => ({ default: await loadPage() }));

  loaderOf.set(LazyPage, loadPage);
  return LazyPage;

  function LazyPage() {
    // Decided once per visit, so the page is never mounted twice: a page already loaded shows at once,
    // without a loader in between.
    const [Loaded] = useState(() => loaded);
    // Home or Search has painted with its own texts; the other pages' follow, so the next page needs no
    // wait. A failure is not this page's: the next page that needs them shows it.
    useEffect(() => {
      if (loadsTheRestAfterPaint.has(texts)) loadPageMessages().catch(() => undefined);
    }, []);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
}

/** Page loaders by the name each page's module exports it under. */
type PageLoaders<T> = { [K in keyof T]: () => Promise<Record<K, ComponentType>> };

/**
 * A lazy page (see lazyPage) for each loader, under the loader's name, which is also the name its module
 * exports the page by.
 */
export function lazyPages<T extends PageLoaders<T>>(
  loaders: T,
  options?: { texts?: PageTexts },
): Record<keyof T, ComponentType> {
  const load = loaders as Record<string, () => Promise<Record<string, ComponentType>>>;
  return Object.fromEntries(
    Object.keys(load).map((name) => [name, lazyPage(load[name]!, name, options)]),
  ) as Record<keyof T, ComponentType>;
}

/**
 * Loads the page a route element shows, when it is a lazy page (and resolves at once otherwise). The app
 * loads the first page's code this way before its first render, side by side with everything else it
 * needs, so that the first screen is the page itself and not a loader in its place.
 */
export async function preloadPageOf(element: ReactNode): Promise<void> {
  if (!isValidElement(element) || typeof element.type !== 'function') return;
  await loaderOf.get(element.type as ComponentType)?.();
}

/** Loads every page now; the tests do so once, so that a page shows at once as it does when revisited. */
export async function preloadPages(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
