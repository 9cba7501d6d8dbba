import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('the ways to the charities (spec 001 §2.4, §2.10)', () => {
  it('the Community tile ‘Goede Doelen’ leads to the overview', async () => {
    mockApi();
    renderApp('/community', signedIn());
    expect(await screen.findByRole('link', { name: 'Goede Doelen' })).toHaveAttribute(
      'href',
      '/charityOverviewPage',
    );
  });

  it('the tile is there but switched off with credits switched off', async () => {
    mockApi();
    renderApp('/community', signedIn(), { creditsEnabled: false });
    expect(await screen.findByRole('button', { name: /^Goede Doelen/ })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Goede Doelen' })).not.toBeInTheDocument();
  });
});
