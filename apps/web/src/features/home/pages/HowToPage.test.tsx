import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

describe('how-to page', () => {
  it('shows tabs Passagier and Chauffeur for users with both roles', async () => {
    mockApi({}, testProfile({ userRole: 'both' }));
    renderApp('/howTo', signedIn());
    expect(await screen.findByRole('tab', { name: 'Passagier' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Chauffeur' })).toBeInTheDocument();
  });

  it('shows tabs while the role is unknown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    renderApp('/howTo', signedIn());
    expect(screen.getByRole('tab', { name: 'Passagier' })).toBeInTheDocument();
    // The 404 of the status (no profile) has been handled and changed nothing.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('tab', { name: 'Chauffeur' })).toBeInTheDocument();
  });

  it('shows only the passenger slides to a passenger, each with its action', async () => {
    mockApi({}, testProfile({ userRole: 'passenger' }));
    renderApp('/howTo', signedIn());
    await vi.waitFor(() => expect(screen.queryByRole('tab')).not.toBeInTheDocument());

    const slide = () => screen.getByRole('region');
    expect(within(slide()).getByRole('heading', { name: 'Credits kopen' })).toBeInTheDocument();
    expect(within(slide()).getByRole('link', { name: 'Credits kopen' })).toHaveAttribute(
      'href',
      '/addCredits',
    );
    expect(screen.getByRole('button', { name: 'Vorige' })).toBeDisabled();

    const expected = [
      ['Rit plannen', '/search'],
      ['Naar oproepen', '/shout-outs'],
      ['Goede doelen bekijken', '/charityOverviewPage'],
      ['Naar de website', 'https://site.test/'],
    ];
    for (const [action, href] of expected) {
      fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
      expect(within(slide()).getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  });

  it('leaves out the credit slides when credits are switched off', async () => {
    mockApi({}, testProfile({ userRole: 'driver' }));
    renderApp('/howTo', signedIn(), { creditsEnabled: false });
    await vi.waitFor(() => expect(screen.queryByRole('tab')).not.toBeInTheDocument());
    expect(within(screen.getByRole('region')).getByRole('link', { name: 'Rit aanbieden' })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(screen.getByText('Uitleg 1 van 3')).toBeInTheDocument();
  });
});

describe('mode selection', () => {
  it('offers planning a trip and offering a ride', () => {
    mockApi();
    renderApp('/modeSelection', signedIn());
    expect(screen.getByRole('link', { name: 'Een rit plannen' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Een rit aanbieden' })).toHaveAttribute('href', '/plan');
  });
});
