import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config-context';
import { testConfig } from '../../../test/renderApp';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreditsActions } from './CreditsActions';

function renderActions(creditsEnabled: boolean) {
  return renderWithProviders(
    <AppConfigContext value={{ ...testConfig, creditsEnabled }}>
      <MemoryRouter>
        <CreditsActions />
      </MemoryRouter>
    </AppConfigContext>,
  );
}

describe("the credits page's buttons 'Doel steunen' and 'Beloningen'", () => {
  it('lead to the charities and the rewards', () => {
    renderActions(true);
    expect(screen.getByRole('link', { name: 'Doel steunen' })).toHaveAttribute(
      'href',
      '/charityOverviewPage',
    );
    expect(screen.getByRole('link', { name: 'Beloningen' })).toHaveAttribute('href', '/rewardOverviewPage');
  });

  it('are disabled, not hidden, while credits are switched off', () => {
    renderActions(false);
    expect(screen.getByRole('button', { name: 'Doel steunen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beloningen' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Beloningen' })).not.toBeInTheDocument();
  });
});
