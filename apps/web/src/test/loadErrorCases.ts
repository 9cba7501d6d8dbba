import type { AuthContextProps } from 'react-oidc-context';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { apiError, mockApi } from './fakeApi';
import { quietConsole } from './quietConsole';
import { renderApp } from './renderApp';

/**
 * The case of a list page whose list cannot be fetched (`route` answers 500): it says so (`errorText`) in
 * an alert with the button 'Opnieuw proberen'. Call inside the page's `describe`.
 */
export function itOffersARetryWhenTheListFails(
  page: string,
  user: () => AuthContextProps,
  route: string,
  errorText: string,
) {
  it('offers a retry when the list cannot be fetched', async () => {
    mockApi({ [route]: apiError(500, 'Boom') });
    quietConsole();
    renderApp(page, user());
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText);
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
}
