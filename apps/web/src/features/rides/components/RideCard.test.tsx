import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testRide } from '../../../test/fakeRides';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RideCard } from './RideCard';

describe('a ride card', () => {
  it('shows a cancelled ride under a light red tone, at full strength, with the badge in words', () => {
    // Regression: the card was faded (opacity 0.7), its 'Geannuleerd' badge then #fff on #d96a6a (3.37:1)
    // and its muted line 3.72:1. theme.test.ts checks the tone's contrast.
    renderWithProviders(
      <MemoryRouter>
        <RideCard ride={testRide({ state: 'CANCELLED' })} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('link');
    expect(card).toHaveTextContent('Geannuleerd');
    expect(card.style.opacity).toBe('');
    expect(card.style.background).toBe('var(--mantine-color-red-0)');
  });
});
