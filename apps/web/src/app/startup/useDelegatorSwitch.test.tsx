import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELEGATOR_HEADER, setActingDelegator } from '../../lib/delegation';
import { apiError, callsTo, mockApi, type FakeRequest } from '../../test/fakeApi';
import { signedIn } from '../../test/fakeAuth';
import { GERDA, actingRoutes, asDelegate, janProfile } from '../../test/fakeActing';
import { renderApp } from '../../test/renderApp';
import { pinDateInEachTest } from '../../test/clock';

// Acting for a delegator across the app: a remembered choice counts only for a user with the delegate
// role and shows the badge; a switch drops every page's data and loads it as the other person; a refused
// delegation falls back to the user themselves; the profile click and the Machtigingen tile are for
// delegates only (spec 000 §2 Shell, Profile, Community, Delegation screens; §4).

const STARTUP_ERROR = 'Een onbekende fout is opgetreden. Mogelijk moet de app opnieuw gestart worden.';

describe('acting for a delegator', () => {
  pinDateInEachTest(new Date('2026-11-23T10:00:00+01:00'));
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the delegator’s data from the start when the choice was remembered, with the badge', async () => {
    localStorage.setItem('achterhoek.delegatorId', GERDA);
    const api = mockApi(actingRoutes(), janProfile);
    renderApp('/home', asDelegate());

    expect(await screen.findByRole('heading', { level: 1, name: /Gerda Wassink/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Profielmenu, Je gebruikt de app namens iemand anders' }),
    ).toBeInTheDocument();
    // Every call carried the header, the live stream too.
    const status = callsTo(api, 'GET', '/api/profile/profiles/me/status');
    expect(status[0]!.headers.get(DELEGATOR_HEADER)).toBe(GERDA);
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/communicator/users/me/events')[0]?.headers.get(DELEGATOR_HEADER)).toBe(
        GERDA,
      ),
    );
  });

  it('shows no badge to a user without the delegate role, and forgets the choice', async () => {
    localStorage.setItem('achterhoek.delegatorId', GERDA);
    mockApi(actingRoutes(), janProfile);
    renderApp('/home', signedIn('Jan Bomers'));
    expect(await screen.findByRole('heading', { level: 1, name: /Jan Bomers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profielmenu' })).toBeInTheDocument();
    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
  });

  it('drops every page’s data and goes to Home on a switch, then loads it as the other person', async () => {
    const api = mockApi(actingRoutes(), janProfile);
    const { router, queryClient } = renderApp('/account', asDelegate());
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Jan')).toBeInTheDocument();
    // Something another page loaded earlier (not on screen now).
    queryClient.setQueryData(['elsewhere'], { owner: 'Jan' });

    act(() => setActingDelegator(GERDA));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(queryClient.getQueryData(['elsewhere'])).toBeUndefined();
    expect(await screen.findByRole('heading', { level: 1, name: /Gerda Wassink/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Profielmenu, Je gebruikt de app namens iemand anders' }),
    ).toBeInTheDocument();
    const profiles = callsTo(api, 'GET', '/api/profile/profiles/me');
    expect(profiles.at(-1)!.headers.get(DELEGATOR_HEADER)).toBe(GERDA);

    // And back: Jan's own data again, without the badge.
    act(() => setActingDelegator(null));
    expect(await screen.findByRole('heading', { level: 1, name: /Jan Bomers/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profielmenu' })).toBeInTheDocument();
    expect(callsTo(api, 'GET', '/api/profile/profiles/me').at(-1)!.headers.has(DELEGATOR_HEADER)).toBe(false);
  });

  it('acts for the user themselves again when the server refuses the delegation, and says so', async () => {
    localStorage.setItem('achterhoek.delegatorId', GERDA);
    const refused = (request: FakeRequest, answer: object) =>
      request.headers.has(DELEGATOR_HEADER)
        ? apiError(403, 'Niet toegestaan om namens deze gebruiker te handelen.', { code: 'DELEGATION' })
        : answer;
    mockApi(
      {
        'GET /api/profile/profiles/me/status': (request) =>
          refused(request, { id: 'user-1', complete: true }),
        'GET /api/profile/profiles/me': (request) => refused(request, janProfile),
      },
      janProfile,
    );
    renderApp('/home', asDelegate());

    expect(await screen.findByRole('heading', { level: 1, name: /Jan Bomers/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Je kunt de app niet meer namens deze persoon gebruiken. Je gebruikt de app weer voor jezelf.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('achterhoek.delegatorId')).toBeNull();
    expect(screen.queryByText(STARTUP_ERROR)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profielmenu' })).toBeInTheDocument();
  });

  it('leads a delegate’s profile click to Machtigingen, and anybody else’s to Mijn profiel', async () => {
    mockApi({}, janProfile);
    renderApp('/home', asDelegate());
    fireEvent.click(screen.getByRole('button', { name: 'Profielmenu' }));
    expect(screen.getByRole('menuitem', { name: 'Machtigingen' })).toHaveAttribute('href', '/delegators');
    expect(screen.queryByRole('menuitem', { name: 'Mijn profiel' })).not.toBeInTheDocument();
  });

  it('shows the Machtigingen tile on the community page to delegates only', async () => {
    mockApi({}, janProfile);
    const { unmount } = renderApp('/community', asDelegate());
    expect(await screen.findByRole('link', { name: 'Machtigingen' })).toHaveAttribute('href', '/delegators');
    expect(screen.getByRole('link', { name: 'Gemachtigden' })).toHaveAttribute('href', '/delegates');
    unmount();

    renderApp('/community', signedIn('Jan Bomers'));
    expect(await screen.findByRole('link', { name: 'Gemachtigden' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Machtigingen' })).not.toBeInTheDocument();
  });
});
