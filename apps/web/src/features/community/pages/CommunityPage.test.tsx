import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('the community page', () => {
  it('leads admins to the disputes', async () => {
    mockApi();
    renderApp('/community', signedIn('Beheerder', { realm_access: { roles: ['admin'] } }));
    expect(await screen.findByRole('link', { name: 'Geschillen' })).toHaveAttribute('href', '/disputes');
  });

  it('shows no disputes to anyone else', async () => {
    mockApi();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Berichten' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Geschillen' })).not.toBeInTheDocument();
  });
});
