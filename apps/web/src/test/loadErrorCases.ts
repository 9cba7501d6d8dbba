import type { AuthContextProps } from 'react-oidc-context';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

/**
 * The case of a list page that loads again on 'Opnieuw proberen': `open` opens it on a list that fails
 * (500) until the retry and then holds `answer`; the page says `errorText`, then shows the items
 * (`items` finds them on screen). Call inside the page's `describe`.
 */
export function itCanRetryWhenTheListDoesNotLoad<T>(
  open: (listed: () => T[] | Response) => Promise<unknown>,
  errorText: string,
  answer: T[],
  items: () => HTMLElement[],
) {
  it('can retry when the list does not load', async () => {
    let fail = true;
    await open(() => (fail ? apiError(500, 'Boom') : answer));
    expect(await screen.findByText(errorText)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(items()).toHaveLength(answer.length));
  });
}
