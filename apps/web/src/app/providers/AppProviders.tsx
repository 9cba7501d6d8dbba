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
export function AppProviders({ children, queryClient, mantineEnv = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <RawIntlProvider value={appIntl()}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        env={mantineEnv}
      >
        <QueryClientProvider client={client}>
          <NotificationHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </RawIntlProvider>
  );
}
