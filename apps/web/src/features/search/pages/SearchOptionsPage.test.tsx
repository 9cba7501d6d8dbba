import { fireEvent, screen } from '@testing-library/react';
import { DEFAULT_SEARCH_PREFERENCES } from '@achterhoek/contracts';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

const SAVE = 'PUT /api/profile/profiles/me';

describe('the search preferences', () => {
  it('starts from the spec’s defaults when the profile has none, and saves the choices in the profile', async () => {
    const fetch = mockApi({ [SAVE]: noContent }, testProfile({ searchPreferences: null }));
    const { router } = renderApp('/searchOptions', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeInTheDocument();
    const passengers = screen.getByRole('slider', { name: 'Met hoeveel personen reis je?' });
    expect(passengers).toHaveAttribute('aria-valuenow', '1');
    expect(passengers).toHaveAttribute('aria-valuemax', '8');
    for (const mode of ['Bus', 'Trein', 'Meerijden', 'Lopen']) {
      expect(screen.getByRole('checkbox', { name: mode })).toBeChecked();
    }
    expect(screen.getByRole('switch', { name: /^Meerijden naar de bus of trein/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Meerijden vanaf de bus of trein/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: '500 meter' })).toBeChecked();
    // Six walking distances to choose from, 250 m to 8 km (spec 000 §9).
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    for (const distance of ['250 meter', '1 km', '2 km', '4 km', '8 km']) {
      expect(screen.getByRole('radio', { name: distance })).not.toBeChecked();
    }
    expect(screen.getByRole('checkbox', { name: 'Handbagage' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Boodschappen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Buggy' })).not.toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Ik heb hulp nodig bij het in- en uitstappen' }),
    ).not.toBeChecked();

    // The slider moves with the keyboard.
    passengers.focus();
    fireEvent.keyDown(passengers, { key: 'ArrowRight' });
    fireEvent.keyDown(passengers, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bus' }));
    fireEvent.click(screen.getByRole('switch', { name: /^Meerijden vanaf de bus of trein/ }));
    fireEvent.click(screen.getByRole('radio', { name: '2 km' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huisdier' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik heb hulp nodig bij het in- en uitstappen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Je ritvoorkeuren zijn opgeslagen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(callsTo(fetch, 'PUT', '/api/profile/profiles/me')[0]!.body).toMatchObject({
      firstName: 'Gerda',
      searchPreferences: {
        numPassengers: 3,
        maxWalkDistance: 2000,
        allowedTravelModes: ['RAIL', 'RIDESHARE', 'WALK'],
        allowFirstLegRideshare: true,
        allowLastLegRideshare: false,
        luggageOptions: ['HANDLUGGAGE', 'GROCERIES', 'PET'],
        needsAssistance: true,
      },
    });
  });

  it('shows the preferences the profile holds', async () => {
    mockApi(
      {},
      testProfile({
        searchPreferences: {
          ...DEFAULT_SEARCH_PREFERENCES,
          numPassengers: 4,
          maxWalkDistance: 8000,
          allowedTravelModes: ['RAIL', 'WALK'],
          needsAssistance: true,
        },
      }),
    );
    renderApp('/searchOptions', signedIn());
    const passengers = await screen.findByRole('slider', { name: 'Met hoeveel personen reis je?' });
    expect(passengers).toHaveAttribute('aria-valuenow', '4');
    expect(screen.getByRole('radio', { name: '8 km' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bus' })).not.toBeChecked();
    // Without shared rides, shared first and last legs cannot be chosen.
    expect(screen.getByRole('switch', { name: /^Meerijden naar de bus of trein/ })).toBeDisabled();
    expect(screen.getByText('Kies eerst Meerijden bij ‘Hoe wil je reizen?’.')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Ik heb hulp nodig bij het in- en uitstappen' }),
    ).toBeChecked();
  });

  it('needs at least one way to travel before it saves', async () => {
    const fetch = mockApi({ [SAVE]: noContent });
    renderApp('/searchOptions', signedIn());
    for (const mode of ['Bus', 'Trein', 'Meerijden', 'Lopen']) {
      fireEvent.click(await screen.findByRole('checkbox', { name: mode }));
    }
    expect(screen.getByText('Kies minstens één manier van reizen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
    expect(callsTo(fetch, 'PUT', '/api/profile/profiles/me')).toHaveLength(0);
  });

  it('says so when saving fails, and stays', async () => {
    mockApi({ [SAVE]: apiError(500) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/searchOptions', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van je ritvoorkeuren.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeInTheDocument();
  });
});
