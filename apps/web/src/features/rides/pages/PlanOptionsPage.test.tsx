import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { testCar } from '../../../test/fakeRides';
import { renderApp } from '../../../test/renderApp';

const driver = testProfile({ userRole: 'driver', actingRole: 'driver' });

describe('the ride preferences', () => {
  it('starts from the defaults and saves the choices in the profile', async () => {
    const fetch = mockApi(
      { 'GET /api/rideshare/users/me/cars': [testCar()], 'PUT /api/profile/profiles/me': noContent },
      driver,
    );
    const { router } = renderApp('/planOptions', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeInTheDocument();
    // The default of 20 minutes is kept as a choice beside the standard steps.
    expect(screen.getByRole('radio', { name: '20 minuten' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Buggy' })).toBeChecked();

    fireEvent.click(screen.getByRole('radio', { name: '45 minuten' }));
    fireEvent.click(screen.getByRole('radio', { name: '50 km' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Huisdier' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ik help passagiers bij het in- en uitstappen' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Met welke auto rijd je meestal?' }), {
      target: { value: 'urn:nb:rs:car:7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Je ritvoorkeuren zijn opgeslagen.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/plan');
    expect(callsTo(fetch, 'PUT', '/api/profile/profiles/me')[0]!.body).toMatchObject({
      ridePlanOptions: {
        maxPassengers: 3,
        maxTimeDetour: 45,
        maxDistanceDetour: 50000,
        ableToAssist: false,
        luggageOptions: ['HANDLUGGAGE', 'GROCERIES', 'STROLLER', 'PET'],
        selectedCarRef: 'urn:nb:rs:car:7',
      },
    });
  });

  it('says so when saving fails, and stays', async () => {
    mockApi(
      { 'GET /api/rideshare/users/me/cars': [], 'PUT /api/profile/profiles/me': apiError(500) },
      driver,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/planOptions', signedIn());
    fireEvent.click(await screen.findByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Fout bij het opslaan van je ritvoorkeuren.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ritvoorkeuren' })).toBeInTheDocument();
  });
});
