import { preloadSignIn } from '../features/auth';
import { appIntl } from '../i18n/intl';
import { prefetchAppConfig } from '../lib/app-config';
import { appRouter } from './router/appRouter';
import { preloadPageOf } from './router/lazyPage';

// On a connection that stalls, the app starts anyway after this long and shows its own loader or error.
const MAX_WAIT_MS = 8000;

/**
 * Fetches, side by side, what the first screen needs before React renders anything: the configuration,
 * the code of the routes the address matches (the signed-in frames come as lazy routes) and of the page
 * itself, and for a signed-in user the session's code. Rendered before that, the app would replace the
 * splash, or the landing page that is already in the HTML, with a loader for a moment and then the page;
 * and each part would only start loading when the part above it had rendered, one after the other.
 *
 * Never fails: whatever did not arrive is loaded again, with its loader or error, once the app renders.
 */
export async function prepareFirstScreen(): Promise<void> {
  const router = appRouter();
  const config = prefetchAppConfig().then(preloadSignIn);
  const pages = (router.state.matches ?? []).map((match) => preloadPageOf(match.route.element));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([config, routerReady(router), ...pages]),
    new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS))),
  ]);
  clearTimeout(timer);
  // The texts' formatter, made here in a task of its own rather than while the first chunk loads.
  appIntl();
}

/** Resolves when the router has loaded the lazy routes the first address needs. */
function routerReady(router: ReturnType<typeof appRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
