import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { mockApi } from './fakeApi';
import { signedIn } from './fakeAuth';
import { renderApp } from './renderApp';

/**
 * The cases of a Community tile whose page needs credits: it leads to its page (`href`), and while
 * credits are switched off it stays on Community, disabled, and is no link. Call inside a `describe`.
 */
export function itIsACommunityTileNeedingCredits(tile: string, href: string) {
  it(`the tile ‘${tile}’ leads to ${href}`, async () => {
    mockApi();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: tile })).toHaveAttribute('href', href);
  });

  it('is disabled, not hidden, while credits are switched off', async () => {
    mockApi();
    renderApp('/community', signedIn(), { creditsEnabled: false });
    expect(await screen.findByRole('button', { name: new RegExp(`^${tile}`) })).toBeDisabled();
    expect(screen.queryByRole('link', { name: tile })).not.toBeInTheDocument();
  });
}
