import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RIDE_PLAN_OPTIONS } from '@achterhoek/contracts';
import { apiError, callsTo, mockApi, testProfile } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { renderApp } from '../../test/renderApp';
import { quietConsole } from '../../test/quietConsole';

const STARTUP_ERROR = 'Een onbekende fout is opgetreden. Mogelijk moet de app opnieuw gestart worden.';

describe('start-up sequence', () => {
  beforeEach(() => {
    quietConsole();
  });

  it('checks the profile status, then loads the profile once', async () => {
    const api = mockApi();
    renderApp('/home', signedIn());
    await waitFor(() => expect(callsTo(api, 'GET', '/api/profile/profiles/me')).toHaveLength(1));
    expect(callsTo(api, 'GET', '/api/profile/profiles/me/status')).toHaveLength(1);
    expect(screen.queryByText(STARTUP_ERROR)).not.toBeInTheDocument();
  });

  it("loads a driver's selected car at start-up", async () => {
    const driver = testProfile({
      userRole: 'driver',
      actingRole: 'driver',
      ridePlanOptions: { ...DEFAULT_RIDE_PLAN_OPTIONS, selectedCarRef: 'urn:nb:rs:car:7' },
    });
    const api = mockApi({ 'GET /api/rideshare/users/me/cars': [] }, driver);
    renderApp('/home', signedIn());
    await waitFor(() => expect(callsTo(api, 'GET', '/api/rideshare/users/me/cars')).toHaveLength(1));
  });

  it('asks no car for a passenger', async () => {
    const passenger = mockApi({ 'GET /api/rideshare/users/me/cars': [] });
    renderApp('/home', signedIn());
    await screen.findAllByRole('heading', { level: 1 });
    expect(callsTo(passenger, 'GET', '/api/rideshare/users/me/cars')).toHaveLength(0);
  });

  it('reports a failure with the start-up error', async () => {
    mockApi({ 'GET /api/profile/profiles/me': apiError(500, 'Boom') });
    renderApp('/home', signedIn());
    expect(await screen.findByText(STARTUP_ERROR)).toBeInTheDocument();
  });

  it('says there is no connection, not an unknown failure, when the start-up gets no answer', async () => {
    mockApi({ 'GET /api/profile/profiles/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/tripsOverviewPage', signedIn());
    const banner = await screen.findByText('Geen internetverbinding', {}, { timeout: 10_000 });
    expect(banner.closest('[role="status"]')).not.toBeNull();
    // The page's own error state says it too, once the profile has failed.
    expect(
      await screen.findAllByText(/^Geen internetverbinding\. Zodra/, {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    expect(screen.queryByText(STARTUP_ERROR)).not.toBeInTheDocument();
  }, 30_000);

  it('does not load a profile for a user without one, and says nothing about it', async () => {
    const api = mockApi({ 'GET /api/profile/profiles/me/status': apiError(404, 'Profile not found') });
    renderApp('/home', signedIn());
    await waitFor(() => expect(callsTo(api, 'GET', '/api/profile/profiles/me/status')).toHaveLength(1));
    expect(callsTo(api, 'GET', '/api/profile/profiles/me')).toHaveLength(0);
    expect(screen.queryByText(STARTUP_ERROR)).not.toBeInTheDocument();
  });

  it('drops a stored delegator when the user lacks the delegate role', async () => {
    mockApi();
    localStorage.setItem('achterhoek.delegatorId', 'someone');
    renderApp('/home', signedIn());
    await waitFor(() => expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull());
  });

  it('keeps a stored delegator for a delegate', async () => {
    mockApi();
    localStorage.setItem('achterhoek.delegatorId', 'someone');
    renderApp('/home', signedIn('Jan Bomers', { realm_access: { roles: ['delegate'] } }));
    await screen.findByRole('heading', { level: 1 });
    expect(localStorage.getItem('achterhoek.delegatorId')).toBe('someone');
  });
});
