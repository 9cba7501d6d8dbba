import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppConfigContext } from '../../../lib/app-config-context';
import { testConfig } from '../../../test/renderApp';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreditsActions } from './CreditsActions';

describe('the credits page buttons', () => {
  it('‘Doel steunen’ on the credits page is switched off, not hidden, with credits switched off', () => {
    renderWithProviders(
      <AppConfigContext value={{ ...testConfig, creditsEnabled: false }}>
        <MemoryRouter>
          <CreditsActions />
        </MemoryRouter>
      </AppConfigContext>,
    );
    expect(screen.getByRole('button', { name: 'Doel steunen' })).toBeDisabled();
  });
});
