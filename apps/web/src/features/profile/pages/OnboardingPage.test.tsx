import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, noContent, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('onboarding', () => {
  it('needs the date of birth, typed as DD-MM-JJJJ, and stores it as YYYY-MM-DD', async () => {
    const api = mockApi({ 'PUT /api/profile/profiles/me': noContent }, testProfile({ dateOfBirth: null }));
    const { router } = renderApp('/onboardingPage', signedIn());

    const input = await screen.findByRole('textbox', { name: /Geboortedatum/ });
    expect(screen.getByText('Schrijf de datum als DD-MM-JJJJ, bijvoorbeeld 15-03-1950.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '15-03-1950' } });
    fireEvent.blur(input);
    await waitFor(() => expect(input).toHaveValue('15-03-1950'));
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboardingComplete'));
    expect(callsTo(api, 'PUT', '/api/profile/profiles/me')[0]?.body).toMatchObject({
      dateOfBirth: '1950-03-15',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profiel ingevuld' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Een rit plannen of aanbieden' })).toHaveAttribute(
      'href',
      '/modeSelection',
    );
    expect(screen.getByRole('link', { name: 'Naar mijn profiel' })).toHaveAttribute('href', '/profile');
  });
});
