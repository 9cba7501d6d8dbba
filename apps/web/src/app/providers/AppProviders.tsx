import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { appIntl } from '../../i18n/intl';
import { NotificationHost } from '../notifications/NotificationHost';
import { createQueryClient } from './queryClient';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and Mantine's test mode (no transitions or portals). */
  queryClient?: QueryClient;
  mantineEnv?: 'default' | 'test';
}

/** Texts, look and data fetching for everything below, including the start-up screens. */
/**
 * Whether the page already holds Mantine's theme variables and global classes: the build writes them into
 * the HTML (scripts/prerender.mjs), so the app does not compute them again at start. In development, tests
 * and the server-side render the provider writes them itself.
 */
const themeStylesInPage =
  typeof document !== 'undefined' && document.querySelector('style[data-mantine-static]') !== null;

export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <RawIntlProvider value={appIntl()}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        env={mantineEnv}
        withCssVariables={!themeStylesInPage}
        withGlobalClasses={!themeStylesInPage}
      >
        <QueryClientProvider client={client}>
          <NotificationHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </RawIntlProvider>
  );
}
