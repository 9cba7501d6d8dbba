import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { AuthContextProps } from 'react-oidc-context';
import { AuthContext } from '../lib/auth';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders';
import { preloadPages } from '../app/router/lazyPage';
import { routes } from '../app/router/routes';
import { profileMenuDropdown } from '../app/shell/ProfileMenu';
import type { AppConfig } from '../lib/app-config';
import { AppConfigContext } from '../lib/app-config-context';
import { minimalAppConfig } from './fakeAppConfig';
import { fakeAuth } from './fakeAuth';

// Every page is loaded before the first test renders one, so that a page shows at once, as it does in the
// app once its chunk is there; lazyPage.test.tsx covers the first visit, with its loader.
await preloadPages();
// The shell's menu too, which the app loads on first use (ProfileMenu.test.tsx covers that).
await profileMenuDropdown.load();

/**
 * The route table with the frames the router loads on demand (`lazy`) already loaded, so a test's first
 * render shows the page as the app does once they are there; the journeys cover their loading.
 */
async function withLazyRoutesLoaded(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      return {
        ...route,
        ...loaded,
        ...(children ? { children: await withLazyRoutesLoaded(children) } : {}),
      } as RouteObject;
    }),
  );
}
const loadedRoutes = await withLazyRoutesLoaded(routes);

export const testConfig: AppConfig = {
  ...minimalAppConfig,
  mapTileUrl: '',
  regionalTaxiPhone: '0800-1234567',
};

/** Renders the real route table at `path` with the given sign-in state, as the app would. */
export function renderApp(
  path: string,
  auth: AuthContextProps = fakeAuth(),
  config: Partial<AppConfig> = {},
) {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      <AppConfigContext value={{ ...testConfig, ...config }}>
        <AuthContext value={auth}>
          <RouterProvider router={router} />
        </AuthContext>
      </AppConfigContext>
    </AppProviders>,
  );
  return { ...view, router, auth, queryClient };
}
