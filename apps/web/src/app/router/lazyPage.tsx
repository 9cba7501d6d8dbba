import { Suspense, lazy, useState, type ComponentType } from 'react';
import { LoadingState } from '../../components/LoadingState';
import { loadPageMessages } from '../../i18n/intl';

// Every page's loader, so that all of them can be loaded ahead of a first visit (see preloadPages).
const loaders: Array<() => Promise<ComponentType>> = [];

/**
 * A page that is loaded on its first visit, so that every page is a chunk of its own and start-up loads
 * only the page it opens. Until the chunk is there a loader stands in the page's place; the page's title
 * still takes the focus when it mounts (see components/page-focus.ts). A chunk that fails to load fails
 * like a page that crashes: the route's error page.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  { firstPage = false }: { firstPage?: boolean } = {},
): ComponentType {
  let loaded: ComponentType | undefined;
  // A page's texts arrive with it; a first page (landing, logout, session expired) has its own in the
  // app's first chunk (i18n/nl-first-pages.ts) and does not wait for the others.
  const loadPage = async () => {
    const [module] = await Promise.all([load(), firstPage ? undefined : loadPageMessages()]);
    loaded = module[name];
    return loaded;
  };
  loaders.push(loadPage);
  const Page = lazy(async () => ({ default: await loadPage() }));

  return function LazyPage() {
    // Decided once per visit, so the page is never mounted twice: a page already loaded shows at once,
    // without a loader in between.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  };
}

/** Loads every page now; the tests do so once, so that a page shows at once as it does when revisited. */
export async function preloadPages(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
