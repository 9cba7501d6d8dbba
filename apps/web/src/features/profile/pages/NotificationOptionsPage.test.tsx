import type { Profile } from '@achterhoek/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, profileRoutes, testProfile } from '../../../test/fakeApi';
import { signedIn } from '../../../test/fakeAuth';
import { renderApp } from '../../../test/renderApp';

/** A fake server that keeps what was saved, as the real one does. */
function statefulProfile(initial: Profile) {
  let stored = initial;
  return mockApi({
    ...profileRoutes(initial),
    'GET /api/profile/profiles/me': () => stored,
    'PUT /api/profile/profiles/me': ({ body }) => {
      stored = { ...stored, ...(body as Partial<Profile>) };
      return new Response(null, { status: 204 });
    },
  });
}

describe('settings page', () => {
  it('shows the notification switches of a passenger', async () => {
    mockApi();
    renderApp('/profileNotificationOptions', signedIn());
    await screen.findByRole('radio', { name: 'Passagier' });
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'Herinnering vlak voor vertrek' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Nieuwe oproepen in de buurt' })).not.toBeInTheDocument();
  });

  it('saves a switched notification with the whole profile', async () => {
    const api = statefulProfile(testProfile());
    renderApp('/profileNotificationOptions', signedIn());
    fireEvent.click(await screen.findByRole('switch', { name: 'Nieuwe berichten' }));

    expect(await screen.findByText('Je instellingen zijn opgeslagen.')).toBeInTheDocument();
    const [saved] = callsTo(api, 'PUT', '/api/profile/profiles/me');
    expect(saved?.body).toMatchObject({ notificationOptions: { messages: false, tripUpdates: true } });
  });

  it('switches the role: the driver options appear and the Planner tab leads to /plan', async () => {
    const api = statefulProfile(testProfile({ userRole: 'both', actingRole: 'passenger' }));
    renderApp('/profileNotificationOptions', signedIn('Marieke ter Horst'));
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });

    expect(await screen.findByRole('radio', { name: 'Passagier + Chauffeur' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Chauffeur' })).not.toBeChecked();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/modeSelection'),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Chauffeur' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/plan'),
    );
    const [saved] = callsTo(api, 'PUT', '/api/profile/profiles/me');
    expect(saved?.body).toMatchObject({ userRole: 'driver', actingRole: 'driver' });
    expect(screen.getByRole('switch', { name: 'Nieuwe oproepen in de buurt' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Herinnering vlak voor vertrek' })).not.toBeInTheDocument();
  });
});
