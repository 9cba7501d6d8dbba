import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../components/ErrorWithRetry';
import { LoadingState } from '../../components/LoadingState';
import { PageTitle } from '../../components/PageTitle';
import { PlainMain } from '../../components/PlainMain';
import { fetchAppConfig, prefetchedAppConfig, type AppConfig } from '../../lib/app-config';

interface AppConfigGateProps {
  children: (config: AppConfig) => ReactNode;
}

/**
 * Nothing can start before the runtime configuration is known (it names the identity provider), so
 * the app shows a loader until it arrives, and the spec's start-up error with a retry if it does not.
 */
export function AppConfigGate({ children }: AppConfigGateProps) {
  const intl = useIntl();
  const config = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => fetchAppConfig(signal),
    // Read before the first render on a normal start (main.tsx): the app starts without a loader.
    initialData: prefetchedAppConfig,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  // Starting the app is its largest render (router, sign-in, the first page). Deferred, React renders it in
  // slices between which the phone can answer a tap, instead of in one long task, while the loader stays.
  const started = useDeferredValue(config.data);

  if (config.isPending) return <LoadingState fullPage />;
  if (config.isError) {
    return (
      <PlainMain>
        <Stack>
          <PageTitle>{intl.formatMessage({ id: 'app.name' })}</PageTitle>
          <ErrorWithRetry onRetry={() => void config.refetch()} retrying={config.isFetching}>
            <FormattedMessage id="common.startupError" />
          </ErrorWithRetry>
        </Stack>
      </PlainMain>
    );
  }
  if (!started) return <LoadingState fullPage />;
  return children(started);
}
