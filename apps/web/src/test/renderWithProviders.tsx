import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers/AppProviders';

/**
 * Renders one piece of UI inside the app's providers (texts, theme, data fetching, the snackbar host),
 * for tests of shared components that need them but not the route table.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {ui}
    </AppProviders>,
  );
  return { ...view, queryClient };
}
